import type { Generated } from 'kysely';
import type { MemoryDifficulty, MemoryRating, NotificationType, RewardReason } from '@tracker/shared/domain';

/**
 * The database as Kysely sees it. Timestamps are ISO-8601 UTC strings on both
 * SQLite and PostgreSQL, so the same queries and comparisons work on both.
 */
export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  refresh_tokens: RefreshTokensTable;
  pending_logins: PendingLoginsTable;
  login_throttle: LoginThrottleTable;
  goals: GoalsTable;
  habits: HabitsTable;
  habit_days: HabitDaysTable;
  stickers: StickersTable;
  notes: NotesTable;
  telegram_chats: TelegramChatsTable;
  notification_settings: NotificationSettingsTable;
  payments: PaymentsTable;
  reminder_deliveries: ReminderDeliveriesTable;
  reminder_answers: ReminderAnswersTable;
  scheduler_leases: SchedulerLeasesTable;
  reward_ledger: RewardLedgerTable;
  achievements: AchievementsTable;
  user_achievements: UserAchievementsTable;
  blog_categories: BlogCategoriesTable;
  blog_posts: BlogPostsTable;
  gifts: GiftsTable;
  user_gifts: UserGiftsTable;
  minigame_games: MinigameGamesTable;
  notifications: NotificationsTable;
  feedback: FeedbackTable;
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
  idempotency_keys: IdempotencyKeysTable;
}

export interface UsersTable {
  id: Generated<number>;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  nickname: string | null;
  display_name: string | null;
  bio: string | null;
  photo_url: string | null;
  timezone: string;
  coins: Generated<number>;
  activity_points: Generated<number>;
  subscription_expires_at: string | null;
  created_at: string;
  /** The owned animation gift played on goal completion; null: the default thumbs-up. */
  selected_animation_gift_id: Generated<number | null>;
  /** The user's last local day of activity (recordActivity); null before the first. */
  last_active_day: string | null;
  /** 1 once a device told the zone (storeDeviceTimeZone); 0 while it is the server's guess. */
  timezone_from_device: Generated<number>;
  /** Raised by the database on every write of the user's goals (migration 0027). */
  goals_version: Generated<number>;
  /** Raised by the database on every write of the user's habits and their days (migration 0027). */
  habits_version: Generated<number>;
}

/** One way to sign in (local, telegram, vk) pointing at one user. */
export interface IdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: 'local' | 'telegram' | 'vk';
  /** local: lower-cased username; telegram: the numeric id as text. */
  subject: string;
  /** local: the password hash; others: null. */
  secret: string | null;
  created_at: string;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  /** Set with revoked_at when the token was spent by rotation (migration 0023). */
  rotated_at: string | null;
  /** The first token of the sign-in this one was rotated from; null on that first token (migration 0024). */
  family_id: number | null;
  created_at: string;
}

export interface PendingLoginsTable {
  session_key: string;
  expires_at: string;
  user_id: number | null;
  consumed_at: string | null;
  created_at: string;
  /** The signed-in user who asked the bot to link its Telegram account; null for a sign-in. */
  link_user_id: number | null;
  /** The error code of a refused link, answered by the status call. */
  refused_code: string | null;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: string;
  blocked_until: string | null;
}

export interface GoalsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string | null;
  category: number;
  custom_category_title: string | null;
  /** Day key "2026-12-31" in the user's calendar. */
  deadline: string | null;
  icon: string;
  status: 'active' | 'completed' | 'cancelled';
  /** JSON array of {text, completed}. */
  subgoals: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export interface HabitsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string | null;
  category: number;
  custom_category_title: string | null;
  icon: string;
  frequency: 'daily' | 'weekly';
  /** JSON array of 0-6 (0 Sunday). */
  week_days: string;
  duration: 'infinite' | 'period';
  period_value: number | null;
  period_unit: 'days' | 'weeks' | 'months' | null;
  daily_target: number;
  /** 1 or 0 (the same on SQLite and PostgreSQL). */
  is_active: number;
  /** The user's day of creation, and the last day of a period habit. */
  start_day: string;
  end_day: string | null;
  created_at: string;
  updated_at: string;
}

export interface HabitDaysTable {
  habit_id: number;
  day: string;
  progress: number;
  /** The daily target when this day was counted: the day is done when progress >= target. */
  target: number;
}

export interface StickersTable {
  id: Generated<number>;
  /** 'default' is free for everyone; other sets come from treasures. */
  set_key: string;
  alias: string;
  image: string;
  position: number;
}

export interface NotesTable {
  id: Generated<number>;
  user_id: number;
  title: string | null;
  text: string | null;
  mood: number;
  sticker_id: number | null;
  /** The user's calendar day when the note was written (per-day limit, calendar, week chart). */
  day: string;
  created_at: string;
  updated_at: string;
  /** When the server received it, on its own clock (migration 0029); null for older notes. */
  received_at: string | null;
}

/** The user's private chat with the bot; its chat id is the user's Telegram id (identities.subject). */
export interface TelegramChatsTable {
  user_id: number;
  /** 1 after Telegram answered 403 (the user blocked the bot); 0 again once they write to it. */
  is_blocked: number;
  blocked_at: string | null;
  updated_at: string;
}

/** rewards.md 3; no row means the defaults. Booleans are 1 or 0. */
export interface NotificationSettingsTable {
  user_id: number;
  notifications_enabled: number;
  info_notifications_enabled: number;
  mood_reminders_enabled: number;
  habit_reminders_enabled: number;
  achievement_notifications_enabled: number;
  motivational_messages_enabled: number;
  /** "HH:MM" in the user's time zone. */
  mood_reminder_time: string;
  habit_reminder_time: string;
  /** A copy of users.timezone, for the (timezone, time) indexes the reminder scheduler searches. */
  timezone: string;
  updated_at: string;
}

