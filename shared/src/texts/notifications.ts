import { NOTIFICATION_PRIORITY_MAX, type NotificationType, type PriorityMarker } from '../domain/notifications.ts';
import { PLURAL_FORMS, type RussianPluralForms, formatCountRu } from '../domain/plural.ts';
import { REMINDER_HABITS_MAX, type ReminderHabit, reminderHabitTitle } from '../domain/reminder-schedule.ts';
import { achievementsTexts } from './achievements.ts';

const HOUR_FORMS: RussianPluralForms = ['час', 'часа', 'часов'];

/** The openings the bot's reminders and the in-app ones share. */
const MOOD_ASK = 'Как ваше настроение сейчас?';
const HABITS_TODAY = 'Привычки на сегодня';

const habitCount = (title: string, progress: number, target: number) => `${title} — ${progress}/${target}`;
const moreHabitsCount = (count: number) => `ещё ${formatCountRu(count, PLURAL_FORMS.habit)}`;

/** A habit a reminder names: today's count against the daily target. */
type HabitLeft = Omit<ReminderHabit, 'id'>;

/**
 * Russian texts of the reminders the bot sends and of the settings panel's marks
 * (rewards.md 2.5, 4.4, 8). Buttons carry short labels; the mood names are the spec's (core.md 3).
 */
export const reminderTexts = {
  moodQuestion: `${MOOD_ASK} Отметьте настроение — я сохраню его в дневник.`,
  /** Emoji per mood 1..5, shown on the buttons and in the saved message. */
  moodEmoji: { 1: '😣', 2: '😕', 3: '😐', 4: '🙂', 5: '😄' } as Readonly<Record<number, string>>,
  moodSaved: (emoji: string, label: string) => `Записал настроение: ${emoji} ${label}. Спасибо, что делитесь!`,
  moodSavedToast: 'Настроение сохранено',
  /** A press of a reminder an earlier press (or one at the same time) has answered. */
  moodAlreadySavedToast: 'Настроение по этому напоминанию уже записано',
  openMood: 'Открыть дневник настроения',
  openHabits: 'Открыть привычки',
  /** `limit`: the server's 403 title and message, 'Достигнут лимит заметок. Вы можете …'. */
  noteLimit: (limit: string) => `${limit}. Оформите подписку в приложении, чтобы писать без ограничений.`,
  /** A mood press the free limit refused: the question stays, the limit under it. */
  moodQuestionWithLimit: (limit: string) => `${reminderTexts.moodQuestion}\n\n${reminderTexts.noteLimit(limit)}`,
  habitsHeader: `${HABITS_TODAY} — отметьте выполненное:`,
  habitLine: (title: string, progress: number, target: number, done: boolean) => `${done ? '✅' : '▫️'} ${habitCount(title, progress, target)}`,
  habitButton: (title: string) => `+1 ${title}`,
  /** The last line of a habit reminder that lists only the first habits: 'И ещё 10 привычек'. */
  moreHabits: (count: number) => `И ${moreHabitsCount(count)}`,
  habitAddedToast: (progress: number, target: number) => `+1, теперь ${progress}/${target}`,
  allHabitsDone: 'Все привычки на сегодня выполнены! 🎉',
  /** A +1 pressed on a reminder of an earlier day (after midnight): it counts nothing. */
  habitReminderOutdated: 'Это напоминание за прошлый день. Сегодняшние привычки отмечайте в новом напоминании или в приложении.',
  /** Every habit the reminder listed was deleted since. */
  noHabitsLeft: 'Привычек из этого напоминания больше нет.',
  accountNotFound: 'Не нашёл ваш аккаунт. Откройте трекер кнопкой «Открыть» и попробуйте снова.',
} as const;

