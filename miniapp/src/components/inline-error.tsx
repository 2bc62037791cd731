import { Text } from '@telegram-apps/telegram-ui';
import { appTexts } from '@tracker/shared/texts';
import { Button } from './button.tsx';
import './inline-error.css';

/** A failed load inside a card ('Не удалось загрузить цели: …') with 'Попробовать снова' under it. */
export function InlineError({ text, onRetry, className, testId }: { text: string; onRetry: () => void; className?: string; testId?: string }) {
  return (
    <div className={`inline-error${className ? ` ${className}` : ''}`} role="alert" data-testid={testId}>
      <Text>{text}</Text>
      <Button size="s" mode="bezeled" onClick={onRetry}>
        {appTexts.retry}
      </Button>
    </div>
  );
}
