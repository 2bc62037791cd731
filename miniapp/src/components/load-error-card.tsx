import { Placeholder } from '@telegram-apps/telegram-ui';
import { appTexts } from '@tracker/shared/texts';
import { Button } from './button.tsx';

/** A list that could not load: what failed and 'Попробовать снова'. */
export function LoadErrorCard({ message, onRetry, className, testId }: { message: string; onRetry: () => void; className?: string; testId: string }) {
  return (
    <div className={`card${className ? ` ${className}` : ''}`} role="alert" data-testid={testId}>
      <Placeholder
        header={message}
        action={
          <Button size="m" mode="bezeled" onClick={onRetry}>
            {appTexts.retry}
          </Button>
        }
      />
    </div>
  );
}
