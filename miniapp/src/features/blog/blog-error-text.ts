import { isApiError } from '../../lib/api-client.ts';

/**
 * The text shown for a failed blog call (rewards.md 8 "Blog"): the server's own error text, the
 * transport's text for a timeout or lost connection, else the call's default.
 */
export function blogErrorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.serverError) return error.serverError;
  return error.status === 0 ? error.message : fallback;
}
