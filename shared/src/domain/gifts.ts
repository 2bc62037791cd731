import type { CelebrationAnimation } from './celebration-animation.ts';

/** Treasure types and rarities (rewards.md 3, 9). */
export const GIFT_TYPES = ['animation', 'card', 'stickers', 'plant', 'plant_accessory', 'minigame'] as const;
export type GiftType = (typeof GIFT_TYPES)[number];

export const GIFT_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type GiftRarity = (typeof GIFT_RARITIES)[number];

/** Only these types can be equipped (rewards.md 4.1); minigames are played, the rest displayed. */
export const EQUIPPABLE_GIFT_TYPES: readonly GiftType[] = ['animation', 'plant', 'stickers'];

export function isEquippableGiftType(type: GiftType): boolean {
  return EQUIPPABLE_GIFT_TYPES.includes(type);
}

/** Prices by rarity (ECONOMY.md "Treasures"), unless an item names its own. */
export const RARITY_PRICES: Readonly<Record<GiftRarity, number>> = { common: 30, rare: 60, epic: 120, legendary: 250 };

/** Every treasure of the shop carries this condition (rewards.md 9). */
export const SHOP_PURCHASE = 'shop_purchase';

/** The reason the shop writes into user_gifts.received_for (rewards.md 7 "purchase in treasure shop"). */
export const SHOP_RECEIVED_FOR = 'Покупка в магазине сокровищ';

/** The shop's reason as rewards.md 7 words it: a client sending it bought in the shop too. */
const SHOP_RECEIVED_FOR_IN_SPEC = 'purchase in treasure shop';

/** Whether a treasure with this `received_for` was bought in the shop (ours or the spec's words, any case). */
export function isShopPurchase(receivedFor: string): boolean {
  const reason = receivedFor.trim().toLowerCase();
  return reason === SHOP_RECEIVED_FOR.toLowerCase() || reason === SHOP_RECEIVED_FOR_IN_SPEC;
}

/**
 * The header's new-gift count (core.md 4 "Notes", rewards.md 2.2): the treasures not bought in the
 * shop; without a last-visit mark (ISO time of the last /gift visit) all of them, else those received after it.
 */
export function newGiftCount(userGifts: readonly { received_for: string; received_at: string }[], lastVisit: string | null): number {
  const mark = lastVisit === null ? Number.NaN : Date.parse(lastVisit);
  const gifted = userGifts.filter((u) => !isShopPurchase(u.received_for));
  return Number.isNaN(mark) ? gifted.length : gifted.filter((u) => Date.parse(u.received_at) > mark).length;
}

export interface GiftDefinition {
  /** The stable name (tests, icons); the database id is the position in GIFTS, from 1. */
  readonly key: string;
  readonly gift_type: GiftType;
  readonly rarity: GiftRarity;
  readonly points_cost: number;
  readonly title: string;
  readonly description: string;
  readonly icon: string;
  readonly color: string;
  readonly animation_type: CelebrationAnimation | null;
}

type Item = Omit<GiftDefinition, 'points_cost' | 'animation_type'> & { points_cost?: number };

const priced = (item: Item, animation_type: CelebrationAnimation | null = null): GiftDefinition => ({
  ...item,
  points_cost: item.points_cost ?? RARITY_PRICES[item.rarity],
  animation_type,
});

const animation = (type: CelebrationAnimation, rarity: GiftRarity, title: string, description: string, icon: string, color: string) =>
  /* @__PURE__ */ priced({ key: `animation_${type}`, gift_type: 'animation', rarity, title, description, icon, color }, type);

/**
 * The catalogue of ECONOMY.md "Treasures", in shop order (pure calls: a bundle that does not use it
 * drops it, the mini app's first screen included); seeded by migration 0009, so the database
 * id of an entry is its position here from 1 (the spec's ids: 1 stars, 2 confetti, 3 hearts, 4 rainbow).
 * The sticker sets came later (their stickers and columns: migration 0017, STICKER_SETS).
 */
