import { AVATAR_MAX_BYTES } from '@tracker/shared/domain';
import { profileEditTexts as texts } from '@tracker/shared/texts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { uploadAvatar } from '../api/update-profile.ts';
import { patchProfile } from './use-profile.ts';

/**
 * The avatar upload of rewards.md 2.6, 5: over 5 MB an alert and no upload; while uploading `uploading`
 * is true; on success the returned URL is shown at once (profile header and home card share the store).
 */
export function useAvatarUpload(userId: number | null) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    if (uploading || userId === null) return;
    if (file.size > AVATAR_MAX_BYTES) {
      window.alert(texts.avatarTooLarge);
      return;
    }
    setUploading(true);
    try {
      const answer = await uploadAvatar(userId, file);
      patchProfile({ photo_url: answer.display_photo_url });
      showToast(texts.avatarUpdated, { type: 'success' });
    } catch (error) {
      showToast(texts.failed(errorMessage(error)), { type: 'error' });
    } finally {
      setUploading(false);
    }
  };
  return { uploading, upload };
}
