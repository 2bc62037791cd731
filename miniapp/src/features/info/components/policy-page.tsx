import { Caption } from '@telegram-apps/telegram-ui';
import { infoTexts } from '@tracker/shared/texts';
import { InfoPage, todayRu } from './info-page.tsx';

export default function PolicyPage() {
  return (
    <InfoPage title={infoTexts.policy.title} paragraphs={infoTexts.policy.paragraphs}>
      <Caption className="info-page__meta">{infoTexts.dateLine(todayRu())}</Caption>
    </InfoPage>
  );
}
