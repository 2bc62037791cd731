import { z } from 'zod';
import { fieldTexts } from '../texts/errors.ts';

/** Length bounds the spec leaves open (rewards.md 5 "Profile edit: not shown"); see docs/decisions.md. */
export const PROFILE_LIMITS = { nicknameMax: 30, bioMax: 200 } as const;
/** Avatar upload (rewards.md 5): these types, at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_ACCEPT = 'image/jpeg,image/jpg,image/png,image/gif,image/webp';
/** Feedback bounds (not in the spec); see docs/decisions.md. */
export const FEEDBACK_LIMITS = { subjectMax: 200, messageMax: 5000, contactMax: 200 } as const;

/** A trimmed optional text: '' or null clears it (null), absent leaves it unchanged (undefined). */
const clearableText = (max: number, tooLong: string) =>
  z
    .string({ error: fieldTexts.mustBeString })
    .trim()
    .max(max, { error: tooLong })
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();

/** PUT /api/user/profile/update/ */
export const profileUpdateRequestSchema = z.object({
  nickname: clearableText(PROFILE_LIMITS.nicknameMax, `Никнейм должен быть не длиннее ${PROFILE_LIMITS.nicknameMax} символов`),
  bio: clearableText(PROFILE_LIMITS.bioMax, `Описание «О себе» должно быть не длиннее ${PROFILE_LIMITS.bioMax} символов`),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

export const profileUpdateResponseSchema = z.object({
  success: z.literal(true),
  profile: z.object({ nickname: z.string().nullable(), bio: z.string().nullable(), display_name: z.string() }),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/** POST /api/user/avatar/upload/ (multipart field `avatar`) */
export const avatarUploadResponseSchema = z.object({
  success: z.literal(true),
  avatar_url: z.string(),
  display_photo_url: z.string(),
});
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;

const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label}: обязательное поле` })
    .trim()
    .min(1, { error: `${label}: обязательное поле` })
    .max(max, { error: `${label}: не длиннее ${max} символов` });

/** POST /api/feedback/submit/ (rewards.md 7 "Feedback"); user_id in the body is ignored. */
export const feedbackRequestSchema = z.object({
  subject: requiredText(FEEDBACK_LIMITS.subjectMax, 'Тема'),
  message: requiredText(FEEDBACK_LIMITS.messageMax, 'Сообщение'),
  contact: z
    .string({ error: fieldTexts.mustBeString })
    .trim()
    .max(FEEDBACK_LIMITS.contactMax, { error: `Контакт: не длиннее ${FEEDBACK_LIMITS.contactMax} символов` })
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional(),
  user_id: z.unknown().optional(),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z.object({ success: z.literal(true) });
