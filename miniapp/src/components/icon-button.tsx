import { IconButton as TelegramIconButton } from '@telegram-apps/telegram-ui';
import { type ComponentProps, forwardRef } from 'react';

/**
 * telegram-ui's IconButton whose tap area is at least 44 x 44 px however small it is drawn (a
 * 30 px '+' on Home, a 32 px card action): the app's one icon button. With a mouse, its name shows
 * as a tooltip (its title, else its aria-label): a picture alone does not say what it does.
 */
export const IconButton = forwardRef<HTMLButtonElement, ComponentProps<typeof TelegramIconButton>>(function IconButton({ className, ...props }, ref) {
  return (
    <TelegramIconButton
      ref={ref}
      {...props}
      title={props.title ?? props['aria-label']}
      className={className ? `tap-area icon-button ${className}` : 'tap-area icon-button'}
    />
  );
});
