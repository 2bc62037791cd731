import { RootRenderer, Title } from '@telegram-apps/telegram-ui';
import { type MouseEvent, type PointerEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { ancestryOf, focusNearestSurvivor } from '../lib/focus-rescue.ts';
import { CloseIcon } from './icons.tsx';
import './sheet-dialog.css';
import { IconButton } from './icon-button.tsx';

const LIVE_LAYER_ATTRIBUTE = 'data-live-layer';

/** Spread on what must stay reachable while a dialog is open: the toasts, a live region that reports what the dialog did. */
export const liveLayerProps = { [LIVE_LAYER_ATTRIBUTE]: '' };

/** What this module made inert (and aria-hidden), so closing gives back exactly that. */
const MADE_INERT_ATTRIBUTE = 'data-inert-under-dialog';

/** The open dialogs, oldest first, with the element they are drawn in (AppRoot's root) and how each is dismissed. */
const openDialogs: { layer: HTMLElement; container: HTMLElement; dismiss: () => void; inertPage: boolean }[] = [];
const dialogListeners = new Set<() => void>();

/** Calls `listener` whenever a dialog opens or closes; returns the unsubscribe function (for useSyncExternalStore). */
export function subscribeToDialogs(listener: () => void): () => void {
  dialogListeners.add(listener);
  return () => dialogListeners.delete(listener);
}

export function isAnyDialogOpen(): boolean {
  return openDialogs.length > 0;
}

/**
 * What a back gesture (Telegram's Back Button) does to the dialogs: dismisses the top-most one as
 * its close button would (nothing while it must finish saving or deleting). False when none is
 * open, so the back goes to the previous screen instead.
 */
export function dismissTopDialog(): boolean {
  const top = openDialogs.at(-1);
  top?.dismiss();
  return top !== undefined;
}

/**
 * Everything in `container` beside its top-most open dialog is inert, as aria-modal promises: Tab
 * stays in that dialog, screen readers and taps do not reach what lies under the backdrop (the
 * page, a dialog below). It is aria-hidden as well, set and removed with inert: tools that read the
 * accessibility tree without honouring inert (Playwright's getByRole) then find only the dialog's
 * 'Удалить', not the card's behind it too. Recomputed whenever a dialog opens or closes, in
 * whatever order they do; with none open, nothing this module marked stays inert or hidden. A
 * dialog opened with a live page (useModalLayer's `inertPage: false`) makes nothing inert.
 */
function applyModality(container: HTMLElement): void {
  const top = openDialogs.filter((d) => d.container === container && d.inertPage).at(-1)?.layer;
  for (const child of Array.from(container.children)) {
    const under = top !== undefined && child !== top && !child.hasAttribute(LIVE_LAYER_ATTRIBUTE);
    if (under && !child.hasAttribute('inert')) {
      child.setAttribute('inert', '');
      child.setAttribute('aria-hidden', 'true');
      child.setAttribute(MADE_INERT_ATTRIBUTE, '');
    } else if (!under && child.hasAttribute(MADE_INERT_ATTRIBUTE)) {
      child.removeAttribute('inert');
      child.removeAttribute('aria-hidden');
      child.removeAttribute(MADE_INERT_ATTRIBUTE);
    }
  }
}

/**
 * Opens `layer` as the top dialog: the rest inert (applyModality) and the page behind kept from
 * scrolling while any dialog is open; `dismiss` is what a back gesture does to it. Answers its
 * closing, which tells whether it was the top one.
 */
function openModal(layer: HTMLElement, dismiss: () => void, inertPage: boolean): () => boolean {
  const container = layer.parentElement;
  if (!container) return () => true;
  const entry = { layer, container, dismiss, inertPage };
  const changed = () => {
    applyModality(container);
    document.documentElement.classList.toggle('sheet-dialog-open', openDialogs.length > 0);
    for (const listener of dialogListeners) listener();
  };
  openDialogs.push(entry);
  changed();
  return () => {
    const wasTop = openDialogs.at(-1) === entry;
    openDialogs.splice(openDialogs.indexOf(entry), 1);
    changed();
    return wasTop;
  };
}

/**
 * Makes `layer` the top dialog while the calling component is mounted (openModal): the focus moves
 * into `panel` and goes back on closing to what had it before; Escape and a back gesture call
 * `dismiss`, which decides whether to close. `inertPage: false` leaves the page under it as it is
 * (not inert, not hidden) and keeps Tab inside `panel` by hand instead: for a dialog that opens by
 * itself over whatever page is visited first, whose fields then stay reachable to scripts.
 */
export function useModalLayer(
  layer: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  dismiss: () => void,
  { inertPage = true }: { inertPage?: boolean } = {},
): void {
  const latestDismiss = useRef(dismiss);
  latestDismiss.current = dismiss;
  // What had the focus before the dialog: read while rendering, before a field inside takes it
  // (autoFocus) and before the page behind turns inert; it gets the focus back on closing.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    // The opener may be gone already: a dialog that replaced the one it was in. Then whatever that
    // dialog gave the focus back to (before this effect) is where it returns.
    const returnTo = opener?.isConnected ? opener : document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Where it was: if the dialog removed it (a deleted goal's card), the focus goes to what is left.
    const returnPlace = ancestryOf(returnTo);
    const own = layer.current;
    const closeModal = own ? openModal(own, () => latestDismiss.current(), inertPage) : () => true;
    panel.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      // Only the top-most dialog answers.
      if (openDialogs.at(-1)?.layer !== own) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        latestDismiss.current();
      } else if (event.key === 'Tab' && !inertPage && panel.current) {
        keepTabInside(panel.current, event);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const wasTop = closeModal();
      // A dialog closing under another leaves the focus in the one on top.
      if (!wasTop) return;
      if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
      else if (document.activeElement === document.body || !document.activeElement?.isConnected) focusNearestSurvivor(returnPlace.slice(1));
    };
  }, []);
}