export const GIFTS: readonly GiftDefinition[] = [
  /* @__PURE__ */ animation('stars', 'common', 'Звёздный дождь', 'Звёзды осыпают экран, когда вы завершаете цель', '⭐', '#F5B700'),
  /* @__PURE__ */ animation('confetti', 'common', 'Конфетти', 'Праздничный залп разноцветного конфетти', '🎊', '#FF6B9A'),
  /* @__PURE__ */ animation('hearts', 'common', 'Сердечки', 'Сердечки поднимаются вверх в честь вашей победы', '❤️', '#E5484D'),
  /* @__PURE__ */ animation('rainbow', 'rare', 'Радуга', 'Яркая радуга растягивается над экраном', '🌈', '#8E6CEF'),
  /* @__PURE__ */ animation('bubble', 'common', 'Мыльные пузыри', 'Переливающиеся пузыри всплывают и лопаются', '🫧', '#4FC3F7'),
  /* @__PURE__ */ animation('snowflake', 'rare', 'Снегопад', 'Мягкие снежинки кружатся над целью', '❄️', '#64B5F6'),
  /* @__PURE__ */ animation('sakura', 'rare', 'Сакура', 'Лепестки сакуры медленно падают на экран', '🌸', '#F48FB1'),
  /* @__PURE__ */ animation('fire', 'rare', 'Пламя', 'Языки пламени — для самых горячих побед', '🔥', '#FF7043'),
  /* @__PURE__ */ animation('fireworks', 'epic', 'Салют', 'Настоящий фейерверк в честь завершённой цели', '🎆', '#7C4DFF'),
  /* @__PURE__ */ animation('lightning', 'epic', 'Молния', 'Разряд молнии — вы были быстры как никогда', '⚡', '#FFD600'),
  /* @__PURE__ */ animation('pumpkin', 'epic', 'Тыквы', 'Хэллоуинские тыквы прыгают по экрану', '🎃', '#FB8C00'),
  /* @__PURE__ */ animation('crown', 'legendary', 'Корона', 'Золотая корона для настоящего победителя', '👑', '#FFB300'),
  /* @__PURE__ */ priced({ key: 'plant_luck_sprout', gift_type: 'plant', rarity: 'common', points_cost: 50, title: 'Росток удачи', description: 'Личное растение: растёт, когда вы выполняете цели и привычки', icon: '🌱', color: '#43A047' }),
  /* @__PURE__ */ priced({ key: 'pot_clay', gift_type: 'plant_accessory', rarity: 'common', points_cost: 20, title: 'Глиняный горшок', description: 'Тёплый терракотовый горшок для вашего ростка', icon: '🏺', color: '#C26B3C' }),
  /* @__PURE__ */ priced({ key: 'pot_ceramic', gift_type: 'plant_accessory', rarity: 'common', points_cost: 20, title: 'Керамический горшок', description: 'Белый керамический горшок в минималистичном стиле', icon: '🪴', color: '#90A4AE' }),
  /* @__PURE__ */ priced({ key: 'pot_basket', gift_type: 'plant_accessory', rarity: 'common', points_cost: 20, title: 'Плетёная корзинка', description: 'Уютная плетёная корзинка вместо горшка', icon: '🧺', color: '#A1887F' }),
  /* @__PURE__ */ priced({ key: 'card_start', gift_type: 'card', rarity: 'common', points_cost: 15, title: 'Открытка «Начни сегодня»', description: 'Лучший день для начала — сегодня', icon: '💌', color: '#EC407A' }),
  /* @__PURE__ */ priced({ key: 'card_steps', gift_type: 'card', rarity: 'common', points_cost: 15, title: 'Открытка «Шаг за шагом»', description: 'Маленькие шаги каждый день приводят к большим целям', icon: '👣', color: '#26A69A' }),
  /* @__PURE__ */ priced({ key: 'card_proud', gift_type: 'card', rarity: 'common', points_cost: 15, title: 'Открытка «Горжусь тобой»', description: 'Напоминание о том, как далеко вы уже продвинулись', icon: '🏅', color: '#FFA000' }),
  /* @__PURE__ */ priced({ key: 'card_rest', gift_type: 'card', rarity: 'common', points_cost: 15, title: 'Открытка «Отдых — тоже дело»', description: 'Восстановление — часть пути к цели', icon: '☕', color: '#8D6E63' }),
  /* @__PURE__ */ priced({ key: 'minigame_memory', gift_type: 'minigame', rarity: 'common', points_cost: 25, title: 'Мемори', description: 'Игра на память: находите пары карточек и зарабатывайте монеты', icon: '🧠', color: '#5C6BC0' }),
  /* @__PURE__ */ priced({ key: 'stickers_fox', gift_type: 'stickers', rarity: 'rare', title: 'Лисёнок', description: 'Десять настроений нашего лисёнка для ваших заметок', icon: '🦊', color: '#F58A34' }),
  /* @__PURE__ */ priced({ key: 'stickers_cats', gift_type: 'stickers', rarity: 'common', points_cost: 40, title: 'Котики', description: 'Пушистый котик спит, играет и радуется вместе с вами', icon: '🐱', color: '#8D98AA' }),
  /* @__PURE__ */ priced({ key: 'stickers_space', gift_type: 'stickers', rarity: 'epic', title: 'Космос', description: 'Планеты, кометы и весёлые пришельцы для космических заметок', icon: '🪐', color: '#7C4DFF' }),
];

/** The profile's gifts block shows this many received treasures, newest first; the rest are on /gift. */
export const PROFILE_GIFTS_SHOWN = 8;

/** The database id of the catalogue entry `key` (its position in GIFTS from 1, as migration 0009 seeds it). */
export function giftIdOf(key: string): number {
  const index = GIFTS.findIndex((g) => g.key === key);
  if (index < 0) throw new Error(`Unknown gift key: ${key}`);
  return index + 1;
}
