import { pageTitleTexts } from './page-titles.ts';

/** The profile page (rewards.md 2.6): for now its header, the subscription card and the settings menu. */
export const profilePageTexts = {
  title: pageTitleTexts.profile,
  settingsHeader: 'Настройки',
  notificationSettings: 'Настройки уведомлений',
} as const;

/**
 * The profile page's debug aids under its load error (rewards.md 2.6, 5, 6): a test and debug aid,
 * not a user feature.
 */
export const profileDebugTexts = {
  label: 'Для отладки',
  diagnostics: 'Диагностика',
  clearData: 'Очистить данные',
  apiBase: 'API',
  token: 'Токен',
  userId: 'ID пользователя',
  lastError: 'Последняя ошибка',
  stored: 'сохранён',
  missing: 'нет',
  username: 'Имя пользователя',
  load: 'Загрузить',
  /** rewards.md 6: debug shortcuts, not roles. */
  quickPicks: ['test_user', 'admin', 'user1'],
} as const;
