/**
 * Russian texts of the mini app (spec wording where the spec gives one: core.md 2, 4, 5, 8;
 * rewards.md 2.10, 2.11, 4.9, 8). Functions build the texts that carry values.
 */

export const APP_VERSION = '1.4.0';
export const APP_BUILD = '2025.09.23.04';

export const appTexts = {
  name: 'Трекер',
  retry: 'Попробовать снова',
  comingSoon: 'Этот раздел скоро появится',
} as const;

export const menuTexts = {
  open: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  sectionMain: 'Разделы',
  sectionInfo: 'Информация',
  sectionAccount: 'Аккаунт',
  target: 'Цели и привычки',
  mood: 'Настроение',
  about: 'О приложении',
  onboarding: 'Начало',
  policy: 'Политика конфиденциальности',
  rules: 'Правила пользования',
  contact: 'Связаться с нами',
  profile: 'Профиль',
  logout: 'Выйти',
  login: 'Войти в аккаунт',
} as const;

export const headerTexts = {
  coins: (n: number) => `Монеты: ${n}`,
  gifts: 'Сокровища',
  notifications: 'Уведомления',
} as const;

export const navTexts = {
  target: 'Цели',
  mood: 'Настроение',
  profile: 'Профиль',
  bell: 'Уведомления',
  addGoal: 'Добавить цель',
  addNote: 'Добавить заметку',
  label: 'Основная навигация',
} as const;

export const modalPlaceholderTexts = {
  goalTitle: 'Добавить цель',
  noteTitle: 'Добавить заметку',
  description: 'Создание записей появится в следующем обновлении',
} as const;

export const onboardingTexts = {
  label: 'Знакомство с приложением',
  counter: (n: number, total: number) => `${n} / ${total}`,
  prev: 'Назад',
  next: 'Далее',
  start: 'Начать',
  close: 'Закрыть',
  slides: [
    {
      title: 'Ставь и достигай цели',
      text: 'Твоё личное пространство для целей, заметок и настроения. Разбивай большие цели на шаги и отмечай прогресс.',
    },
    {
      title: 'Настроение и заметки',
      text: 'Записывай, как проходит день: выбери настроение, добавь стикер и пару строк о главном.',
    },
    {
      title: 'Отслеживай достижения',
      text: 'Статистика по выполненным целям, работающим привычкам и изменениям настроения. За активность начисляются очки и монеты.',
    },
    {
      title: 'Всегда под рукой',
      text: 'Данные синхронизируются между устройствами, а бот в Telegram напомнит о привычках.',
    },
  ],
} as const;

export const toastTexts = {
  close: 'Закрыть уведомление',
  region: 'Уведомления',
} as const;

export const loginTexts = {
  welcome: 'Добро пожаловать!',
  subtitle: 'Войдите, чтобы продолжить',
  registerTitle: 'Создание аккаунта',
  username: 'Логин',
  usernamePlaceholder: 'Ваш логин',
  password: 'Пароль',
  passwordPlaceholder: 'Ваш пароль',
  submit: 'Войти',
  submitting: 'Вход...',
  register: 'Зарегистрироваться',
  registering: 'Регистрация...',
  toRegister: 'Создать аккаунт',
  toLogin: 'Уже есть аккаунт? Войти',
  divider: 'или',
  vkButton: 'Войти через ВКонтакте',
  vkUnavailable: 'Вход через ВКонтакте скоро будет доступен',
  telegramButton: 'Войти через Telegram',
  telegramWaiting: 'Подтвердите вход в Telegram',
  telegramWaitingHint: 'Бот пришлёт подтверждение. Если Telegram не открылся, нажмите на ссылку:',
  telegramOpenLink: 'Открыть бота в Telegram',
  telegramCancel: 'Отмена',
  fillAllFields: 'Пожалуйста, заполните все поля',
  invalidCredentials: 'Неверный логин или пароль',
  localLoginFailed: 'Ошибка локальной авторизации',
  loginFailed: 'Произошла ошибка при входе. Попробуйте еще раз.',
  timeout: 'Таймаут авторизации. Попробуйте еще раз.',
  logoutFailed: 'Произошла ошибка при выходе из системы',
  telegramOpenFailed: 'Не удалось открыть Telegram. Убедитесь, что приложение установлено.',
  success: 'Успешный вход!',
  registered: 'Аккаунт создан!',
  alreadySignedIn: 'Вы уже вошли в систему',
  logout: 'Выйти',
  loggedOut: 'Вы успешно вышли из системы',
  usernameHint: 'От 3 до 32 символов: латинские буквы, цифры, _ . -',
  passwordHint: 'От 8 до 128 символов',
} as const;

