import { IconButton, RootRenderer, Title } from '@telegram-apps/telegram-ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from './icons.tsx';
import './sheet-dialog.css';

let openCount = 0;

const LIVE_LAYER_ATTRIBUTE = 'data-live-layer';

/** Spread on what must stay reachable while a dialog is open: the toasts, a live region that reports what the dialog did. */
export const liveLayerProps = { [LIVE_LAYER_ATTRIBUTE]: '' };

/**
 * Makes everything beside the dialog's layer inert, as aria-modal promises: Tab stays in the
 * dialog, screen readers and taps do not reach the page under the backdrop. A dialog opened over
 * another makes that one inert too; each gives back exactly what it took.
 */
function makeSurroundingsInert(layer: HTMLElement): () => void {
  const made: Element[] = [];
  for (const sibling of Array.from(layer.parentElement?.children ?? [])) {
    if (sibling === layer || sibling.hasAttribute('inert') || sibling.hasAttribute(LIVE_LAYER_ATTRIBUTE)) continue;
    sibling.setAttribute('inert', '');
    made.push(sibling);
  }
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}

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
 * A modal dialog drawn at the top of AppRoot (so the theme variables apply), the rest of the app
 * inert behind it: backdrop, title, close button, Escape, scroll lock, focus moved in and given back.
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
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const canDismiss = useRef(dismissible);
  canDismiss.current = dismissible;
  // What had the focus before the dialog: read while rendering, before a field inside takes it
  // (autoFocus) and before the page behind turns inert; it gets the focus back on closing.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const unlock = lockScroll();
    const restoreSurroundings = layer.current ? makeSurroundingsInert(layer.current) : () => undefined;
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
      restoreSurroundings();
      unlock();
      opener?.focus({ preventScroll: true });
    };
  }, []);

  return (
    <RootRenderer>
      <div
        ref={layer}
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
          {/* Focusable, so a keyboard can scroll a long body that has nothing else to focus (a blog post). */}
          <div className="sheet-dialog__body" tabIndex={0}>
            {children}
          </div>
          {footer && <div className="sheet-dialog__footer">{footer}</div>}
        </div>
      </div>
    </RootRenderer>
  );
}