/**
 * A modal backdrop's press handlers: a press that begins and ends on the backdrop itself dismisses;
 * one inside the panel does not, nor a drag that begins inside it and ends outside (selecting text
 * with a mouse), which would throw away what was typed.
 */
export function useBackdropPress(dismiss: () => void) {
  const begunOnBackdrop = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      begunOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent) => {
      const onBackdrop = event.target === event.currentTarget && begunOnBackdrop.current;
      begunOnBackdrop.current = false;
      if (onBackdrop) dismiss();
    },
  };
}

/** Tab from the panel's last control goes to its first, Shift+Tab from its first to its last, and from outside it comes in. */
function keepTabInside(panel: HTMLElement, event: KeyboardEvent): void {
  const controls = Array.from(panel.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex="0"]'));
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const focused = document.activeElement;
  const inside = focused instanceof HTMLElement && panel.contains(focused) && focused !== panel;
  const target = !inside ? (event.shiftKey ? last : first) : event.shiftKey && focused === first ? last : !event.shiftKey && focused === last ? first : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
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
  /** A long body with nothing to focus in it (a blog post): focusable, so a keyboard can scroll it. */
  scrollableBody?: boolean;
  /** A form whose body grows while open: the sheet takes its full height from the start and never moves. */
  fullHeight?: boolean;
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
  scrollableBody = false,
  fullHeight = false,
}: SheetDialogProps) {
  const titleId = useId();
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const canDismiss = useRef(dismissible);
  canDismiss.current = dismissible;
  /** Backdrop, Escape and a back gesture: closes unless something must finish first. */
  const dismiss = () => {
    if (canDismiss.current) close.current();
  };
  useModalLayer(layer, panel, dismiss);
  const backdropPress = useBackdropPress(dismiss);

  return (
    <RootRenderer>
      <div ref={layer} className={`sheet-dialog sheet-dialog--${variant}`} {...backdropPress}>
        <div
          ref={panel}
          className={['sheet-dialog__panel', fullHeight && 'sheet-dialog__panel--full', className].filter(Boolean).join(' ')}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-testid={testId}
        >
          <div className="sheet-dialog__header">
            <Title level="3" weight="2" Component="h2" id={titleId} className="sheet-dialog__title">
              {title}
            </Title>
            <IconButton mode="plain" size="s" className="sheet-dialog__close" aria-label={closeLabel} onClick={() => close.current()} disabled={!dismissible}>
              <CloseIcon size={20} />
            </IconButton>
          </div>
          <div className="sheet-dialog__body" tabIndex={scrollableBody ? 0 : undefined}>
            {children}
          </div>
          {footer && <div className="sheet-dialog__footer">{footer}</div>}
        </div>
      </div>
    </RootRenderer>
  );
}
