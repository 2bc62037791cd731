/**
 * Russian texts of the reminders the bot sends and of the settings panel's marks
 * (rewards.md 2.5, 4.4, 8). Buttons carry short labels; the mood names are the spec's (core.md 3).
 */
export const reminderTexts = {
  moodQuestion: 'Как прошёл день? Отметьте настроение — я сохраню его в дневник.',
  /** Emoji per mood 1..5, shown on the buttons and in the saved message. */
  moodEmoji: { 1: '😣', 2: '😕', 3: '😐', 4: '🙂', 5: '😄' } as Readonly<Record<number, string>>,
  moodSaved: (emoji: string, label: string) => `Записал настроение: ${emoji} ${label}. Спасибо, что делитесь!`,
  moodSavedToast: 'Настроение сохранено',
  openMood: 'Открыть дневник настроения',
  openHabits: 'Открыть привычки',
  /** `limit`: the server's 403 title and message, 'Достигнут лимит заметок. Вы можете …'. */
  noteLimit: (limit: string) => `${limit}. Оформите подписку в приложении, чтобы писать без ограничений.`,
  habitsHeader: 'Привычки на сегодня — отметьте выполненное:',
  habitLine: (title: string, progress: number, target: number, done: boolean) => `${done ? '✅' : '▫️'} ${title} — ${progress}/${target}`,
  habitButton: (title: string) => `+1 ${title}`,
  habitAddedToast: (progress: number, target: number) => `+1, теперь ${progress}/${target}`,
  allHabitsDone: 'Все привычки на сегодня выполнены! 🎉',
  accountNotFound: 'Не нашёл ваш аккаунт. Откройте трекер кнопкой «Открыть» и попробуйте снова.',
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
} as const;
