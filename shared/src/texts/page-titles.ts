/**
 * Each page's heading (core.md 2, rewards.md 2), in a module of its own: the pages' text sets take
 * their titles from here, and the browser tab's name can read them all without loading those sets.
 */
export const pageTitleTexts = {
  login: 'Вход',
  target: 'Цели и привычки',
  mood: 'Настроение',
  profile: 'Профиль',
  bell: 'Уведомления',
  gift: 'Сокровища',
  blog: 'Блог',
  achievements: 'Достижения',
  policy: 'Политика конфиденциальности',
  rules: 'Правила пользования',
  contact: 'Связаться с нами',
  about: 'О приложении',
} as const;
