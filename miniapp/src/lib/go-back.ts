import { navigate } from 'wouter/use-browser-location';

/** Back in history, or Home when the app was opened right on this screen. */
export function goBack(): void {
  if (window.history.length > 1) window.history.back();
  else navigate('/', { replace: true });
}
