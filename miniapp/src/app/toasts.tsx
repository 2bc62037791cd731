import { Caption, Text } from '@telegram-apps/telegram-ui';
import { TOAST_TICK_MS, isPersistentToast, toastRemainingRatio } from '@tracker/shared/domain';
import { toastTexts } from '@tracker/shared/texts';
import { useEffect, useState } from 'react';
import { CloseIcon } from '../components/icons.tsx';
import { liveLayerProps } from '../components/sheet-dialog.tsx';
import { type Toast, hideToast, useToasts } from '../lib/toast.ts';
import { IconButton } from '../components/icon-button.tsx';

function ToastIcon({ type }: { type: Toast['type'] }) {
  const paths = {
    success: 'M8 12.5l2.5 2.5L16 9.5',
    info: 'M12 11v5M12 8h.01',
    warning: 'M12 8v5M12 16h.01',
    error: 'M9 9l6 6M15 9l-6 6',
  } as const;
  return (
    <svg className="toast__icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="var(--toast-accent)" />
      <path d={paths[type]} fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ProgressBar({ toast }: { toast: Toast }) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!toast.show) return;
    const timer = setInterval(() => setNow(performance.now()), TOAST_TICK_MS);
    return () => clearInterval(timer);
  }, [toast.show]);
  const ratio = toastRemainingRatio(now - toast.shownAt, toast.duration);
  return (
    <div className="toast__progress" aria-hidden="true">
      <div className="toast__progress-bar" style={{ transform: `scaleX(${ratio})` }} />
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  return (
    <div
      className={`toast toast--${toast.type}${toast.show ? '' : ' toast--hiding'}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      data-type={toast.type}
    >
      <ToastIcon type={toast.type} />
      <div className="toast__body">
        <Text weight="2" className="toast__message">
          {toast.message}
        </Text>
        {toast.description && <Caption className="toast__description">{toast.description}</Caption>}
      </div>
      <IconButton mode="plain" size="s" className="toast__close" aria-label={toastTexts.close} onClick={() => hideToast(toast.id)}>
        <CloseIcon size={18} />
      </IconButton>
      {!isPersistentToast(toast.duration) && <ProgressBar toast={toast} />}
    </div>
  );
}

/** Toasts stack top right (core.md 2 "Shell"). */
export function Toasts() {
  const toasts = useToasts();
  return (
    <div className="toasts" aria-live="polite" {...liveLayerProps}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
