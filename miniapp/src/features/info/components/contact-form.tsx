import { Input, Textarea } from '@telegram-apps/telegram-ui';
import { FEEDBACK_LIMITS } from '@tracker/shared/contract';
import { contactFormTexts as texts } from '@tracker/shared/texts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/button.tsx';
import { FormFields } from '../../../components/form-fields.tsx';
import { LabelledCheckbox } from '../../../components/labelled-checkbox.tsx';
import { textFieldProps } from '../../../components/text-field-props.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { isSignedIn } from '../../../lib/auth-store.ts';
import { localStore } from '../../../lib/storage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useClosingConfirmation } from '../../../lib/use-closing-confirmation.ts';
import { loadProfile, useProfile } from '../../profile/hooks/use-profile.ts';
import { submitFeedback } from '../api/submit-feedback.ts';
import { contactPrefill, feedbackUserId } from '../contact-form-fields.ts';
import './contact-form.css';

/**
 * The contact form (rewards.md 2.10, 4.11): subject and message required, contact optional, consent
 * required; submit disabled while sending or without consent (the hint under the consent says why), a
 * second submit ignored while one runs.
 */
export function ContactForm() {
  const { status: profileStatus, profile } = useProfile();
  const [subject, setSubject] = useState('');
  const [contact, setContact] = useState(() => contactPrefill(localStore, profile));
  /** Whether the user typed in the contact field: then a profile arriving later leaves it alone. */
  const contactTyped = useRef(false);
  const [message, setMessage] = useState('');
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  useClosingConfirmation(subject.trim() !== '' || message.trim() !== '');

  // The page may open before the profile is there (a fresh load, a bot or address sign-in stores
  // no user object): ask for it when nobody has, and prefill the contact once it arrives.
  useEffect(() => {
    if (profileStatus === 'idle' && isSignedIn()) void loadProfile();
  }, [profileStatus]);
  useEffect(() => {
    if (!contactTyped.current) setContact(contactPrefill(localStore, profile));
  }, [profile]);

  const send = async () => {
    if (inFlight.current) return;
    if (!consent) {
      showToast(texts.consentRequired, { type: 'error' });
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      await submitFeedback({ subject, message, contact, user_id: feedbackUserId(localStore) });
      showToast(texts.sent, { type: 'success' });
      setSubject('');
      setMessage('');
      contactTyped.current = false;
      setContact(contactPrefill(localStore, profile));
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
      <FormFields>
        <Input
          {...textFieldProps(texts.subjectLabel, subject, FEEDBACK_LIMITS.subjectMax, texts.subjectPlaceholder, undefined, setSubject)}
          required
          data-testid="contact-subject"
        />
        <Input
          {...textFieldProps(texts.contactLabel, contact, FEEDBACK_LIMITS.contactMax, texts.contactPlaceholder, undefined, (value) => {
            contactTyped.current = true;
            setContact(value);
          })}
          data-testid="contact-contact"
        />
        <Textarea
          {...textFieldProps(texts.messageLabel, message, FEEDBACK_LIMITS.messageMax, texts.messagePlaceholder, undefined, setMessage)}
          required
          rows={5}
          data-testid="contact-message"
        />
      </FormFields>
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
