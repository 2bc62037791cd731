/**
 * Act as a Telegram user from the terminal, against the fake Bot API (scripts/fake-telegram):
 *   node --import tsx scripts/tg-user.ts [--api http://127.0.0.1:3198] [--user-id 1001 --name Иван] [--username ivan]
 * Typed lines go to the bot as this user's messages (e.g. `/start auth_<key>`); the bot's answers are
 * printed with their inline buttons numbered; `!press N` presses button N of the last message with buttons.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import type { Message } from './fake-telegram/wire-types.ts';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:3198' },
    'user-id': { type: 'string', default: '1001' },
    name: { type: 'string', default: 'Иван' },
    username: { type: 'string' },
  },
});
const api = values.api.replace(/\/+$/, '');
const from = { id: Number(values['user-id']), first_name: values.name, username: values.username };

interface Answer<T> {
  ok: boolean;
  result: T;
  description?: string;
}

async function control<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(`${api}/_control/${path}`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
  const answer = (await response.json()) as Answer<T>;
  if (!answer.ok) throw new Error(answer.description);
  return answer.result;
}

let withButtons: Message | undefined;

function print(lines: string): void {
  process.stdout.write('\r\x1b[K' + lines + '\n');
  rl.prompt(true);
}

function show(message: Message): void {
  const label = message.edit_date ? `бот (изменено #${message.message_id})` : `бот #${message.message_id}`;
  const body = message.text ?? (message.invoice ? `счёт: ${message.invoice.title}, ${message.invoice.total_amount} ${message.invoice.currency}` : '(без текста)');
  const buttons = message.reply_markup?.inline_keyboard?.flat() ?? [];
  if (buttons.length > 0) withButtons = message;
  const keyboard = buttons.map((b, i) => `  [${i + 1}] ${b.text}${b.callback_data === undefined ? ` -> ${b.url ?? b.web_app?.url ?? '(не кнопка действия)'}` : ''}`);
  print([`${label}: ${body}`, ...keyboard].join('\n'));
}

/** Prints the bot's messages to this user from feed version `version` on, forever. */
async function follow(version: number): Promise<never> {
  for (;;) {
    try {
      const feed = await control<{ version: number; messages: Message[] }>(`feed?chat_id=${from.id}&after=${version}&timeout_ms=25000`);
      version = feed.version;
      for (const message of feed.messages) if (message.from?.is_bot) show(message);
    } catch (error) {
      print(`(нет связи с ${api}: ${error instanceof Error ? error.message : String(error)}; повтор через 2 с)`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

async function press(n: number): Promise<void> {
  const button = withButtons?.reply_markup?.inline_keyboard?.flat()[n - 1];
  if (!withButtons || !button) return print(`нет кнопки ${n}`);
  if (button.callback_data === undefined) return print(`это ссылка: ${button.url ?? button.web_app?.url}`);
  await control('callback', { from, message_id: withButtons.message_id, data: button.callback_data });
}

const start = await control<{ version: number }>('feed?timeout_ms=0').catch((error: unknown) => {
  console.error(`fake Telegram is not answering at ${api}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const earlier = await control<Message[]>(`sent?chat_id=${from.id}`);

// The 'line' listener goes on right away: readline drops lines that arrive before one exists.
const rl = createInterface({ input: process.stdin, output: process.stdout });
rl.setPrompt(`${from.first_name}> `);
rl.on('line', (line) => {
  const text = line.trim();
  const pressed = /^!press\s+(\d+)$/.exec(text);
  const action = text === '!quit' ? (rl.close(), Promise.resolve()) : pressed ? press(Number(pressed[1])) : text ? control('message', { from, text }) : Promise.resolve();
  action.catch((error: unknown) => print(`ошибка: ${error instanceof Error ? error.message : String(error)}`)).finally(() => rl.prompt());
});
rl.on('close', () => process.exit(0));

console.info(`Вы — ${from.first_name} (id ${from.id}). Пишите боту; !press N — нажать кнопку, !quit — выход.`);
for (const message of earlier.slice(-3)) show(message); // e.g. a reminder sent before this terminal opened
void follow(start.version);
rl.prompt();
