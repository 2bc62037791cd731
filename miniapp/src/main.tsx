import '@telegram-apps/telegram-ui/dist/styles.css';
import './app/app.css';
import './components/tap-area.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { isEmbeddedLogin } from './lib/route-path.ts';
import { loadTelegramDevMock } from './env.ts';
import { reauthenticateWithInitData } from './features/auth/telegram-session.ts';
import { tellTimeZone } from './features/profile/device-time-zone.ts';
import { api } from './lib/api.ts';
import { prepareAnnouncer } from './lib/announce.ts';
import { walkGroupsWithArrowKeys } from './lib/arrow-key-groups.ts';
import { keepFocusedFieldInView } from './lib/focused-field-in-view.ts';
import { rescueFocusOfRemovedElements } from './lib/focus-rescue.ts';
import { trackAppHistory } from './lib/go-back.ts';
import { reloadOnStaleBuild } from './lib/reload-on-stale-build.ts';
import { trackScrollMemory } from './lib/scroll-memory.ts';
import { ensureWebStorage } from './lib/storage.ts';
import { startTelegram } from './lib/telegram.ts';

async function bootstrap() {
  ensureWebStorage();
  reloadOnStaleBuild();
  trackAppHistory();
  trackScrollMemory();
  rescueFocusOfRemovedElements();
  keepFocusedFieldInView();
  prepareAnnouncer();
  walkGroupsWithArrowKeys();
  // Dev only: `?tg=1` runs the app inside a mocked Telegram client (tree-shaken from builds).
  if (loadTelegramDevMock && new URLSearchParams(window.location.search).get('tg') === '1') {
    const { mockTelegramForDev } = await loadTelegramDevMock();
    await mockTelegramForDev().catch((error: unknown) => console.error('[dev] Telegram mock failed', error));
  }

  // The device's zone reaches the server before the first signed-in call is sent (tellTimeZone).
  api.setBeforeCall(() => tellTimeZone());
  // The embedded login shares the Mini App's storage, its launch parameters included, but is no Mini App.
  const telegram = !isEmbeddedLogin(window.location.pathname, window.location.search) && startTelegram();
  if (telegram) {
    api.setReauthenticate(reauthenticateWithInitData);
    document.documentElement.classList.add('tg');
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App telegram={telegram} />
    </StrictMode>,
  );
}

void bootstrap();
