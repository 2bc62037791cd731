/**
 * core.md 8, rewards.md 8: a failure whose message contains 'не авторизован' or '401' says the user is
 * not signed in (the profile load then signs out; the Mood greeting names the user 'Пользователь').
 */
export function saysUnauthorized(message: string): boolean {
  return /не авторизован|401/i.test(message);
}