export const telegramTexts = {
  signingIn: 'Входим через Telegram...',
  signInFailed: 'Не удалось войти через Telegram',
} as const;

export const profileCardTexts = {
  fallbackName: 'Пользователь',
  guest: 'Гость',
  notSignedIn: 'Не авторизован',
  loadProfile: 'Загрузить профиль',
  loadError: 'Ошибка загрузки профиля',
  loadErrorWithMessage: (message: string) => `Ошибка загрузки профиля: ${message}`,
  unexpectedShape: 'Неожиданная структура ответа от сервера',
  openProfile: 'Открыть профиль',
  avatarAlt: 'Аватар',
} as const;

export const pageTexts = {
  target: { title: 'Цели и привычки', text: 'Здесь появятся ваши цели, привычки и календарь.' },
  mood: { title: 'Настроение', text: 'Здесь появятся ваши заметки и дневник настроения.' },
  profile: { title: 'Профиль', text: 'Здесь появятся настройки профиля, статус и статистика.' },
  bell: { title: 'Уведомления', text: 'Здесь появятся ваши уведомления.' },
  gift: { title: 'Сокровища', text: 'Здесь появятся сокровища, которые можно получить за монеты.' },
  blog: { title: 'Блог', text: 'Здесь появятся статьи о целях, привычках и настроении.' },
  achievements: { title: 'Достижения', text: 'Здесь появятся ваши достижения и награды за них.' },
  notFound: { title: 'Страница не найдена', text: 'Такой страницы нет.', action: 'На главную' },
} as const;

export const infoTexts = {
  dateLine: (date: string) => `Дата: ${date}`,
  policy: {
    title: 'Политика конфиденциальности',
    paragraphs: [
      'Мы храним ваши данные только для работы приложения: учётную запись, цели, привычки, заметки и статистику.',
      'Данные хранятся на серверах в России. Мы не используем сторонние системы аналитики и не передаём данные третьим лицам.',
      'Оператор персональных данных — самозанятый. По вопросам обработки данных напишите нам через страницу «Связаться с нами».',
    ],
  },
  rules: {
    title: 'Правила пользования',
    paragraphs: [
      'Пользуясь приложением, вы соглашаетесь с этими правилами.',
      'Не публикуйте чужие персональные данные и материалы, нарушающие закон. Вы отвечаете за сохранность своего пароля.',
      'Платная подписка снимает ограничения бесплатной версии на срок оплаченного периода.',
    ],
  },
  contact: {
    title: 'Связаться с нами',
    paragraphs: [
      'Есть вопрос, идея или нашли ошибку? Напишите нам — мы ответим в ближайшее время.',
      'Написать можно также боту в Telegram.',
    ],
  },
  about: {
    title: 'О приложении',
    paragraphs: [
      'Личное пространство для целей, заметок и настроения со статистикой выполненных целей, работающих привычек и изменений настроения.',
    ],
    version: (version: string) => `Версия ${version}`,
    build: (build: string) => `Сборка ${build}`,
    credit: 'Разработка: команда Трекера',
  },
} as const;

export const apiTexts = {
  timeout: (url: string) => `Таймаут запроса к API. Backend не отвечает на ${url}`,
  network: (host: string) => `Не удается подключиться к серверу. Проверьте, что backend запущен на ${host}`,
  unauthorized: 'Пользователь не авторизован',
  httpError: (status: number) => `Ошибка сервера (${status})`,
} as const;
