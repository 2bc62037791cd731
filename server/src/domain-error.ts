import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ErrorCode, errorTexts } from '@tracker/shared/texts';

const statusOf: Record<ErrorCode, ContentfulStatusCode> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  BODY_NOT_OBJECT: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  TELEGRAM_INIT_DATA_INVALID: 401,
  REFRESH_TOKEN_INVALID: 401,
  WEBHOOK_FORBIDDEN: 401,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  GOAL_NOT_FOUND: 404,
  HABIT_NOT_FOUND: 404,
  NOTE_NOT_FOUND: 404,
  BLOG_POST_NOT_FOUND: 404,
  LIMIT_REACHED: 403,
  GOAL_HAS_OPEN_SUBGOALS: 400,
  HABIT_TARGET_EXCEEDED: 400,
  HABIT_ALREADY_DONE: 400,
  HABIT_NOT_SCHEDULED: 400,
  HABIT_PROGRESS_ZERO: 400,
  HABIT_INACTIVE: 400,
  SESSION_NOT_FOUND: 404,
  TELEGRAM_DISABLED: 404,
  USERNAME_TAKEN: 409,
  SESSION_KEY_TAKEN: 409,
  TELEGRAM_ACCOUNT_TAKEN: 409,
  TELEGRAM_ALREADY_LINKED: 409,
  VK_DISABLED: 503,
  VK_AUTH_FAILED: 401,
  VK_UNAVAILABLE: 502,
  VK_ACCOUNT_TAKEN: 409,
  VK_ALREADY_LINKED: 409,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL: 500,
  TELEGRAM_NOT_LINKED: 409,
  INVOICE_FAILED: 502,
  PAYMENTS_DISABLED: 503,
  PAYMENT_NOT_FOUND: 404,
  ACHIEVEMENT_NOT_FOUND: 404,
  ACHIEVEMENT_NOT_MET: 400,
  GIFT_NOT_FOUND: 404,
  GIFT_ALREADY_OWNED: 400,
  GIFT_UNAVAILABLE: 400,
  NOT_ENOUGH_COINS: 400,
  GIFT_NOT_EQUIPPABLE: 400,
  ANIMATION_NOT_OWNED: 400,
  NOTIFICATION_NOT_FOUND: 404,
  MINIGAME_NOT_FOUND: 404,
  UNKNOWN_GAME_TYPE: 400,
  NO_ACTIVE_GAME: 400,
  MINIGAME_NOT_OWNED: 403,
  STICKER_SET_NOT_OWNED: 403,
  MINIGAME_ITEM_USED: 400,
  GAME_RESULT_INVALID: 400,
  AVATAR_MISSING: 400,
  AVATAR_TYPE_UNSUPPORTED: 400,
  AVATAR_TOO_LARGE: 413,
  FEEDBACK_RATE_LIMITED: 429,
};

/**
 * A failure the client can act on. Services throw it with a code; the one
 * `onError` turns it into `{success:false, error, code, ...details}` with the status of the code.
 */
export class DomainError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    readonly details: Record<string, unknown> = {},
    message: string = errorTexts[code],
  ) {
    super(message);
    this.name = 'DomainError';
    this.status = statusOf[code];
  }
}
