import { pageTitleTexts } from './page-titles.ts';

/** The notifications page /bell and the settings panel (rewards.md 2.4, 2.5, 4.4); the panel title and marks are in notifications.ts. */
export const notificationsUiTexts = {
  pageTitle: pageTitleTexts.bell,
  settingsButton: 'Настройки',
  empty: 'Нет уведомлений',
  emptyHint: 'Здесь появятся напоминания, достижения и новости',
  notSignedIn: 'Пользователь не авторизован. Пожалуйста, войдите в систему.',
  signIn: 'Войти в систему',
  loading: 'Загружаем настройки...',
  close: 'Закрыть',
  typesHeader: 'Типы уведомлений',
  timesHeader: 'Время напоминаний',
  toggles: {
    notifications_enabled: { title: 'Все уведомления', description: 'Выключает все уведомления: в приложении, напоминания бота и push-уведомления' },
    info_notifications_enabled: { title: 'Информационные', description: 'Новости и изменения в приложении' },
    mood_reminders_enabled: { title: 'Напоминание о настроении', description: 'Спросим, как ваше настроение, и запишем ответ в дневник' },
    habit_reminders_enabled: { title: 'Напоминание о привычках', description: 'Привычки, которые сегодня ещё не выполнены' },
    achievement_notifications_enabled: { title: 'Достижения', description: 'Когда вы получаете новое достижение' },
    motivational_messages_enabled: { title: 'Мотивационные сообщения', description: 'Короткие слова поддержки' },
  },
  /** Accessible names of the time pickers; their visible labels are `timesShort` under 'Время напоминаний'. */
  times: {
    mood_reminder_time: 'Время напоминания о настроении',
    habit_reminder_time: 'Время напоминания о привычках',
  },
  timesShort: {
    mood_reminder_time: 'Настроение',
    habit_reminder_time: 'Привычки',
  },
  timeZone: (zone: string) => `Время указано в вашем часовом поясе (${zone}). Напоминания присылает бот в Telegram, а без чата с ним они приходят сюда, в уведомления.`,
  pushTitle: 'Push-уведомления в браузере',
  pushEnable: 'Включить',
  savedBanner: 'Настройки сохранены',
  loadFailed: 'Не удалось загрузить настройки с сервера, показаны сохранённые на этом устройстве',
} as const;
