const RELOADED_AT_KEY = 'stale-build-reloaded-at';
/** A second failure this soon after reloading is a real outage: show it instead of reloading again. */
const RELOAD_PAUSE_MS = 60_000;

/**
 * After a deploy, a tab opened before it asks for lazy chunks that no longer exist (the server
 * answers 404). Vite reports that as `vite:preloadError`; the page then reloads once to get the
 * new build. Within a minute of such a reload the error goes on to the page's error boundary.
 * Offline, a chunk fails because the network is gone, not the build: a reload would replace the app
 * with the browser's offline page (a dead window inside Telegram), so the error goes on as well.
 */
export function reloadOnStaleBuild(storage: Storage = sessionStorage, reload = () => window.location.reload()): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return;
    const reloadedAt = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - reloadedAt < RELOAD_PAUSE_MS) return;
    storage.setItem(RELOADED_AT_KEY, String(Date.now()));
    event.preventDefault();
    reload();
  });
}