/** The reminders as in-app notifications (/bell and push), for users the bot cannot write to. */
export const reminderNotificationTexts = {
  moodTitle: MOOD_ASK,
  moodMessage: 'Отметьте настроение в дневнике.',
  habitTitle: HABITS_TODAY,
  /**
   * One line naming the habits left for today, as the bot's reminder lists them (the first
   * REMINDER_HABITS_MAX, titles shortened): 'Отметьте выполненное: Вода — 0/2, Зарядка — 0/1 и ещё 3 привычки'.
   */
  habitMessage: (left: readonly HabitLeft[]) => {
    const shown = left.slice(0, REMINDER_HABITS_MAX).map((h) => habitCount(reminderHabitTitle(h.title), h.progress, h.target));
    const more = left.length - shown.length;
    return `Отметьте выполненное: ${shown.join(', ')}${more > 0 ? ` и ${moreHabitsCount(more)}` : ''}`;
  },
} as const;

/** The settings panel (rewards.md 2.5, 4.4, 8). */
export const notificationSettingsTexts = {
  title: 'Настройки типов уведомлений',
  saved: '✓ Сохранено',
  failed: '✗ Ошибка',
  saveError: 'Ошибка при сохранении настроек',
  permissionGranted: 'Разрешены',
  permissionDenied: 'Заблокированы',
  permissionDefault: 'Не запрошены разрешения на push-уведомления',
  /** The outcomes of asking for push (rewards.md 8). */
  pushEnabled: 'Уведомления успешно включены!',
  pushDenied: 'Разрешение на уведомления не получено',
  pushUnsupported: 'Уведомления не поддерживаются на этой платформе',
  pushFailed: 'Ошибка при запросе разрешения',
  pushNeedsPermission: 'Сначала разрешите уведомления в браузере',
  invalidKeyLength: 'Invalid applicationServerKey length',
} as const;

/** Russian names of the notification types, the item's type label on /bell (rewards.md 2.4, 3). */
export const notificationTypeLabels = {
  info: 'Информация',
  success: 'Успех',
  warning: 'Предупреждение',
  error: 'Ошибка',
  quest: 'Задание',
  achievement: 'Достижение',
  system: 'Системное',
  reminder: 'Напоминание',
  promo: 'Акция',
  motivational_push: 'Мотивация',
  mood_reminder: 'Настроение',
  habit_reminder: 'Привычки',
  achievement_push: 'Достижение',
} as const satisfies Record<NotificationType, string>;

/** The notifications list of /bell and the notifications the server writes (rewards.md 2.4, 4.3, 8). */
export const notificationListTexts = {
  newCount: (n: number) => `Новые: ${n}`,
  readCount: (n: number) => `Прочитанные: ${n}`,
  /** 'показано последних 10 из 14' (rewards.md 2.4). */
  shownOf: (shown: number, total: number) => `показано последних ${shown} из ${total}`,
  newMark: 'Новое',
  readAt: (when: string) => `Прочитано ${when}`,
  expiresAt: (when: string) => `Действует до ${when}`,
  /** The warning under 24 h (rewards.md 9). */
  expiresSoon: (hours: number) => `⚠️ Истекает через ${formatCountRu(hours, HOUR_FORMS)}`,
  /** The priority markers of rewards.md 9, and what a screen reader hears for them. */
  priorityMarker: { fire: '🔥', lightning: '⚡', star: '⭐' } as const satisfies Record<PriorityMarker, string>,
  priorityLabel: (priority: number) => `Приоритет ${priority} из ${NOTIFICATION_PRIORITY_MAX}`,
  loadError: (message: string) => `Ошибка при загрузке уведомлений: ${message}`,
  retry: 'Попробовать снова',
  loading: 'Загружаем уведомления...',
  achievementTitle: (title: string) => `Новое достижение: ${title}`,
  /** 'Награда: +5 монет, +2 очка статуса' (only the rewards above 0). */
  achievementMessage: (coins: number, points: number) => {
    const rewards = [coins > 0 ? achievementsTexts.coinReward(coins) : null, points > 0 ? achievementsTexts.pointReward(points) : null].filter(Boolean);
    return rewards.length > 0 ? `Награда: ${rewards.join(', ')}` : 'Поздравляем с новым достижением!';
  },
  subscriptionTitle: (until: string) => `Подписка активна до ${until}`,
  subscriptionMessage: 'Спасибо за оплату! Ограничения сняты — создавайте сколько угодно целей, привычек и заметок.',
} as const;
