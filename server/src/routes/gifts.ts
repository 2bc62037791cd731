import { Hono } from 'hono';
import { favoriteGiftRequestSchema, receiveGiftRequestSchema, userGiftRequestSchema } from '@tracker/shared/contract';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { parseJsonBody } from '../http/parse-input.ts';
import { requireUser } from '../http/require-user.ts';
import { equipGift, listAvailableGifts, listUserGifts, receiveGift, setGiftFavorite, unequipGift } from '../services/gifts.ts';

/** The treasures shop and collection (rewards.md 7 "Treasures"). */
export function giftRoutes(deps: AppDeps) {
  const { db, now } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps.config.sessionSecret, now))
    .get('/available', async (c) => c.json(await listAvailableGifts(db, c.var.userId)))
    .get('/user', async (c) => c.json(await listUserGifts(db, c.var.userId)))
    .post('/receive', async (c) => {
      const { gift_id, received_for } = await parseJsonBody(c, receiveGiftRequestSchema);
      return c.json(await receiveGift(db, c.var.userId, gift_id, received_for, now(), c.var.device));
    })
    .post('/equip', async (c) => {
      const { user_gift_id } = await parseJsonBody(c, userGiftRequestSchema);
      return c.json(await equipGift(db, c.var.userId, user_gift_id));
    })
    .post('/unequip', async (c) => {
      const { user_gift_id } = await parseJsonBody(c, userGiftRequestSchema);
      return c.json(await unequipGift(db, c.var.userId, user_gift_id));
    })
    .post('/favorite', async (c) => {
      const { user_gift_id, is_favorite } = await parseJsonBody(c, favoriteGiftRequestSchema);
      return c.json(await setGiftFavorite(db, c.var.userId, user_gift_id, is_favorite));
    });
}
