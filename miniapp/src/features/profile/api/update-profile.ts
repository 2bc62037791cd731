import type { AvatarUploadResponse, ProfileUpdateRequest, ProfileUpdateResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** PUT /api/user/profile/update/ — nickname and bio; '' clears. */
export function updateProfile(input: ProfileUpdateRequest): Promise<ProfileUpdateResponse> {
  return api.put<ProfileUpdateResponse>('/api/user/profile/update/', input);
}

/** POST /api/user/avatar/upload/?user_id= — the file in the multipart field avatar, with the bearer token. */
export function uploadAvatar(userId: number, file: File): Promise<AvatarUploadResponse> {
  const form = new FormData();
  form.append('avatar', file);
  return api.post<AvatarUploadResponse>(`/api/user/avatar/upload/?user_id=${userId}`, form);
}
