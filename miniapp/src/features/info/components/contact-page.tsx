import { infoTexts } from '@tracker/shared/texts';
import { InfoPage } from './info-page.tsx';

export default function ContactPage() {
  return <InfoPage title={infoTexts.contact.title} paragraphs={infoTexts.contact.paragraphs} />;
}
