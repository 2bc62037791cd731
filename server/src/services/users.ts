import type { Selectable } from 'kysely';
import type { ActivityResponse, AuthLinks, AuthUser, ProfileResponse, UsernameResponse, StatusLevelInfo, StatusesResponse, SubscriptionResponse } from '@tracker/shared/contract';
import { STATUS_LEVELS, type StatusLevel, isSubscriptionActive, runtimeTimeZone, statusFor, todayOnDevice, type DeviceClock, NO_DEVICE_CLOCK } from '@tracker/shared/domain';
import { profileCardTexts, subscriptionStatusTexts } from '@tracker/shared/texts';
import type { Db } from '../db/create-db.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { UsersTable } from '../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { storeDeviceTimeZone } from './device-time-zone.ts';
import { selectedAnimationOf } from './gifts.ts';
import { ensureNotificationSettings } from './notification-settings.ts';
import { coinsPaidOn } from './rewards.ts';

type UserRow = Selectable<UsersTable>;

/** What a new user starts with, from whichever way they signed up. */
export interface NewUser {
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  photo_url: string | null;
}

export async function insertUser(db: Db, user: NewUser, now: Date): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      ...user,
      nickname: null,
      display_name: null,
      bio: null,
      // Until the app tells the device's zone: the server's own (TZ), so an API client and the server agree on "today".
      timezone: runtimeTimeZone(),
      timezone_from_device: 0,
      subscription_expires_at: null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Reminders find users through their settings row: a new user gets the defaults at once.
  await ensureNotificationSettings(db, row.id, now);
  return row.id;
}

/** The user's row with their Telegram and VK ids (null when not linked), in one query. */
const userWithIdentities = preparedQuery((db, p: { userId: number }) =>
  db
    .selectFrom('users')
    .leftJoin('identities as tg', (join) => join.onRef('tg.user_id', '=', 'users.id').on('tg.provider', '=', 'telegram'))
    .leftJoin('identities as vk', (join) => join.onRef('vk.user_id', '=', 'users.id').on('vk.provider', '=', 'vk'))
    .selectAll('users')
    .select(['tg.subject as telegram_subject', 'vk.subject as vk_subject'])
    .where('users.id', '=', p.userId),
);

const userTotals = preparedQuery((db, p: { userId: number }) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom('goals').select(eb.fn.countAll<number | string>().as('n')).where('user_id', '=', p.userId).as('goals'),
    eb.selectFrom('habits').select(eb.fn.countAll<number | string>().as('n')).where('user_id', '=', p.userId).as('habits'),
    eb.selectFrom('notes').select(eb.fn.countAll<number | string>().as('n')).where('user_id', '=', p.userId).as('notes'),
  ]),
);

/** The mood of the user's newest note (profile `mood`). */
const newestMood = preparedQuery((db, p: { userId: number }) =>
  db.selectFrom('notes').select('mood').where('user_id', '=', p.userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1),
);

async function userRow(db: Db, userId: number): Promise<UserRow & { telegram_subject: string | null; vk_subject: string | null }> {
  const row = await userWithIdentities.first(db, { userId });
  if (!row) throw new DomainError('UNAUTHORIZED');
  return row;
}

/** Display name fallback of core.md 3: display_name, nickname, first_name, (username), 'Пользователь'. */
export function displayNameOf(row: UserRow): string {
  return row.display_name || row.nickname || row.first_name || row.username || profileCardTexts.fallbackName;
}

function toAuthUser(row: UserRow, telegramId: number | null): AuthUser {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    nickname: row.nickname,
    display_name: displayNameOf(row),
    photo_url: row.photo_url,
    telegram_id: telegramId,
  };
}

export async function authUserOf(db: Db, userId: number): Promise<AuthUser> {
  const row = await userRow(db, userId);
  return toAuthUser(row, row.telegram_subject === null ? null : Number(row.telegram_subject));
}

function subscriptionOf(row: UserRow, now: Date): Omit<SubscriptionResponse, 'success'> {
  const active = isSubscriptionActive(row.subscription_expires_at, now);
  return {
    has_subscription: row.subscription_expires_at !== null,
    is_subscription_active: active,
    subscription_status: active ? subscriptionStatusTexts.active : subscriptionStatusTexts.inactive,
    subscription_expires_at: row.subscription_expires_at,
  };
}

/** A status level as the API shows it (rewards.md 3 "Status level"). */
function statusInfo(level: StatusLevel): StatusLevelInfo {
  return {
    id: level.id,
    name: level.name,
    emoji: level.emoji,
    description: level.description,
    min_activity_level: level.min_activity,
    min_activity: level.min_activity,
    order: level.id,
    icon_url: null,
    display_icon: level.emoji,
    color: level.color,
  };
}

function statusOf(row: UserRow): StatusLevelInfo {
  return statusInfo(statusFor(row.activity_points));
}

