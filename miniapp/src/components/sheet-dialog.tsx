import { IconButton, Title } from '@telegram-apps/telegram-ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons.tsx';
import './sheet-dialog.css';

let openCount = 0;

/** Keeps the page behind an open dialog from scrolling; nested dialogs count. */
function lockScroll(): () => void {
  openCount += 1;
  document.documentElement.classList.add('sheet-dialog-open');
  return () => {
    openCount -= 1;
    if (openCount === 0) document.documentElement.classList.remove('sheet-dialog-open');
  };
}

export interface SheetDialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Pinned under the scrolling body (the form's buttons). */
  footer?: ReactNode;
  /** 'sheet' slides up from the bottom; 'center' is a small card (confirmations). */
  variant?: 'sheet' | 'center';
  /** False while something must finish (saving, deleting): backdrop and Escape do nothing. */
  dismissible?: boolean;
  closeLabel?: string;
  testId?: string;
  className?: string;
}

/**
 * A modal dialog drawn inside AppRoot (so the theme variables apply): backdrop, title, close
 * button, Escape, scroll lock, focus moved in and given back.
 */
export function SheetDialog({
  title,
  onClose,
  children,
  footer,
  variant = 'sheet',
  dismissible = true,
  closeLabel = 'Закрыть',
  testId,
  className,
}: SheetDialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const canDismiss = useRef(dismissible);
  canDismiss.current = dismissible;

  useEffect(() => {
    const unlock = lockScroll();
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !canDismiss.current) return;
      // Only the top-most dialog answers.
      const dialogs = document.querySelectorAll('.sheet-dialog');
      if (dialogs[dialogs.length - 1]?.contains(panel.current)) {
        event.stopPropagation();
        close.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      unlock();
      previous?.focus({ preventScroll: true });
    };
  }, []);

  return (
    <div
      className={`sheet-dialog sheet-dialog--${variant}`}
      onClick={() => {
        if (canDismiss.current) close.current();
      }}
    >
      <div
        ref={panel}
        className={`sheet-dialog__panel${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="sheet-dialog__header">
          <Title level="3" weight="2" Component="h2" id={titleId} className="sheet-dialog__title">
            {title}
          </Title>
          <IconButton mode="plain" size="s" className="sheet-dialog__close" aria-label={closeLabel} onClick={() => close.current()} disabled={!dismissible}>
            <CloseIcon size={20} />
          </IconButton>
        </div>
        <div className="sheet-dialog__body">{children}</div>
        {footer && <div className="sheet-dialog__footer">{footer}</div>}
      </div>
    </div>
  );
}
