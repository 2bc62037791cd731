import type { feedbackRequestSchema } from '@tracker/shared/contract';
import type { z } from 'zod';
import type { Db } from '../db/create-db.ts';
import { DomainError } from '../domain-error.ts';

/** Messages accepted per client address, and from everyone together, within the window. */
const WINDOW_MS = 10 * 60 * 1000;
export const FEEDBACK_RATE = { perClient: 5, overall: 200 } as const;

export interface FeedbackSender {
  /** From the bearer token only; null when anonymous. */
  userId: number | null;
  /** The peer address; null when unknown (then only the overall limit applies). */
  clientKey: string | null;
}

async function countSince(db: Db, since: string, clientKey: string | null): Promise<number> {
  let query = db.selectFrom('feedback').select((eb) => eb.fn.countAll<string | number>().as('n')).where('created_at', '>', since);
  if (clientKey !== null) query = query.where('client_key', '=', clientKey);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** POST /feedback/submit/: stores the message unless the sender or everyone together is over the rate. */
export async function submitFeedback(
  db: Db,
  input: z.infer<typeof feedbackRequestSchema>,
  sender: FeedbackSender,
  now: Date,
): Promise<{ success: true }> {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const overRate =
    (sender.clientKey !== null && (await countSince(db, since, sender.clientKey)) >= FEEDBACK_RATE.perClient) ||
    (await countSince(db, since, null)) >= FEEDBACK_RATE.overall;
  if (overRate) throw new DomainError('FEEDBACK_RATE_LIMITED');
  await db
    .insertInto('feedback')
    .values({
      user_id: sender.userId,
      subject: input.subject,
      message: input.message,
      contact: input.contact ?? null,
      client_key: sender.clientKey,
      created_at: now.toISOString(),
    })
    .execute();
  return { success: true };
}

export interface StoredFeedback {
  id: number;
  created_at: string;
  subject: string;
  message: string;
  contact: string | null;
  /** The signed-in sender, null when anonymous. */
  user_id: number | null;
  username: string | null;
}

/** The newest `limit` messages of the contact form, newest first (scripts/read-feedback.ts). */
export async function latestFeedback(db: Db, limit: number): Promise<StoredFeedback[]> {
  return db
    .selectFrom('feedback')
    .leftJoin('users', 'users.id', 'feedback.user_id')
    .select(['feedback.id', 'feedback.created_at', 'feedback.subject', 'feedback.message', 'feedback.contact', 'feedback.user_id', 'users.username'])
    .orderBy('feedback.created_at', 'desc')
    .orderBy('feedback.id', 'desc')
    .limit(limit)
    .execute();
}
