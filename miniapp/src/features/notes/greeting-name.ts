import { moodTexts } from '@tracker/shared/texts';

/** True when a failed call's text says the user is not signed in. */
export function isUnauthorizedText(text: string): boolean {
  return /не авторизован|unauthori[sz]ed|\b401\b/i.test(text);
}

/**
 * The name in 'Привет, {name}!': the user's display name, or 'Пользователь' when it is unknown or
 * when the greeting failed for want of a sign-in (core.md 2 "Mood screen").
 */
export function greetingName(name: string | null, greetingError: string | null): string {
  if (greetingError !== null && isUnauthorizedText(greetingError)) return moodTexts.fallbackName;
  return name?.trim() ? name : moodTexts.fallbackName;
}
