import { Button as TelegramButton } from '@telegram-apps/telegram-ui';
import { type ComponentProps, forwardRef } from 'react';

/**
 * telegram-ui's Button whose tap area is at least 44 px high however small it is drawn (size 's'
 * is 36 px: 'Получить', 'Завершить', 'Изменить'): the app's one button, as IconButton is its one
 * icon button.
 */
export const Button = forwardRef<HTMLButtonElement, ComponentProps<typeof TelegramButton>>(function Button({ className, ...props }, ref) {
  return <TelegramButton ref={ref} {...props} className={className ? `tap-button ${className}` : 'tap-button'} />;
});
