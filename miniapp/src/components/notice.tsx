import type { ReactNode } from 'react';

export type NoticeType = 'error' | 'success' | 'info';

/** An inline banner: errors are announced at once, the others politely. */
export function Notice({ type, children, testId }: { type: NoticeType; children: ReactNode; testId?: string }) {
  return (
    <div
      className={`notice notice--${type}`}
      role={type === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
