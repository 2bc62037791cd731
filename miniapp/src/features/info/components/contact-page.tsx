import { infoTexts } from '@tracker/shared/texts';
import { ContactForm } from './contact-form.tsx';
import { InfoPage } from './info-page.tsx';

export default function ContactPage() {
  return (
    <InfoPage title={infoTexts.contact.title} paragraphs={infoTexts.contact.paragraphs}>
      <ContactForm />
    </InfoPage>
  );
}
