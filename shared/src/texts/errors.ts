/**
 * Russian texts of every error the API answers with, keyed by machine code.
 * The wording of the spec (core.md section 8) is kept where the spec gives one.
 */
export const errorTexts = {
  VALIDATION_FAILED: 'Проверьте введённые данные',
  UNAUTHORIZED: 'Пользователь не авторизован',
  INVALID_CREDENTIALS: 'Неверный логин или пароль',
  USERNAME_TAKEN: 'Это имя пользователя уже занято',
  TOO_MANY_ATTEMPTS: 'Слишком много неудачных попыток входа. Попробуйте ещё раз через несколько минут.',
  TELEGRAM_DISABLED: 'Вход через Telegram отключён на этом сервере',
  TELEGRAM_INIT_DATA_INVALID: 'Данные Telegram недействительны или устарели',
  REFRESH_TOKEN_INVALID: 'Сессия истекла. Войдите снова.',
  SESSION_KEY_TAKEN: 'Этот ключ сессии уже используется',
  SESSION_NOT_FOUND: 'Сессия входа не найдена или устарела',
  WEBHOOK_FORBIDDEN: 'Неверный секрет вебхука',
  NOT_FOUND: 'Не найдено',
  GOAL_NOT_FOUND: 'Цель не найдена',
  HABIT_NOT_FOUND: 'Привычка не найдена',
  NOTE_NOT_FOUND: 'Запись не найдена',
  BLOG_POST_NOT_FOUND: 'Запись не найдена',
  LIMIT_REACHED: 'Достигнут лимит для бесплатных пользователей (3)',
  GOAL_HAS_OPEN_SUBGOALS: 'Сначала выполните все подзадачи',
  HABIT_TARGET_EXCEEDED: 'Нельзя превысить дневную цель',
  HABIT_ALREADY_DONE: 'Привычка уже выполнена сегодня',
  HABIT_NOT_SCHEDULED: 'Сегодня эта привычка не запланирована',
  HABIT_PROGRESS_ZERO: 'Прогресс за сегодня уже равен нулю',
  HABIT_INACTIVE: 'Привычка не активна',
  INVALID_JSON: 'Тело запроса должно быть корректным JSON',
  INTERNAL: 'Внутренняя ошибка сервера. Попробуйте позже.',
  TELEGRAM_NOT_LINKED: 'Оплата звёздами доступна только при привязанном Telegram. Привяжите его в настройках профиля.',
  INVOICE_FAILED: 'Не удалось создать инвойс',
  PAYMENTS_DISABLED: 'Оплата звёздами сейчас недоступна. Попробуйте позже.',
  PAYMENT_NOT_FOUND: 'Платёж не найден',
  ACHIEVEMENT_NOT_FOUND: 'Достижение не найдено',
  ACHIEVEMENT_NOT_MET: 'Условие достижения не выполнено',
  GIFT_NOT_FOUND: 'Сокровище не найдено',
  GIFT_ALREADY_OWNED: 'Сокровище уже получено',
  GIFT_UNAVAILABLE: 'Это сокровище пока недоступно',
  NOT_ENOUGH_COINS: 'Недостаточно монет',
  GIFT_NOT_EQUIPPABLE: 'Это сокровище нельзя экипировать',
  ANIMATION_NOT_OWNED: 'Эта анимация ещё не получена',
  NOTIFICATION_NOT_FOUND: 'Уведомление не найдено',
} as const;

export type ErrorCode = keyof typeof errorTexts;

/** Russian field-level messages used by the contract schemas. */
export const fieldTexts = {
  required: 'Обязательное поле',
  usernameLength: 'Имя пользователя должно содержать от 3 до 32 символов',
  usernameChars: 'Имя пользователя может содержать только латинские буквы, цифры и символы _ . -',
  passwordLength: 'Пароль должен содержать от 8 до 128 символов',
  sessionKey: 'Ключ сессии должен содержать от 16 до 59 символов A-Z, a-z, 0-9, _ или -',
  timezone: 'Неизвестный часовой пояс',
  mustBeString: 'Должно быть строкой',
} as const;
