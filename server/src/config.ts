import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_STARS_PRICES, PUSH_PUBLIC_KEY_BYTES, VAPID_PRIVATE_KEY_BYTES, isBase64UrlOfBytes } from '@tracker/shared/domain';
import { z } from 'zod';

const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../miniapp/dist', import.meta.url));

/** An unpadded base64url key of exactly `bytes` bytes (what web-push takes). */
const vapidKey = (name: string, bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `${name} is unpadded base64url`)
    .refine((text) => isBase64UrlOfBytes(text, bytes), `${name} is ${bytes} bytes in base64url`);

/** The VAPID subject when neither VAPID_SUBJECT nor an https PUBLIC_URL gives one. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@localhost';

/** Holds the goals and habits lists of ~10,000 users (scripts/bench/). */
export const DEFAULT_LIST_CACHE_MB = 192;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres:\/\/|postgresql:\/\/)/, 'DATABASE_URL must be file:<path> or postgres://...')
    .default('file:data/app.db'),
  DATA_DIR: z.string().default('data'),
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  BOT_TOKEN: z.string().regex(/^\d+:[\w-]+$/, 'BOT_TOKEN looks like 123456:ABC-DEF').optional(),
  BOT_MODE: z.enum(['polling', 'webhook', 'off']).default('polling'),
  WEBHOOK_SECRET: z.string().regex(/^[A-Za-z0-9_-]{1,256}$/).optional(),
  TELEGRAM_API_ROOT: z.url().default('https://api.telegram.org'),
  VK_CLIENT_ID: z.string().optional(),
  VK_ID_API_ROOT: z.url().default('https://id.vk.com'),
  STARS_PRICE_MONTHLY: z.coerce.number().int().positive().default(DEFAULT_STARS_PRICES.monthly),
  STARS_PRICE_YEARLY: z.coerce.number().int().positive().default(DEFAULT_STARS_PRICES.yearly),
  /** VAPID key pair of browser push (unpadded base64url); generated once into DATA_DIR when unset. */
  VAPID_PUBLIC_KEY: vapidKey('VAPID_PUBLIC_KEY', PUSH_PUBLIC_KEY_BYTES).optional(),
  VAPID_PRIVATE_KEY: vapidKey('VAPID_PRIVATE_KEY', VAPID_PRIVATE_KEY_BYTES).optional(),
  /** The contact push services see in the VAPID token: mailto: or https:. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT is mailto:... or https://...').optional(),
  /** Megabytes of goals and habits lists kept in memory between reads (http/list-answer-cache.ts); 0: none. */
  LIST_CACHE_MB: z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_LIST_CACHE_MB),
  /** Directory of the built mini app (default miniapp/dist of this checkout). */
  STATIC_DIR: z.string().optional(),
  /** Serve GET /dev/telegram-init-data (signed by BOT_TOKEN) for `npm run dev` only. */
  DEV_TOOLS: z.enum(['0', '1']).default('0'),
});

export type Config = Readonly<{
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  publicUrl: string;
  /** PUBLIC_URL is https: cookies are Secure, and only public push services are reached. */
  secure: boolean;
  sessionSecret: string;
  botToken: string | null;
  botMode: 'polling' | 'webhook' | 'off';
  webhookSecret: string | null;
  telegramApiRoot: string;
  vkClientId: string | null;
  vkIdApiRoot: string;
  starsPriceMonthly: number;
  starsPriceYearly: number;
  vapid: VapidKeys & { subject: string };
  devTools: boolean;
  staticDir: string;
  /** Bytes of lists kept in memory (LIST_CACHE_MB). */
  listCacheBytes: number;
}>;

/** Empty variables count as unset, so `BOT_TOKEN=` in a .env turns the bot off. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
}

/** The secret that signs tokens: from the environment, else generated once into DATA_DIR. */
function sessionSecretFor(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A new P-256 key pair as VAPID wants it: the public key an uncompressed point, the private key its scalar. */
export function newVapidKeys(): VapidKeys {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}

/** The VAPID keys of browser push: both from the environment, else generated once into DATA_DIR. */
function vapidKeysFor(dataDir: string, publicKey: string | undefined, privateKey: string | undefined): VapidKeys {
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey) throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  const keys = newVapidKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** Parses the environment once; the only reader of process.env in the server. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const secure = publicUrl.startsWith('https:');
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    publicUrl,
    secure,
    sessionSecret: sessionSecretFor(dataDir, e.SESSION_SECRET),
    botToken: e.BOT_TOKEN ?? null,
    botMode: e.BOT_MODE,
    webhookSecret: e.WEBHOOK_SECRET ?? null,
    telegramApiRoot: e.TELEGRAM_API_ROOT.replace(/\/+$/, ''),
    vkClientId: e.VK_CLIENT_ID ?? null,
    vkIdApiRoot: e.VK_ID_API_ROOT.replace(/\/+$/, ''),
    starsPriceMonthly: e.STARS_PRICE_MONTHLY,
    starsPriceYearly: e.STARS_PRICE_YEARLY,
    vapid: {
      ...vapidKeysFor(dataDir, e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY),
      subject: e.VAPID_SUBJECT ?? (secure ? publicUrl : DEFAULT_VAPID_SUBJECT),
    },
    devTools: e.DEV_TOOLS === '1',
    staticDir: e.STATIC_DIR ? resolve(e.STATIC_DIR) : DEFAULT_STATIC_DIR,
    listCacheBytes: e.LIST_CACHE_MB * 1024 * 1024,
  });
}
