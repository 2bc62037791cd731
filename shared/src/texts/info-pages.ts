import { pageTitleTexts } from './page-titles.ts';

export const APP_VERSION = '1.4.0';
export const APP_BUILD = '2025.09.23.04';

/** The about, policy, rules and contact pages (rewards.md 2.10). */
export const infoTexts = {
  dateLine: (date: string) => `Дата: ${date}`,
  policy: {
    title: pageTitleTexts.policy,
    paragraphs: [
      'Мы храним ваши данные только для работы приложения: учётную запись, цели, привычки, заметки и статистику.',
      'Данные хранятся на серверах в России. Мы не используем сторонние системы аналитики и не передаём данные третьим лицам.',
      'Оператор персональных данных — самозанятый. По вопросам обработки данных напишите нам через страницу «Связаться с нами».',
    ],
  },
  rules: {
    title: pageTitleTexts.rules,
    paragraphs: [
      'Пользуясь приложением, вы соглашаетесь с этими правилами.',
      'Не публикуйте чужие персональные данные и материалы, нарушающие закон. Вы отвечаете за сохранность своего пароля.',
      'Платная подписка снимает ограничения бесплатной версии на срок оплаченного периода.',
    ],
  },
  contact: {
    title: pageTitleTexts.contact,
    paragraphs: [
      'Есть вопрос, идея или нашли ошибку? Напишите нам — мы ответим в ближайшее время.',
      'Написать можно также боту в Telegram.',
    ],
    /** The bot's name after the paragraph above, as a link to its chat. */
    bot: (username: string) => `@${username}`,
  },
  about: {
    title: pageTitleTexts.about,
    paragraphs: [
      'Личное пространство для целей, заметок и настроения со статистикой выполненных целей, работающих привычек и изменений настроения.',
    ],
    version: (version: string) => `Версия ${version}`,
    build: (build: string) => `Сборка ${build}`,
    credit: 'Разработка: команда Трекера',
  },
} as const;
