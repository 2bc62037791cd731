import { moodTexts } from '@tracker/shared/texts';

/**
 * The name in 'Привет, {name}!': the user's display name, or 'Пользователь' when it is unknown or
 * when the greeting failed for want of a sign-in (core.md 2 "Mood screen").
 */
export function greetingName(name: string | null, unauthorized: boolean): string {
  if (unauthorized) return moodTexts.fallbackName;
  return name?.trim() ? name : moodTexts.fallbackName;
}
