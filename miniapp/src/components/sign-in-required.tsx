import { notificationsUiTexts } from '@tracker/shared/texts';
import { Notice } from './notice.tsx';
import { TextLink } from './text-link.tsx';
import './sign-in-required.css';

/**
 * What a signed-out visitor of /bell is told (rewards.md 2.4): 'Пользователь не авторизован.
 * Пожалуйста, войдите в систему.' and a 'Войти в систему' link to /login. The route guard sends
 * such a visitor to /login, which shows it too (lib/login-state.ts).
 */
export function SignInRequired() {
  return (
    <div className="sign-in-required" data-testid="sign-in-required">
      <Notice type="error">{notificationsUiTexts.notSignedIn}</Notice>
      <TextLink href="/login" className="sign-in-required__link">
        {notificationsUiTexts.signIn}
      </TextLink>
    </div>
  );
}
