import { Caption } from '@telegram-apps/telegram-ui';
import { infoTexts } from '@tracker/shared/texts';
import { InfoPage, todayRu } from './info-page.tsx';

export default function RulesPage() {
  return (
    <InfoPage title={infoTexts.rules.title} paragraphs={infoTexts.rules.paragraphs}>
      <Caption className="info-page__meta">{infoTexts.dateLine(todayRu())}</Caption>
    </InfoPage>
  );
}
