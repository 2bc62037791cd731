/**
 * Runs the fake Telegram Bot API on its own, for `npm run dev` style setups:
 *   node --import tsx scripts/fake-telegram/main.ts [--port 3198] [--token 123:abc] [--bot-username tracker_test_bot]
 * Point the server at it with TELEGRAM_API_ROOT=http://127.0.0.1:3198 and the same BOT_TOKEN;
 * chat as a user with scripts/tg-user.ts or in the browser at /_control/.
 */
import { parseArgs } from 'node:util';
import { startFakeTelegram } from './fake-telegram.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3198' },
    token: { type: 'string', default: '1000000001:fake-telegram-dev-token' },
    'bot-username': { type: 'string', default: 'tracker_test_bot' },
  },
});

const fake = await startFakeTelegram({ port: Number(values.port), token: values.token, botUsername: values['bot-username'] });
console.info(`fake Telegram Bot API at ${fake.apiRoot} (token ${values.token}, @${fake.botUsername}); chat page ${fake.apiRoot}/_control/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    fake.close().then(() => process.exit(0));
  });
}
