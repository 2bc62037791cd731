import { profileCardTexts } from '@tracker/shared/texts';

interface Named {
  display_name?: string | null;
  nickname?: string | null;
  first_name?: string | null;
}

/** display_name, then nickname, then first_name, then 'Пользователь' (core.md 3). */
export function displayName(profile: Named | null | undefined): string {
  for (const value of [profile?.display_name, profile?.nickname, profile?.first_name]) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return profileCardTexts.fallbackName;
}

/** The default no-avatar image for an empty or broken photo_url. */
export const DEFAULT_AVATAR = '/no-avatar.svg';

export function avatarUrl(photoUrl: string | null | undefined): string {
  return photoUrl && photoUrl.trim() !== '' ? photoUrl : DEFAULT_AVATAR;
}