/** GET /api/user/statuses/: every level, lowest first. */
export function statusLevels(): StatusesResponse {
  return { success: true, statuses: STATUS_LEVELS.map(statusInfo) };
}

/** How many goals, habits and notes the user has, in one query. */
async function totalsOf(db: Db, userId: number) {
  const row = (await userTotals.first(db, { userId }))!;
  return { goals: Number(row.goals), habits: Number(row.habits), notes: Number(row.notes) };
}

/** The profile's `auth`: which providers the user has linked. */
function authLinksOfRow(row: { telegram_subject: string | null; vk_subject: string | null }): AuthLinks {
  return { is_telegram_linked: row.telegram_subject !== null, is_vk_linked: row.vk_subject !== null };
}

/** Which providers `userId` has linked (the answer of the link routes). */
export async function authLinksOf(db: Db, userId: number): Promise<AuthLinks> {
  return authLinksOfRow(await userRow(db, userId));
}

/**
 * Whether a call's ?user_id= / ?username= names `caller`: the spec's clients name the user by
 * user_id when it is an integer, otherwise by username (ignoring case); naming nobody names the
 * caller. Used by the profile calls and the avatar upload: another user is a 404.
 */
export function namesCaller(caller: { id: number; username: string | null }, claimed: { user_id?: string | number | undefined; username?: string | undefined }): boolean {
  const { user_id: id } = claimed;
  if (typeof id === 'number' || (id !== undefined && /^\d+$/.test(id))) return Number(id) === caller.id;
  if (claimed.username === undefined || claimed.username === '') return true;
  return claimed.username.toLowerCase() === caller.username?.toLowerCase();
}

/** Another user's profile data answers like data that does not exist. */
function assertNamesCaller(row: UserRow, claimed: Parameters<typeof namesCaller>[1]): void {
  if (!namesCaller(row, claimed)) throw new DomainError('USER_NOT_FOUND');
}

/** stats of the profile (rewards.md 7): today's game coins, balances and totals. */
async function statsOf(db: Db, row: UserRow, now: Date, device: DeviceClock) {
  const totals = await totalsOf(db, row.id);
  return {
    daily_earned: await coinsPaidOn(db, row.id, 'memory_game', todayOnDevice(now, row.timezone, device.day)),
    coins: row.coins,
    activity_points: row.activity_points,
    total_habits_created: totals.habits,
    total_goals_created: totals.goals,
    total_mood_entries: totals.notes,
  };
}

/** GET /api/user/profile/?username= */
export async function profileOf(db: Db, userId: number, now: Date, claimed: { username?: string | undefined } = {}, device: DeviceClock = NO_DEVICE_CLOCK): Promise<ProfileResponse> {
  const row = await userRow(db, userId);
  assertNamesCaller(row, claimed);
  const user = toAuthUser(row, row.telegram_subject === null ? null : Number(row.telegram_subject));
  return {
    success: true,
    ...user,
    bio: row.bio,
    timezone: row.timezone,
    selected_animation: row.selected_animation_gift_id === null ? null : await selectedAnimationOf(db, userId),
    status: statusOf(row),
    ...subscriptionOf(row, now),
    auth: authLinksOfRow(row),
    mood: (await newestMood.first(db, { userId }))?.mood ?? null,
    stats: await statsOf(db, row, now, device),
  };
}

/** GET /api/user/activity/?username= */
export async function activityOf(db: Db, userId: number, now: Date, claimed: { username?: string | undefined }, device: DeviceClock = NO_DEVICE_CLOCK): Promise<ActivityResponse> {
  const row = await userRow(db, userId);
  assertNamesCaller(row, claimed);
  return { success: true, username: row.username, status: statusOf(row), ...(await statsOf(db, row, now, device)) };
}

/** GET /api/user/username/?user_id= */
export async function usernameOf(db: Db, userId: number, claimed: { user_id?: number | undefined }): Promise<UsernameResponse> {
  const row = await userRow(db, userId);
  assertNamesCaller(row, claimed);
  return { success: true, user_id: row.id, username: row.username, display_name: displayNameOf(row) };
}

export async function statusSummaryOf(db: Db, userId: number) {
  const row = await userRow(db, userId);
  return { success: true as const, activity_points: row.activity_points, coins: row.coins, status: statusOf(row) };
}

export async function subscriptionSummaryOf(db: Db, userId: number, now: Date): Promise<SubscriptionResponse> {
  return { success: true, ...subscriptionOf(await userRow(db, userId), now) };
}

/**
 * The user's IANA zone as the app's device told it; the reminder settings keep a copy (for the
 * scheduler's index), kept in step here. True when it moved the guessed today (storeDeviceTimeZone).
 */
export async function setTimeZone(db: Db, userId: number, timezone: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await storeDeviceTimeZone(trx, userId, timezone, now);
    await trx.updateTable('notification_settings').set({ timezone }).where('user_id', '=', userId).execute();
    return moved;
  });
}
