import { type ChildProcess, spawn } from 'node:child_process';
import { startFakeTelegram } from './fake-telegram/fake-telegram.ts';

/**
 * `npm run dev`: everything needed to try every flow offline, Telegram included.
 *   - a fake Telegram Bot API on :3198 (chat page at /_control/, CLI: scripts/tg-user.ts)
 *   - the API on :3000 with the dev bot in long polling, restarted when server/, bot/ or shared/ change
 *   - the mini app from Vite on :5173 with hot reload (proxying /api to :3000)
 */
const DEV = {
  apiPort: 3000,
  fakeTelegramPort: 3198,
  botToken: '1000000001:fake-telegram-dev-token',
  botUsername: 'tracker_dev_bot',
  miniappUrl: 'http://localhost:5173',
};

const fake = await startFakeTelegram({ port: DEV.fakeTelegramPort, token: DEV.botToken, botUsername: DEV.botUsername });

const children: ChildProcess[] = [];
function run(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`[dev] ${name} exited with ${code}`);
  });
  children.push(child);
}

run(
  'api',
  process.execPath,
  ['--watch-path=server/src', '--watch-path=bot/src', '--watch-path=shared/src', '--import', 'tsx', 'server/src/main.ts'],
  {
    PORT: String(DEV.apiPort),
    DATABASE_URL: 'file:data/dev.db',
    BOT_TOKEN: DEV.botToken,
    BOT_MODE: 'polling',
    TELEGRAM_API_ROOT: fake.apiRoot,
    PUBLIC_URL: DEV.miniappUrl,
    DEV_TOOLS: '1',
  },
);
run('miniapp', 'npm', ['run', 'dev', '-w', '@tracker/miniapp', '--', '--port', '5173', '--strictPort']);

console.log(`
[dev] mini app (web):        ${DEV.miniappUrl}
[dev] mini app in Telegram:  ${DEV.miniappUrl}/?tg=1   (mocked Telegram, initData signed by the dev bot token)
[dev] API:                   http://127.0.0.1:${DEV.apiPort}/api/health/
[dev] chat as a Telegram user: ${fake.apiRoot}/_control/   or   node --import tsx scripts/tg-user.ts --api ${fake.apiRoot}
`);

const stop = async () => {
  for (const child of children) child.kill('SIGTERM');
  await fake.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
