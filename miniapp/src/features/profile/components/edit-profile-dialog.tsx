import { Input, Textarea } from '@telegram-apps/telegram-ui';
import { PROFILE_LIMITS, type ProfileResponse } from '@tracker/shared/contract';
import { textLength } from '@tracker/shared/domain';
import { profileEditTexts as texts } from '@tracker/shared/texts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FormFields } from '../../../components/form-fields.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { textFieldProps } from '../../../components/text-field-props.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useClosingConfirmation } from '../../../lib/use-closing-confirmation.ts';
import { updateProfile } from '../api/update-profile.ts';
import { patchProfile } from '../hooks/use-profile.ts';
import './profile-edit.css';

/** The edit-profile modal (rewards.md 2.6, 4.5): nickname and bio; cancel and save, both disabled while saving. */
export default function EditProfileDialog({ profile, onClose }: { profile: ProfileResponse; onClose: () => void }) {
  const [nickname, setNickname] = useState(profile.nickname ?? '');
  const [bio, setBio] = useState(profile.bio ?? '');
  const [saving, setSaving] = useState(false);
  useClosingConfirmation(nickname !== (profile.nickname ?? '') || bio !== (profile.bio ?? ''));

  const save = async () => {
    if (saving) return;
    setSaving(true);
    try {
      const answer = await updateProfile({ nickname, bio });
      patchProfile(answer.profile);
      showToast(texts.updated, { type: 'success' });
      onClose();
    } catch (error) {
      showToast(texts.failed(errorMessage(error)), { type: 'error' });
      setSaving(false);
    }
  };

  return (
    <SheetDialog
      title={texts.title}
      onClose={onClose}
      dismissible={!saving}
      testId="edit-profile-dialog"
      footer={
        <div className="profile-edit__buttons">
          <Button mode="bezeled" size="m" stretched disabled={saving} onClick={onClose} data-testid="edit-profile-cancel">
            {texts.cancel}
          </Button>
          <Button mode="filled" size="m" stretched disabled={saving} onClick={() => void save()} data-testid="edit-profile-save">
            {saving ? texts.saving : texts.save}
          </Button>
        </div>
      }
    >
      <form
        className="profile-edit__form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormFields>
          <Input
            {...textFieldProps(texts.nicknameLabel, nickname, PROFILE_LIMITS.nicknameMax, texts.nicknamePlaceholder, undefined, setNickname)}
            autoComplete="nickname"
            data-testid="edit-profile-nickname"
          />
          <span className="profile-edit__counter" data-testid="edit-profile-nickname-counter">
            {texts.counter(textLength(nickname), PROFILE_LIMITS.nicknameMax)}
          </span>
          <Textarea
            {...textFieldProps(texts.bioLabel, bio, PROFILE_LIMITS.bioMax, texts.bioPlaceholder, undefined, setBio)}
            rows={3}
            data-testid="edit-profile-bio"
          />
        </FormFields>
        <span className="profile-edit__counter" data-testid="edit-profile-bio-counter">
          {texts.counter(textLength(bio), PROFILE_LIMITS.bioMax)}
        </span>
      </form>
    </SheetDialog>
  );
}
