/**
 * The only reader of import.meta.env in the mini app.
 *
 * Dev only: loads the mocked Telegram environment behind `?tg=1`. In a production build the
 * condition is the constant false, so the module and its dynamic import are dropped.
 */
export const loadTelegramDevMock = import.meta.env.DEV ? () => import('./lib/telegram-dev-mock.ts') : null;
