import { z } from 'zod';
import { isBlankText } from '../domain/blank-text.ts';
import { fieldTexts } from '../texts/errors.ts';
import { profileFieldTexts } from '../texts/field-messages.ts';

/** Length bounds the spec leaves open (rewards.md 5 "Profile edit: not shown"); see docs/decisions.md. */
export const PROFILE_LIMITS = { nicknameMax: 30, bioMax: 200 } as const;
/** Feedback bounds (not in the spec); see docs/decisions.md. */
export const FEEDBACK_LIMITS = { subjectMax: 200, messageMax: 5000, contactMax: 200 } as const;

/**
 * A trimmed optional text: '' or null, or only invisible characters, clears it (null); absent leaves
 * it unchanged (undefined). `singleLine` folds line breaks and runs of spaces into one space (a name).
 */
const clearableText = (max: number, tooLong: string, { singleLine = false } = {}) =>
  z
    .string({ error: fieldTexts.mustBeString })
    .overwrite((s) => (singleLine ? s.replace(/\s+/g, ' ') : s))
    .trim()
    .max(max, { error: tooLong })
    .transform((s) => (isBlankText(s) ? null : s))
    .nullable()
    .optional();

/** PUT /api/user/profile/update/ */
export const profileUpdateRequestSchema = z.object({
  nickname: clearableText(PROFILE_LIMITS.nicknameMax, profileFieldTexts.nicknameTooLong(PROFILE_LIMITS.nicknameMax), { singleLine: true }),
  bio: clearableText(PROFILE_LIMITS.bioMax, profileFieldTexts.bioTooLong(PROFILE_LIMITS.bioMax)),
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
    .string({ error: profileFieldTexts.required(label) })
    .trim()
    .min(1, { error: profileFieldTexts.required(label) })
    .max(max, { error: profileFieldTexts.tooLong(label, max) });

/** POST /api/feedback/submit/ (rewards.md 7 "Feedback"); user_id in the body is ignored. */
export const feedbackRequestSchema = z.object({
  subject: requiredText(FEEDBACK_LIMITS.subjectMax, profileFieldTexts.subject),
  message: requiredText(FEEDBACK_LIMITS.messageMax, profileFieldTexts.message),
  contact: clearableText(FEEDBACK_LIMITS.contactMax, profileFieldTexts.tooLong(profileFieldTexts.contact, FEEDBACK_LIMITS.contactMax)),
  user_id: z.unknown().optional(),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z.object({ success: z.literal(true) });
