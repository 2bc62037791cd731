/**
 * Russian texts of the Telegram bot. Addresses are passed in, never built here:
 * the bot knows PUBLIC_URL, the catalogue does not.
 */
export const botTexts = {
  /** Command menu of the bot (setMyCommands), in the order shown to users. */
  commands: {
    start: 'Открыть трекер',
    help: 'Что умеет бот',
    paysupport: 'Помощь с оплатой подписки',
    terms: 'Условия использования',
  },
  menuButton: 'Открыть',
  openAppButton: 'Открыть трекер',
  greeting: (firstName: string) =>
    `Привет, ${firstName}! Это трекер целей, привычек и настроения. ` +
    'Ставьте цели, отмечайте привычки и записывайте настроение — а я буду напоминать и помогать не сбиться.',
  /** Used when Telegram cannot show a button to the app (e.g. a localhost address in development). */
  greetingAppAddress: (url: string) => `Приложение: ${url}`,
  authConfirmed: (name: string) => `Готово! Вы вошли в браузере как ${name}. Вернитесь на вкладку с приложением.`,
  authLinked: (name: string) => `Готово! Ваш Telegram (${name}) привязан к аккаунту. Вернитесь на вкладку с приложением.`,
  authExpired: 'Ссылка для входа устарела. Обновите страницу входа и попробуйте снова.',
  authUnknown: 'Ссылка для входа недействительна или уже использована. Нажмите «Войти через Telegram» на странице входа ещё раз — придёт новая.',
  /** `appAddress`: the app's address when Telegram cannot show the «Открыть» menu button (not https). */
  help: (commands: readonly { command: string; description: string }[], appAddress: string | null = null) =>
    [
      'Я помогаю с трекером целей, привычек и настроения:',
      appAddress === null ? '• открываю приложение — кнопка «Открыть» внизу чата;' : `• открываю приложение: ${appAddress};`,
      '• напоминаю о привычках, а отметить выполнение можно прямо здесь;',
      '• в выбранное вами время спрашиваю о настроении и записываю ответ в дневник;',
      '• время напоминаний и их отключение — в приложении: «Профиль» → «Настройки уведомлений»;',
      '• помогаю войти в трекер в браузере: кнопка «Войти через Telegram» на странице входа;',
      '• принимаю оплату подписки в звёздах Telegram.',
      '',
      'Команды:',
      ...commands.map((c) => `/${c.command} — ${c.description}`),
    ].join('\n'),
  paySupport: (contactUrl: string) =>
    'Вопрос по оплате или подписке? Напишите нам через страницу контактов: ' +
    `${contactUrl}\nУкажите дату платежа и сумму в звёздах — мы ответим и поможем, в том числе с возвратом.`,
  terms: (rulesUrl: string) => `Условия использования и правила оплаты подписки: ${rulesUrl}`,
  unknownMessage: 'Не понимаю это сообщение. Список команд — /help',
  staleButton: 'Эта кнопка больше не работает.',
  paymentUnavailable: 'Оплата сейчас недоступна. Попробуйте позже.',
  internalError: 'Что-то пошло не так. Попробуйте ещё раз чуть позже.',
} as const;
