import type { ProfileResponse } from '@tracker/shared/contract';
import { profileCardTexts } from '@tracker/shared/texts';
import { api } from '../../../lib/api.ts';

/** A profile is accepted only if it names the user somehow (core.md 7 "Profile and status"). */
export function isUsableProfile(value: unknown): value is ProfileResponse {
  if (!value || typeof value !== 'object') return false;
  const profile = value as Partial<Record<'display_name' | 'nickname' | 'first_name', unknown>>;
  return [profile.display_name, profile.nickname, profile.first_name].some((v) => typeof v === 'string' && v !== '');
}

/** GET /api/user/profile/, or ?username=<name> (the profile page's manual load, a debug aid). */
export async function getProfile(username?: string): Promise<ProfileResponse> {
  const query = username ? `?username=${encodeURIComponent(username)}` : '';
  const answer = await api.get<unknown>(`/api/user/profile/${query}`);
  if (!isUsableProfile(answer)) throw new Error(profileCardTexts.unexpectedShape);
  return answer;
}
