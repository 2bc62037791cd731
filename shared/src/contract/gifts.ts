import { z } from 'zod';
import { CELEBRATION_ANIMATIONS } from '../domain/celebration-animation.ts';
import { GIFT_RARITIES, GIFT_TYPES, SHOP_RECEIVED_FOR } from '../domain/gifts.ts';
import { fieldTexts } from '../texts/errors.ts';
import { emptyAsAbsent, positiveIdSchema } from './common.ts';

/** One sticker of a sticker-set treasure (rewards.md 3). */
export const giftStickerSchema = z.object({ id: z.number().int(), image: z.string(), order: z.number().int() });
export type GiftSticker = z.infer<typeof giftStickerSchema>;

/** rewards.md 3 "Gift (treasure)", plus `key` (the catalogue's stable name). */
export const giftSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  gift_type: z.enum(GIFT_TYPES),
  rarity: z.enum(GIFT_RARITIES),
  points_cost: z.number().int(),
  is_available: z.boolean(),
  user_has_gift: z.boolean(),
  is_equipped: z.boolean(),
  image: z.string().nullable(),
  icon: z.string(),
  color: z.string(),
  condition_type: z.string(),
  condition_description: z.string().nullable(),
  animation_type: z.enum(CELEBRATION_ANIMATIONS).nullable(),
  sticker_set: z.string().nullable(),
  stickers: z.array(giftStickerSchema),
  sticker_example: z.string().nullable(),
  /** Only on a minigame entry (rewards.md 3): the treasure's own id, the `gift_id` its mini-game carries in /minigames/. */
  gift_id: z.number().int().optional(),
});
export type Gift = z.infer<typeof giftSchema>;

/** rewards.md 3 "User gift". */
export const userGiftSchema = z.object({
  id: z.number().int(),
  gift: giftSchema,
  is_equipped: z.boolean(),
  is_favorite: z.boolean(),
  received_for: z.string(),
  received_at: z.string(),
});
export type UserGift = z.infer<typeof userGiftSchema>;

/** The profile's selected_animation (rewards.md 3 "User profile"); null is the default thumbs-up. */
export const selectedAnimationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.string(),
  animation_type: z.enum(CELEBRATION_ANIMATIONS).nullable(),
});
export type SelectedAnimation = z.infer<typeof selectedAnimationSchema>;

/** GET /api/gifts/available/ — the whole catalogue as the user sees it. */
export const availableGiftsResponseSchema = z.object({ success: z.literal(true), gifts: z.array(giftSchema) });
export type AvailableGiftsResponse = z.infer<typeof availableGiftsResponseSchema>;

/** GET /api/gifts/user/ — the user's treasures, newest first. */
export const userGiftsResponseSchema = z.object({ success: z.literal(true), user_gifts: z.array(userGiftSchema) });
export type UserGiftsResponse = z.infer<typeof userGiftsResponseSchema>;

const giftIdText = 'Некорректный идентификатор сокровища';

/** POST /api/gifts/receive/ — buys a treasure with coins. */
export const receiveGiftRequestSchema = z.object({
  gift_id: positiveIdSchema(giftIdText),
  /** The reason stored with the treasure; not given (null and "" too), the shop's own. */
  received_for: emptyAsAbsent(
    z
      .string({ error: 'Причина получения должна быть строкой' })
      .trim()
      .max(200, { error: 'Причина получения слишком длинная (максимум 200 символов)' })
      .default(SHOP_RECEIVED_FOR),
  ),
});
export type ReceiveGiftRequest = z.input<typeof receiveGiftRequestSchema>;

export const receiveGiftResponseSchema = z.object({
  success: z.literal(true),
  user_gift: userGiftSchema,
  /** The balance after the purchase (and after first_treasure's reward, when it was earned). */
  remaining_coins: z.number().int(),
  /** The animation the user now plays on goal completion (an animation is equipped on purchase). */
  selected_animation: selectedAnimationSchema.nullable(),
});
export type ReceiveGiftResponse = z.infer<typeof receiveGiftResponseSchema>;

/** POST /api/gifts/equip/ and /api/gifts/unequip/. */
export const userGiftRequestSchema = z.object({ user_gift_id: positiveIdSchema(giftIdText) });

/** POST /api/gifts/favorite/. */
export const favoriteGiftRequestSchema = z.object({
  user_gift_id: positiveIdSchema(giftIdText),
  is_favorite: z.boolean({ error: fieldTexts.mustBeBoolean }),
});

/** The answer of equip, unequip and favorite: the changed treasure and the selected animation after it. */
export const userGiftResponseSchema = z.object({
  success: z.literal(true),
  user_gift: userGiftSchema,
  selected_animation: selectedAnimationSchema.nullable(),
});
export type UserGiftResponse = z.infer<typeof userGiftResponseSchema>;

const animationIdText = 'Идентификатор анимации или null';

/** PUT /api/user/animation/update/ — an owned animation treasure, or null for the default thumbs-up. */
export const updateAnimationRequestSchema = z.object({
  animation_id: z.union([positiveIdSchema(animationIdText), z.null()], { error: animationIdText }),
});

export const updateAnimationResponseSchema = z.object({
  success: z.literal(true),
  selected_animation: selectedAnimationSchema.nullable(),
});
export type UpdateAnimationResponse = z.infer<typeof updateAnimationResponseSchema>;
