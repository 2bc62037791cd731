import { Caption, Input, Section } from '@telegram-apps/telegram-ui';
import { loginTexts } from '@tracker/shared/texts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { loginLocal } from '../api/login-local.ts';
import { registerAccount } from '../api/register.ts';
import { type FieldErrors, fieldErrorsFromServer, registrationErrors } from '../registration-errors.ts';
import { completeSignIn } from '../session.ts';

export type FormMode = 'login' | 'register';

interface Props {
  onSignedIn: (mode: FormMode) => void;
  /** Called when the user starts over, so the page can clear its other messages. */
  onSubmitStart?: () => void;
  disabled?: boolean;
}

function failureText(error: unknown, mode: FormMode): string {
  if (isApiError(error)) {
    if (error.serverError) return error.serverError;
    if (error.status === 401) return loginTexts.invalidCredentials;
    if (error.status === 0) return error.message;
    return mode === 'login' ? loginTexts.localLoginFailed : loginTexts.loginFailed;
  }
  return loginTexts.loginFailed;
}

/** Login/password form; 'Создать аккаунт' switches it to registration. */
export function LocalLoginForm({ onSignedIn, onSubmitStart, disabled }: Props) {
  const [mode, setMode] = useState<FormMode>('login');
  const [notice, setNotice] = useState<{ type: 'error' | 'success'; text: string } | null>(null);
  const onError = (text: string | null) => setNotice(text ? { type: 'error', text } : null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const switchMode = () => {
    setMode((m) => (m === 'login' ? 'register' : 'login'));
    setFieldErrors({});
    onError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || disabled) return;
    setFieldErrors({});
    onError(null);
    onSubmitStart?.();
    if (!username.trim() || !password) {
      onError(loginTexts.fillAllFields);
      return;
    }
    setBusy(true);
    try {
      const credentials = { username: username.trim(), password };
      if (mode === 'register') {
        const invalid = await registrationErrors(credentials);
        if (invalid) {
          setFieldErrors(invalid);
          setBusy(false);
          return;
        }
      }
      const answer = mode === 'login' ? await loginLocal(credentials) : await registerAccount(credentials);
      completeSignIn(answer, 'local');
      setNotice({ type: 'success', text: mode === 'register' ? loginTexts.registered : loginTexts.success });
      onSignedIn(mode);
    } catch (error) {
      if (isApiError(error)) setFieldErrors(fieldErrorsFromServer(error.fields));
      onError(failureText(error, mode));
      setBusy(false);
    }
  };

  const isRegister = mode === 'register';
  const submitText = isRegister
    ? busy
      ? loginTexts.registering
      : loginTexts.register
    : busy
      ? loginTexts.submitting
      : loginTexts.submit;

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="login-form" data-mode={mode}>
      <Section header={isRegister ? <SectionHeading>{loginTexts.registerTitle}</SectionHeading> : undefined} className="login-form__section">
        <Input
          header={loginTexts.username}
          aria-label={loginTexts.username}
          name="username"
          placeholder={loginTexts.usernamePlaceholder}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          status={fieldErrors.username ? 'error' : undefined}
          aria-invalid={fieldErrors.username ? true : undefined}
          aria-describedby={fieldErrors.username ? 'username-error' : undefined}
          disabled={disabled}
        />
        <Input
          header={loginTexts.password}
          aria-label={loginTexts.password}
          name="password"
          type="password"
          placeholder={loginTexts.passwordPlaceholder}
          autoComplete={isRegister ? 'new-password' : 'current-password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          status={fieldErrors.password ? 'error' : undefined}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? 'password-error' : undefined}
          disabled={disabled}
        />
      </Section>
      {(fieldErrors.username || fieldErrors.password || isRegister) && (
        <div className="login-form__notes">
          {fieldErrors.username ? (
            <Caption id="username-error" className="field-error">
              {loginTexts.username}: {fieldErrors.username}
            </Caption>
          ) : (
            isRegister && <Caption className="field-hint">{loginTexts.username}: {loginTexts.usernameHint}</Caption>
          )}
          {fieldErrors.password ? (
            <Caption id="password-error" className="field-error">
              {loginTexts.password}: {fieldErrors.password}
            </Caption>
          ) : (
            isRegister && <Caption className="field-hint">{loginTexts.password}: {loginTexts.passwordHint}</Caption>
          )}
        </div>
      )}
      {notice && <Notice type={notice.type}>{notice.text}</Notice>}
      <div className="login-form__actions">
        <Button type="submit" size="l" stretched disabled={busy || disabled || notice?.type === 'success'}>
          {submitText}
        </Button>
        <Button type="button" mode="plain" size="m" stretched onClick={switchMode} disabled={busy || disabled}>
          {isRegister ? loginTexts.toLogin : loginTexts.toRegister}
        </Button>
      </div>
    </form>
  );
}
