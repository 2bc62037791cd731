import type { feedbackRequestSchema } from '@tracker/shared/contract';
import type { z } from 'zod';
import type { Db } from '../db/create-db.ts';
import { DomainError } from '../domain-error.ts';

/**
 * Messages accepted within the window: per signed-in user, per address from anonymous senders
 * (more: one address may be a whole office or a proxy), and from everyone together.
 */
const WINDOW_MS = 10 * 60 * 1000;
export const FEEDBACK_RATE = { perUser: 5, perAnonymousClient: 20, overall: 200 } as const;

export interface FeedbackSender {
  /** From the bearer token only; null when anonymous. */
  userId: number | null;
  /** The peer address; null when unknown (then only the overall limit applies). */
  clientKey: string | null;
}

/** Messages since `since`: everyone's, or only the sender's (by user, or by address when anonymous). */
async function countSince(db: Db, since: string, sender: FeedbackSender | null): Promise<number> {
  let query = db.selectFrom('feedback').select((eb) => eb.fn.countAll<string | number>().as('n')).where('created_at', '>', since);
  if (sender?.userId != null) query = query.where('user_id', '=', sender.userId);
  else if (sender) query = query.where('user_id', 'is', null).where('client_key', '=', sender.clientKey);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** How many messages this sender may leave per window; null when nothing tells them apart. */
function senderLimit(sender: FeedbackSender): number | null {
  if (sender.userId !== null) return FEEDBACK_RATE.perUser;
  return sender.clientKey !== null ? FEEDBACK_RATE.perAnonymousClient : null;
}

/** POST /feedback/submit/: stores the message unless the sender or everyone together is over the rate. */
export async function submitFeedback(
  db: Db,
  input: z.infer<typeof feedbackRequestSchema>,
  sender: FeedbackSender,
  now: Date,
): Promise<{ success: true }> {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const limit = senderLimit(sender);
  const overRate = (limit !== null && (await countSince(db, since, sender)) >= limit) || (await countSince(db, since, null)) >= FEEDBACK_RATE.overall;
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
