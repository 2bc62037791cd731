import { Placeholder } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';

/** A list with nothing to show: an optional round icon, what is empty, a hint and an optional action. */
export function EmptyCard({
  icon,
  header,
  description,
  action,
  className,
  testId,
}: {
  icon?: ReactNode;
  header: string;
  description?: string;
  action?: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={`card${className ? ` ${className}` : ''}`} data-testid={testId}>
      <Placeholder header={header} description={description} action={action}>
        {icon && (
          <div className="empty-card__icon" aria-hidden="true">
            {icon}
          </div>
        )}
      </Placeholder>
    </div>
  );
}
