import { contactFormTexts } from './profile-edit.ts';

/** Russian field messages of the contract's schemas (the server's 400 answers). */

/** The list query parameters (?page=, ?page_size=, ?per_page=, ?limit=, the blog's ?category=). */
export const queryTexts = {
  page: 'page — целое число от 1',
  /** `field` is the parameter's name: 'page_size — от 1 до 100'. */
  pageSize: (field: string, max: number) => `${field} — от 1 до ${max}`,
  blogCategory: 'category — идентификатор категории, целое число от 1',
} as const;

/** The profile edit and the contact form; `label` names the field. */
export const profileFieldTexts = {
  nicknameTooLong: (max: number) => `Никнейм должен быть не длиннее ${max} символов`,
  bioTooLong: (max: number) => `Описание «О себе» должно быть не длиннее ${max} символов`,
  required: (label: string) => `${label}: обязательное поле`,
  tooLong: (label: string, max: number) => `${label}: не длиннее ${max} символов`,
  subject: contactFormTexts.subjectLabel,
  message: contactFormTexts.messageLabel,
  contact: 'Контакт',
} as const;