/** One Stars payment, keyed by Telegram's charge id (UNIQUE: crediting is idempotent). */
export interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  telegram_user_id: string;
  telegram_payment_charge_id: string;
  provider_payment_charge_id: string | null;
  plan: 'monthly' | 'yearly';
  currency: string;
  total_amount: number;
  invoice_payload: string;
  is_recurring: number;
  is_first_recurring: number;
  /** Telegram's end of the paid period (recurring payments only). */
  subscription_expiration_date: string | null;
  /** The user's subscription end right after this payment was credited. */
  subscription_expires_at: string;
  refunded_at: string | null;
  created_at: string;
}

/** A reminder sent (or being sent) to a user for one local day; UNIQUE (user_id, kind, day). */
export interface ReminderDeliveriesTable {
  user_id: number;
  kind: 'mood' | 'habit';
  day: string;
  created_at: string;
}

/** A reminder message whose mood button wrote its note; UNIQUE (chat_id, message_id). */
export interface ReminderAnswersTable {
  chat_id: number;
  message_id: number;
  created_at: string;
}

/** One change of coins or activity points; UNIQUE (user_id, key): a reward is never paid twice. */
export interface RewardLedgerTable {
  id: Generated<number>;
  user_id: number;
  /** The idempotency key ("goal:12", "habit:3:2026-11-23", "achievement:first_note"). */
  key: string;
  reason: RewardReason;
  /** The user's local day of the reward. */
  day: string;
  activity_points: number;
  coins: number;
  created_at: string;
}

/** The achievement catalogue (seeded from shared ACHIEVEMENTS). */
export interface AchievementsTable {
  id: Generated<number>;
  key: string;
  title: string;
  description: string;
  coins_reward: number;
  status_points_reward: number;
  /** 1 or 0. */
  is_hidden: number;
  image_url: string | null;
  sort_order: number;
}

/** An achievement a user earned; primary key (user_id, achievement_id). */
export interface UserAchievementsTable {
  user_id: number;
  achievement_id: number;
  earned_at: string;
}

/** Leader election for background jobs: one row per job. */
export interface SchedulerLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
  /** The instant up to which the job has done its work. */
  last_tick_at: string | null;
}

/** A blog category (rewards.md 3); `position` orders the filter. */
export interface BlogCategoriesTable {
  id: Generated<number>;
  name: string;
  color: string;
  icon: string | null;
  position: number;
}

/** A blog post (rewards.md 3); visible once `published_at` has passed. */
export interface BlogPostsTable {
  id: Generated<number>;
  category_id: number;
  title: string;
  excerpt: string;
  /** Trusted HTML written by the editors. */
  content: string;
  image: string | null;
  /** Minutes. */
  reading_time: number;
  views_count: Generated<number>;
  published_at: string;
  created_at: string;
}

/** An in-app notification of one user (rewards.md 3). Booleans are 1 or 0. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  message: string;
  notification_type: NotificationType;
  /** 1-5. */
  priority: number;
  /** An emoji; null shows the default bell. */
  icon: string | null;
  is_push: Generated<number>;
  is_read: Generated<number>;
  read_at: string | null;
  expires_at: string | null;
  created_at: string;
}

/** The treasure catalogue (seeded from shared GIFTS; rewards.md 3 "Gift"). */
export interface GiftsTable {
  id: Generated<number>;
  key: string;
  title: string;
  description: string;
  gift_type: 'animation' | 'card' | 'stickers' | 'plant' | 'plant_accessory' | 'minigame';
  rarity: 'common' | 'rare' | 'epic' | 'legendary';
  points_cost: number;
  /** 1 or 0: 0 shows 'Скоро в игре'. */
  is_available: number;
  image: string | null;
  icon: string;
  color: string;
  condition_type: string;
  condition_description: string | null;
  animation_type: string | null;
  sort_order: number;
  /** A sticker-set treasure's stickers.set_key (migration 0017); null for the other types. */
  sticker_set: string | null;
  /** The image its preview shows as the example; null for the other types. */
  sticker_example: string | null;
}

/** A treasure a user owns; UNIQUE (user_id, gift_id). Booleans are 1 or 0. */
export interface UserGiftsTable {
  id: Generated<number>;
  user_id: number;
  gift_id: number;
  is_equipped: number;
  is_favorite: number;
  received_for: string;
  received_at: string;
}

/** A contact-form message (rewards.md 7 "Feedback"); user_id null for an anonymous sender. */
export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  subject: string;
  message: string;
  contact: string | null;
  /** The peer address, for the per-client rate limit; null when unknown. */
  client_key: string | null;
  created_at: string;
}

/** One memory game a user started; finished_at null while it is the user's active game (at most one). */
export interface MinigameGamesTable {
  id: Generated<number>;
  user_id: number;
  game_type: string;
  difficulty: MemoryDifficulty;
  started_at: string;
  finished_at: string | null;
  /** 1 or 0; the result fields are null until the game is finished. */
  completed: number;
  score: number | null;
  time_seconds: number | null;
  moves: number | null;
  rating: MemoryRating | null;
  coins_earned: number;
}

/** A browser's push subscription (rewards.md 3); the endpoint is unique across users. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** A notification waiting to be pushed to its user's browsers. */
export interface PushOutboxTable {
  notification_id: number;
  created_at: string;
}

/** The first answer to a create sent with an Idempotency-Key (http/idempotent.ts); key is '<path> <header>'. */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** null while the first request runs. */
  status: number | null;
  body: string | null;
  created_at: string;
}
