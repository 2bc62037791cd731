import { Caption, Text } from '@telegram-apps/telegram-ui';
import { APP_BUILD, APP_VERSION, infoTexts } from '@tracker/shared/texts';
import { InfoPage } from './info-page.tsx';

export default function AboutPage() {
  const about = infoTexts.about;
  return (
    <InfoPage title={about.title} paragraphs={about.paragraphs}>
      <div className="info-page__facts">
        <Text weight="2" data-testid="app-version">
          {about.version(APP_VERSION)}
        </Text>
        <Text data-testid="app-build">{about.build(APP_BUILD)}</Text>
        <Caption className="info-page__meta">{about.credit}</Caption>
      </div>
    </InfoPage>
  );
}
