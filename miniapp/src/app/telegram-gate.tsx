import { Placeholder, Spinner } from '@telegram-apps/telegram-ui';
import { appTexts, telegramTexts } from '@tracker/shared/texts';
import { Button } from '../components/button.tsx';
import type { TelegramSessionState } from '../features/auth/hooks/use-telegram-session.ts';

/** What the Mini App shows until its automatic sign-in is done: a spinner, or the error with retry. */
export function TelegramGate({ state, onRetry }: { state: TelegramSessionState; onRetry: () => void }) {
  if (state.status === 'error') {
    return (
      <div className="page gate" data-testid="telegram-gate" data-state="error">
        <Placeholder
          header={telegramTexts.signInFailed}
          description={state.message}
          action={
            <Button size="l" onClick={onRetry}>
              {appTexts.retry}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="page gate" data-testid="telegram-gate" data-state="signing-in" role="status">
      <Placeholder header={telegramTexts.signingIn}>
        <Spinner size="l" />
      </Placeholder>
    </div>
  );
}
