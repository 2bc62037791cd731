import { Text } from '@telegram-apps/telegram-ui';
import { infoTexts } from '@tracker/shared/texts';
import { ExternalTextLink } from '../../../components/text-link.tsx';
import { openTelegramLink } from '../../../lib/telegram.ts';
import { botChatLink } from '../../auth/hooks/use-bot-login.ts';
import { useProviders } from '../../auth/hooks/use-providers.ts';
import { ContactForm } from './contact-form.tsx';
import { InfoPage } from './info-page.tsx';

export default function ContactPage() {
  return (
    <InfoPage title={infoTexts.contact.title} paragraphs={infoTexts.contact.paragraphs}>
      <BotLink />
      <ContactForm />
    </InfoPage>
  );
}

/** The bot the paragraph above mentions, as a link to its chat (in Telegram without leaving it); a line kept for it while the name loads. */
function BotLink() {
  const providers = useProviders();
  const bot = providers.status === 'ready' ? providers.providers.telegram_bot : null;
  if (providers.status !== 'loading' && !bot) return null;
  return (
    <Text Component="p" className="info-page__paragraph info-page__bot" data-testid="contact-bot">
      {bot && (
        <ExternalTextLink
          href={botChatLink(bot)}
          onClick={(event) => {
            if (openTelegramLink(botChatLink(bot))) event.preventDefault();
          }}
        >
          {infoTexts.contact.bot(bot)}
        </ExternalTextLink>
      )}
    </Text>
  );
}
