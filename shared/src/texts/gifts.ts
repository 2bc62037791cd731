import type { GiftRarity, GiftType } from '../domain/gifts.ts';
import { PLURAL_FORMS, formatCountRu } from '../domain/plural.ts';
import { pageTitleTexts } from './page-titles.ts';

/** The types a filter chip picks (rewards.md 2.2). */
export const GIFT_FILTER_TYPES = ['animation', 'stickers', 'minigame'] as const satisfies readonly GiftType[];
export type GiftFilterType = (typeof GIFT_FILTER_TYPES)[number];

/** The treasures page (rewards.md 2.2, 4.1, 5, 8). */
export const giftTexts = {
  title: pageTitleTexts.gift,
  tabs: { available: 'Не полученные', owned: 'Полученные' },
  filterLabel: 'Тип сокровища',
  filters: { animation: 'Анимации', stickers: 'Стикеры', minigame: 'Мини-игры' } satisfies Record<GiftFilterType, string>,
  loading: 'Загружаем сокровища...',
  loadError: 'Ошибка загрузки подарков',
  loadUserError: 'Ошибка загрузки подарков пользователя',
  emptyAvailable: 'Все сокровища уже ваши!',
  emptyAvailableText: 'Новые появятся здесь, как только их добавят в магазин.',
  emptyOwned: 'Пока нет сокровищ',
  emptyOwnedText: 'Получайте их за монеты во вкладке «Не полученные».',
  emptyFiltered: 'Сокровищ этого типа здесь нет',
  emptyFilteredText: 'Снимите фильтр, чтобы увидеть остальные.',
  rarity: { common: 'Обычное', rare: 'Редкое', epic: 'Эпическое', legendary: 'Легендарное' } satisfies Record<GiftRarity, string>,
  /** '30 монет'. */
  cost: (n: number) => formatCountRu(n, PLURAL_FORMS.coin),
  receive: 'Получить',
  notEnoughCoins: 'Недостаточно монет',
  comingSoon: 'Скоро в игре',
  equip: 'Экипировать',
  unequip: 'Снять',
  equipped: 'Экипировано',
  play: 'Играть',
  inCollection: 'В коллекции',
  /** A preview's buy button: 'Получить за 40 монет'. */
  buyFor: (cost: number) => `Получить за ${formatCountRu(cost, PLURAL_FORMS.coin)}`,
  received: 'Сокровище получено!',
  receiveError: 'Ошибка получения сокровища',
  animationReceived: (title: string) => `Анимация ${title} получена и автоматически экипирована`,
  animationNotSelected: 'Анимация получена, но не удалось её выбрать автоматически',
  equipDone: { animation: 'Анимация выбрана!', plant: 'Растение экипировано!', stickers: 'Набор стикеров экипирован!' },
  equipError: { animation: 'Ошибка выбора анимации', plant: 'Ошибка экипировки растения', stickers: 'Ошибка экипировки стикеров' },
  unequipDone: { animation: 'Анимация снята!', plant: 'Растение снято!', stickers: 'Набор стикеров снят!' },
  unequipError: { animation: 'Ошибка снятия анимации', plant: 'Ошибка снятия растения', stickers: 'Ошибка снятия стикеров' },
  /** The sticker-set preview modal (rewards.md 2.2). */
  stickerSet: {
    open: (title: string) => `Открыть набор стикеров «${title}»`,
    /** 'Стикеры в наборе · 10'. */
    stickers: (n: number) => `Стикеры в наборе · ${n}`,
    /** A sticker's picture in the set: 'Стикер 3 из 10'. */
    sticker: (order: number, total: number) => `Стикер ${order} из ${total}`,
    example: 'Пример в заметке',
    exampleImage: 'Пример стикера в заметке',
    exampleNote: 'Отличный день!',
    exampleText: 'Стикер появится рядом с записью',
    owned: 'Набор ваш: его стикеры уже есть в редакторе заметок',
  },
  /** The animation preview popup (rewards.md 2.2). */
  animationPreview: {
    open: (title: string) => `Посмотреть анимацию «${title}»`,
    replay: 'Показать ещё раз',
  },
} as const;

/** The profile's gifts block (rewards.md 2.6): the received treasures, a link to /gift. */
export const profileGiftsTexts = {
  title: 'Мои сокровища',
  empty: 'Пока нет сокровищ. Получите первое за монеты.',
  /** 'Все сокровища · 12'. */
  all: (n: number) => `Все сокровища · ${n}`,
} as const;

/** The profile's goal-completion animation card and its picker (rewards.md 2.6, 8). */
export const animationCardTexts = {
  title: 'Анимация завершения цели',
  defaultTitle: 'Палец вверх',
  defaultDescription: 'Анимация по умолчанию',
  change: 'Изменить',
  preview: 'Просмотр',
  pickerTitle: 'Выбор анимации',
  select: 'Выбрать',
  current: 'Выбрана',
  loading: 'Загружаем анимации...',
  empty: 'Других анимаций пока нет. Получите их за монеты в сокровищах.',
  toTreasures: 'Перейти к сокровищам',
  updated: 'Анимация обновлена!',
  updateError: 'Ошибка обновления анимации',
} as const;
