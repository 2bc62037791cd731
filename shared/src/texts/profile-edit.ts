import { errorTexts } from './errors.ts';

/** The profile's settings entries, edit-profile modal and avatar upload (rewards.md 2.6, 5, 8). */
export const profileEditTexts = {
  editProfile: 'Редактировать профиль',
  updateAvatar: 'Обновить аватар',
  uploadingAvatar: 'Загружаем аватар...',
  avatarUpdated: 'Аватар успешно обновлен!',
  avatarTooLarge: errorTexts.AVATAR_TOO_LARGE,
  title: 'Редактировать профиль',
  nicknameLabel: 'Никнейм',
  nicknamePlaceholder: 'Как вас называть',
  bioLabel: 'О себе',
  bioPlaceholder: 'Пара слов о себе',
  counter: (used: number, max: number) => `${used}/${max}`,
  cancel: 'Отмена',
  save: 'Сохранить',
  saving: 'Сохранение...',
  updated: 'Профиль успешно обновлен!',
  failed: (message: string) => `Ошибка: ${message}`,
} as const;

/** The contact form (rewards.md 2.10, 4.11, 5, 8 "Feedback"). */
export const contactFormTexts = {
  subjectLabel: 'Тема',
  subjectPlaceholder: 'О чём сообщение',
  contactLabel: 'Контакт (необязательно)',
  contactPlaceholder: 'E-mail или @username',
  messageLabel: 'Сообщение',
  messagePlaceholder: 'Опишите вопрос, идею или ошибку',
  consentBefore: 'Я даю согласие на обработку персональных данных в соответствии с ',
  consentPolicy: 'Политикой конфиденциальности',
  consentAnd: ' и ',
  consentRules: 'Правилами пользования',
  consentRequired: 'Необходимо дать согласие на обработку персональных данных',
  submit: 'Отправить',
  sending: 'Отправка...',
  sent: 'Сообщение успешно отправлено! Мы свяжемся с вами в ближайшее время.',
  failed: (message: string) => `Ошибка при отправке: ${message}`,
  unknownError: 'Неизвестная ошибка',
} as const;
