/** The account settings modal and the embedded login that links an account (rewards.md 2.6, core.md 4). */
export const accountLinkTexts = {
  settingsEntry: 'Настройки аккаунта',
  title: 'Настройки аккаунта',
  providersHeader: 'Привязанные аккаунты',
  providersFooter: 'Через привязанный аккаунт можно входить в приложение; Telegram нужен для оплаты звёздами.',
  telegram: 'Telegram',
  vk: 'ВКонтакте',
  linked: 'Привязан',
  linkedTelegram: (telegramId: number | null) => (telegramId === null ? 'Привязан' : `Привязан · ID ${telegramId}`),
  notLinked: 'Не привязан',
  link: 'Привязать',
  /** The link button's name for a screen reader: which account it links. */
  linkProvider: (provider: string) => `Привязать ${provider}`,
  /** VK linking when the server has no VK app (VK_CLIENT_ID). */
  vkUnavailable: 'Привязка пока недоступна',
  frameTitle: (provider: string) => `Привязка: ${provider}`,
  closeFrame: 'Назад',
  linkedToast: (provider: string) => `${provider} привязан к аккаунту`,
  /** The embedded login in link mode (`/login?link=telegram` for a signed-in user). */
  linkTitle: 'Привязка Telegram',
  linkSubtitle: 'Подтвердите в боте, что это ваш Telegram',
  linkButton: 'Привязать Telegram',
  linkWaiting: 'Подтвердите привязку в Telegram',
  linkWaitingHint: 'Нажмите «Запустить» в чате с ботом, и Telegram привяжется к этому аккаунту. Если Telegram не открылся, нажмите на ссылку:',
  linkDone: 'Telegram привязан!',
  vkLinkTitle: 'Привязка ВКонтакте',
  vkLinkButton: 'Привязать ВКонтакте',
  vkLinkDone: 'ВКонтакте привязан!',
} as const;
