/**
 * Fixed addresses and credentials of the end-to-end environment (scripts/e2e-server.ts,
 * playwright.config.ts). PORT and FAKE_TG_PORT move the servers when the defaults are taken; the
 * fake VK ID listens next to the fake Telegram (FAKE_TG_PORT + 1) unless FAKE_VK_PORT says otherwise.
 */
const fakeTelegramPort = Number(process.env.FAKE_TG_PORT ?? 3198);

export const E2E = {
  /** The server under test. */
  port: Number(process.env.PORT ?? 3100),
  /** The fake Telegram Bot API. */
  fakeTelegramPort,
  /** The fake VK ID (scripts/fake-vk-id). */
  fakeVkPort: Number(process.env.FAKE_VK_PORT ?? fakeTelegramPort + 1),
  /** The VK app (VK_CLIENT_ID) the server and the fake VK ID share. */
  vkClientId: '51234567',
  /** The test bot: initData in the `telegram` project is signed with this token. */
  botToken: '123456:TEST-TOKEN',
  botUsername: 'tracker_test_bot',
  /** Where the e2e build of the mini app goes, so parallel runs never delete each other's assets. */
  staticDir: process.env.E2E_STATIC_DIR ?? 'miniapp/dist',
} as const;
