import type { DeviceClock } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import type { Config } from '../config.ts';
import type { StarsInvoiceParams } from '@tracker/bot';

/** What the HTTP layer needs from the composition root. */
export interface AppDeps {
  db: Db;
  config: Pick<
    Config,
    'sessionSecret' | 'botToken' | 'vkClientId' | 'vkIdApiRoot' | 'publicUrl' | 'secure' | 'webhookSecret' | 'devTools' | 'dataDir' | 'vapid' | 'starsPriceMonthly' | 'starsPriceYearly' | 'listCacheBytes'
  >;
  now: () => Date;
  /** Set when the bot runs: its @username and, in webhook mode, where updates go. */
  /** Set when the bot is configured; its username is null until Telegram has answered getMe. */
  telegram?: { readonly botUsername: string | null; handleUpdate?: (update: unknown) => Promise<void> };
  /** Set when the bot runs: Stars invoice links made by the bot (createInvoiceLink). */
  payments?: { createInvoiceLink(invoice: StarsInvoiceParams): Promise<string> };
  /** Directory of the built mini app, served at / when present. */
  staticRoot?: string;
}

export type AppEnv = {
  Variables: {
    userId: number;
    /** The app's device clock (X-Device-Day, X-Device-Time), as sent: the user's "today" and instant (userDayOf). */
    device: DeviceClock;
  };
};
