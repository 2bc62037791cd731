import { Button, Input, Textarea } from '@telegram-apps/telegram-ui';
import { FEEDBACK_LIMITS } from '@tracker/shared/contract';
import { contactFormTexts as texts } from '@tracker/shared/texts';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { LabelledCheckbox } from '../../../components/labelled-checkbox.tsx';
import { textFieldProps } from '../../../components/text-field-props.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { readStoredUser } from '../../../lib/auth-store.ts';
import { showToast } from '../../../lib/toast.ts';
import { currentProfile } from '../../profile/hooks/use-profile.ts';
import { submitFeedback } from '../api/submit-feedback.ts';
import './contact-form.css';

/** The contact prefill of rewards.md 2.10: the stored user's e-mail, else the telegram id with @. */
function initialContact(): string {
  const stored = readStoredUser() as (ReturnType<typeof readStoredUser> & { email?: unknown }) | null;
  if (typeof stored?.email === 'string' && stored.email !== '') return stored.email;
  const telegramId = currentProfile()?.telegram_id ?? stored?.telegram_id;
  return telegramId ? `@${telegramId}` : '';
}

/**
 * The contact form (rewards.md 2.10, 4.11): subject and message required, contact optional, consent
 * required; submit disabled while sending or without consent (the hint under the consent says why), a
 * second submit ignored while one runs.
 */
export function ContactForm() {
  const [subject, setSubject] = useState('');
  const [contact, setContact] = useState(initialContact);
  const [message, setMessage] = useState('');
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const send = async () => {
    if (inFlight.current) return;
    if (!consent) {
      showToast(texts.consentRequired, { type: 'error' });
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      await submitFeedback({ subject, message, contact, user_id: readStoredUser()?.id ?? null });
      showToast(texts.sent, { type: 'success' });
      setSubject('');
      setMessage('');
      setContact(initialContact());
      setConsent(false);
    } catch (error) {
      // rewards.md 8: the server's own text (or the transport's), else 'Неизвестная ошибка' — never 'Ошибка сервера (500)'.
      showToast(texts.failed(serverErrorText(error, texts.unknownError)), { type: 'error' });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form
      className="contact-form"
      data-testid="contact-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Input
        {...textFieldProps(texts.subjectLabel, subject, FEEDBACK_LIMITS.subjectMax, texts.subjectPlaceholder, undefined, setSubject)}
        required
        data-testid="contact-subject"
      />
      <Input
        {...textFieldProps(texts.contactLabel, contact, FEEDBACK_LIMITS.contactMax, texts.contactPlaceholder, undefined, setContact)}
        data-testid="contact-contact"
      />
      <Textarea
        {...textFieldProps(texts.messageLabel, message, FEEDBACK_LIMITS.messageMax, texts.messagePlaceholder, undefined, setMessage)}
        required
        rows={5}
        data-testid="contact-message"
      />
      <LabelledCheckbox className="contact-form__consent" checked={consent} onChange={(event) => setConsent(event.target.checked)} data-testid="contact-consent">
        {texts.consentBefore}
        <Link href="/policy">{texts.consentPolicy}</Link>
        {texts.consentAnd}
        <Link href="/rules">{texts.consentRules}</Link>
      </LabelledCheckbox>
      {/* rewards.md 5: why the button waits. Its line stays reserved once ticked: the button does not move. */}
      <p
        id="contact-consent-hint"
        className={`contact-form__hint${consent ? ' contact-form__hint--met' : ''}`}
        data-testid="contact-consent-hint"
      >
        {texts.consentRequired}
      </p>
      <Button
        type="submit"
        mode="filled"
        size="l"
        stretched
        disabled={sending || !consent}
        aria-describedby={consent ? undefined : 'contact-consent-hint'}
        data-testid="contact-submit"
      >
        {sending ? texts.sending : texts.submit}
      </Button>
    </form>
  );
}
