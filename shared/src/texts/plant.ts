import { PLANT_VALUE_MAX, type PlantChange, type PlantMoodKey, type PlantSize } from '../domain/plant.ts';
import { PLURAL_FORMS, formatCountRu } from '../domain/plural.ts';

/** '+3 роста, +15 здоровья' (the parts that are not zero). */
function gainLine(change: PlantChange): string {
  const parts = [change.growth > 0 ? `+${change.growth} роста` : '', change.health > 0 ? `+${change.health} здоровья` : ''];
  return parts.filter(Boolean).join(', ');
}

const plantSizeNames: Record<PlantSize, string> = { small: 'маленький', medium: 'средний', large: 'большой' };

/** The personal plant card on the profile page (rewards.md 2.7, 4.6). */
export const plantTexts = {
  title: 'Личное растение',
  stage: 'Стадия',
  /** 'Размер: маленький'. */
  size: (size: PlantSize) => `Размер: ${plantSizeNames[size]}`,
  health: 'Здоровье',
  growth: 'Рост',
  /** 'Горшок: Глиняный горшок'. */
  pot: (title: string) => `Горшок: ${title}`,
  /** '65 / 100'. */
  value: (n: number) => `${Math.round(n)} / ${PLANT_VALUE_MAX}`,
  pictureLabel: (stage: string, wilted: boolean) => (wilted ? `${stage}, растение завяло` : stage),
  water: 'Полить',
  care: 'Ухаживать',
  wateredToday: 'Полито сегодня',
  caredToday: 'Уход был сегодня',
  /** The mood message under the plant. */
  moods: {
    wilted: 'Растение завяло. Полейте его и поухаживайте за ним, чтобы оно ожило.',
    happy: 'Растение радуется вашему хорошему настроению и тянется к солнцу.',
    calm: 'Растение спокойно растёт вместе с вами.',
    sad: 'Растению грустно, когда грустно вам. Берегите себя.',
    unknown: 'Расскажите о настроении в заметке — растение откликнется.',
  } satisfies Record<PlantMoodKey, string>,
  watered: 'Растение полито!',
  cared: 'Вы позаботились о растении!',
  /** The toast's description: what the action added. */
  gained: gainLine,
  alreadyWatered: 'Сегодня растение уже полито. Приходите завтра!',
  alreadyCared: 'Сегодня вы уже ухаживали за растением. Приходите завтра!',
  /** The 'growth gained' toast after new activity. */
  grewFromActivity: 'Растение подросло благодаря вашей активности!',
  needsCare: 'Растению нужен уход',
  needsCareText: 'Полейте его и поухаживайте за ним.',
  comebackTitle: 'Растение скучает по вам',
  /** 'Вы не проявляли активности уже 9 дней. …'. */
  comebackText: (days: number) =>
    `Вы не проявляли активности уже ${formatCountRu(days, PLURAL_FORMS.day)}. Отметьте привычку или напишите заметку — и растение снова начнёт расти.`,
  comebackAction: 'К привычкам и целям',
  loadError: 'Не удалось загрузить растение',
} as const;
