import { moodTexts } from '@tracker/shared/texts';

/**
 * The name in 'Привет, {name}!': the user's display name, 'Пользователь' when it is empty or when
 * the greeting failed for want of a sign-in (core.md 2 "Mood screen"), and null while the profile
 * is still loading (the title then shows a placeholder, not a wrong name for a moment).
 */
export function greetingName(name: string | null, unauthorized: boolean): string | null {
  if (unauthorized) return moodTexts.fallbackName;
  if (name === null) return null;
  return name.trim() ? name : moodTexts.fallbackName;
}
