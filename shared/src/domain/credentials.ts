/** Local account rules (issue #2): username 3-32 of [a-zA-Z0-9_.-], password 8-128. */
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]+$/;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Browser sign-in through the bot: key format and lifetime (core.md 4, ARCHITECTURE.md). */
export const SESSION_KEY_MIN = 1;
export const SESSION_KEY_MAX = 59;
export const SESSION_KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${SESSION_KEY_MIN},${SESSION_KEY_MAX}}$`);
export const PENDING_LOGIN_TTL_MS = 10 * 60 * 1000;
/** Mini App initData older than this is refused. */
export const INIT_DATA_MAX_AGE_S = 24 * 60 * 60;
