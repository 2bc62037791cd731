/**
 * Development only (`?tg=1`): imitates the Telegram client so the Mini App code paths run in a
 * plain browser. Loaded through env.ts `loadTelegramDevMock`, which is null in production builds.
 */
import { emitEvent, mockTelegramEnv } from '@telegram-apps/sdk-react';
import { darkTheme, lightTheme } from './telegram-themes.ts';

const noInsets = { top: 0, bottom: 0, left: 0, right: 0 };

/** Fetches dev-signed initData from the dev server and mocks the Telegram environment with it. */
export async function mockTelegramForDev(): Promise<void> {
  const response = await fetch('/dev/telegram-init-data');
  if (!response.ok) throw new Error(`GET /dev/telegram-init-data answered ${response.status}`);
  const { init_data: initData } = (await response.json()) as { init_data: string };
  const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const theme = dark ? darkTheme : lightTheme;

  mockTelegramEnv({
    launchParams: {
      tgWebAppThemeParams: theme,
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'tdesktop',
    },
    onEvent(event) {
      const [name] = event;
      if (name === 'web_app_request_theme') emitEvent('theme_changed', { theme_params: theme });
      else if (name === 'web_app_request_safe_area') emitEvent('safe_area_changed', noInsets);
      else if (name === 'web_app_request_content_safe_area') emitEvent('content_safe_area_changed', noInsets);
      else if (name === 'web_app_request_viewport') {
        emitEvent('viewport_changed', {
          height: window.innerHeight,
          width: window.innerWidth,
          is_expanded: true,
          is_state_stable: true,
        });
      } else if (name === 'web_app_open_tg_link') {
        const { path_full: path } = event[1] as { path_full: string };
        window.open(`https://t.me${path}`, '_blank');
      }
    },
  });
  // eslint-disable-next-line no-console
  console.info('[dev] Telegram environment mocked (?tg=1)');
}
