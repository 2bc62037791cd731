import { pageTitleTexts } from './page-titles.ts';

/**
 * Russian texts of the mini app (spec wording where the spec gives one: core.md 2, 4, 5, 8;
 * rewards.md 2.10, 2.11, 4.9, 8). Functions build the texts that carry values.
 */

export const appTexts = {
  name: 'Трекер',
  retry: 'Попробовать снова',
} as const;

/** The page buttons under the blog and the profile's earned achievements. */
export const paginationTexts = {
  previousPage: 'Предыдущая страница',
  nextPage: 'Следующая страница',
} as const;

export const menuTexts = {
  open: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  /** The open menu's own name, not its button's. */
  menu: 'Меню',
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
  /** The top bar's help: the onboarding slides again, from the first (core.md 2 "Shell"). */
  help: 'Помощь',
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
  /** The round button on the habits tab; the empty tab's own button is 'Добавить привычку'. */
  newHabit: 'Новая привычка',
  addNote: 'Добавить заметку',
  label: 'Основная навигация',
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
} as const;

/** The mascot fox's tips (core.md 1, 2 "Shell", 9). */
export const foxTipTexts = {
  label: 'Подсказка Лиса',
  close: 'Закрыть',
  welcome: 'Привет! Я Лис — буду подсказывать. Начните с цели или отметьте настроение.',
  firstGoal: 'Отлично, первая цель поставлена! Маленькие шаги каждый день — и всё получится.',
  firstHabit: 'Первая привычка создана! Отмечайте её каждый день — серия начнётся уже сегодня.',
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
  /** The server's sign-in settings could not be loaded, so VK cannot be started. */
  vkInitFailed: 'Не удалось инициализировать ВКонтакте. Попробуйте обновить страницу.',
  vkConnecting: 'Подключение к ВКонтакте...',
  /** The page came back from VK with a state that is not its own attempt's. */
  vkLoginFailed: 'Не удалось войти через ВКонтакте. Попробуйте еще раз.',
  /** VK sent the browser back with an error (refused or cancelled). */
  vkAuthError: 'Ошибка авторизации ВКонтакте. Попробуйте еще раз.',
  /** Signing in after VK's answer failed without a server answer (network, storage). */
  vkSignInCrashed: 'Произошла ошибка при входе через ВКонтакте. Попробуйте еще раз.',
  /** The authorize address could not be built (no Web Crypto). */
  vkStartFailed: 'Не удалось запустить авторизацию ВКонтакте. Попробуйте еще раз.',
  telegramButton: 'Войти через Telegram',
  telegramWaiting: 'Подтвердите вход в Telegram',
  telegramWaitingHint: 'Нажмите «Запустить» в чате с ботом, и вход завершится здесь. Если Telegram не открылся, нажмите на ссылку:',
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
  /** What joins loadError and the message in the stored error text. */
  loadErrorJoin: ': ',
  /** The stored error text of core.md 8: 'Ошибка загрузки профиля: {message}'. */
  loadErrorWith: (message: string): string => `${profileCardTexts.loadError}${profileCardTexts.loadErrorJoin}${message}`,
  unexpectedShape: 'Неожиданная структура ответа от сервера',
  openProfile: 'Открыть профиль',
  avatarAlt: 'Аватар',
} as const;

export const pageTexts = {
  notFound: { title: 'Страница не найдена', text: 'Такой страницы нет.', action: 'На главную' },
  /** A page whose code failed to load or threw while drawing. */
  failed: { title: 'Не удалось открыть страницу', text: 'Проверьте подключение к интернету и попробуйте снова.' },
} as const;

export const apiTexts = {
  timeout: (url: string) => `Таймаут запроса к API. Backend не отвечает на ${url}`,
  network: (host: string) => `Не удается подключиться к серверу. Проверьте, что backend запущен на ${host}`,
  unauthorized: 'Пользователь не авторизован',
  /** The session ended by itself (its renewal refused): said on the way to the login screen. */
  sessionExpired: 'Сессия истекла. Войдите снова.',
  httpError: (status: number) => `Ошибка сервера (${status})`,
  /** A successful answer whose body is not JSON (rewards.md 7-8). */
  notJson: 'Сервер вернул не JSON ответ',
} as const;

/** The arrows around a calendar's month title. */
export const monthSwitcherTexts = {
  previous: 'Предыдущий месяц',
  next: 'Следующий месяц',
} as const;

/** Mood notes: Home's mood and notes parts, the Mood screen, the note popups and editor (core.md 2, 5, 8). */
export const moodTexts = {
  pageTitle: pageTitleTexts.mood,
  greeting: (name: string) => `Привет, ${name}!`,
  fallbackName: 'Пользователь',
  tabs: { today: 'Сегодня', week: 'Неделя', all: 'Всё время' },
  tabsLabel: 'Период',
  moodDescriptions: {
    1: 'Очень тяжёлый день',
    2: 'День не задался',
    3: 'Ровный, обычный день',
    4: 'Хороший день',
    5: 'Прекрасный день!',
  },
  untitled: (dayMonth: string) => `Запись ${dayMonth}`,
  loading: 'Загружаем заметки...',
  loadError: (reason: string) => `Не удалось загрузить заметки: ${reason}`,
  edit: 'Редактировать',
  editNote: (title: string) => `Редактировать: ${title}`,
  stickerAlt: 'Стикер',
  stickerNames: {
    'fox-hello': 'Лисёнок машет лапой',
    'fox-happy': 'Весёлый лисёнок',
    'fox-sleepy': 'Сонный лисёнок',
    'fox-sad': 'Грустный лисёнок',
    sun: 'Солнце',
    rain: 'Дождь',
    heart: 'Сердце',
    star: 'Звезда',
    coffee: 'Кофе',
    book: 'Книга',
    rocket: 'Ракета',
    leaf: 'Листок',
    // 'Лисёнок', 'Котики', 'Космос' (sticker-set treasures, STICKER_SETS).
    'fox-love': 'Влюблённый лисёнок',
    'fox-wink': 'Лисёнок подмигивает',
    'fox-cool': 'Лисёнок в очках',
    'fox-wow': 'Удивлённый лисёнок',
    'fox-think': 'Лисёнок думает',
    'fox-angry': 'Сердитый лисёнок',
    'fox-cry': 'Лисёнок плачет',
    'fox-laugh': 'Лисёнок смеётся',
    'fox-party': 'Праздничный лисёнок',
    'fox-shy': 'Смущённый лисёнок',
    'cats-hello': 'Котик машет лапой',
    'cats-happy': 'Весёлый котик',
    'cats-love': 'Влюблённый котик',
    'cats-sleepy': 'Сонный котик',
    'cats-sad': 'Грустный котик',
    'cats-angry': 'Сердитый котик',
    'cats-wow': 'Удивлённый котик',
    'cats-yarn': 'Котик с клубком',
    'cats-fish': 'Котик с рыбкой',
    'cats-box': 'Котик в коробке',
    'space-planet': 'Планета',
    'space-moon': 'Луна',
    'space-earth': 'Земля',
    'space-astronaut': 'Космонавт',
    'space-ufo': 'НЛО',
    'space-alien': 'Пришелец',
    'space-comet': 'Комета',
    'space-satellite': 'Спутник',
    'space-galaxy': 'Галактика',
    'space-telescope': 'Телескоп',
  },
  // Home
  pickerTitle: 'Как ваше настроение сейчас?',
  diary: 'Дневник настроения',
  addEntry: 'Добавить запись',
  recentTitle: 'Последние записи',
  showMore: (n: number, noun: string) => `Показать ещё ${n} ${noun}`,
  allEntries: 'Все записи',
  homeEmpty: 'У вас пока нет записей',
  homeEmptyHint: 'Отметьте настроение — это займёт пару секунд',
  createEntry: 'Создать запись',
  // Today
  todayPickerTitle: 'Как проходит день?',
  todayTitle: 'Записи за сегодня',
  todayEmpty: 'Записей за сегодня пока нет',
  todayEmptyHint: 'Создайте первую заметку',
  // Week
  chartTitle: 'Шкала настроения за неделю',
  weekTitle: 'Записи за неделю',
  weekEmpty: 'Записей за неделю пока нет',
  barLabel: (weekday: string, score: string | null, entries: string) =>
    score === null ? `${weekday}: записей нет` : `${weekday}: настроение ${score} из 5, ${entries}`,
  // All time
  calendarTitle: 'Календарь настроения',
  calendarError: 'Не удалось загрузить календарь',
  legendTitle: 'Как читать календарь',
  legend: {
    mood: 'Настроение дня — то, что встречалось чаще всего',
    count: 'Число записей за день, если их больше одной',
    tie: 'Ничья: настроения встречались одинаково часто, показано лучшее из них',
    empty: 'В этот день настроение не отмечено',
    today: 'Сегодня',
  },
  tieLabel: (moods: string) => `Ничья: ${moods}`,
  cellLabel: (date: string, summary: string) => `${date}: ${summary}`,
  noMood: 'настроение не отмечено',
  allTitle: 'Все записи',
  allEmpty: 'История заметок пуста',
  loadMore: 'Показать ещё',
  // Popups
  dayMoodTitle: (date: string) => `Настроение на ${date}`,
  dayMoodHint: 'Выберите настроение дня — оно сохранится как запись без текста',
  dayMoodButton: 'Настроение дня',
  dayNotesTitle: (date: string) => `Записи за ${date}`,
  dayEmptyTitle: 'Нет записей',
  dayEmptyText: 'В этот день не было создано заметок',
  viewTitle: 'Просмотр заметки',
  created: (datetime: string) => `Создано: ${datetime}`,
  cancel: 'Отмена',
  close: 'Закрыть',
  delete: 'Удалить',
  deleting: 'Удаляем...',
  // Editor
  /** The add-note modal of core.md 2 ("Shell": the central button on /mood opens it, 'Добавить заметку'). */
  newTitle: 'Добавить заметку',
  editTitle: 'Редактировать заметку',
  hint: 'Вы можете добавить только настроение или дополнить его текстом',
  moodLabel: 'Настроение',
  titleLabel: 'Заголовок',
  titlePlaceholder: 'Без заголовка',
  textLabel: 'Текст',
  textPlaceholder: 'Что происходит? Что чувствуете?',
  counter: (n: number, max: number) => `${n}/${max}`,
  emojiToggle: 'Добавить эмодзи',
  emojiTabs: { basic: 'Основные', special: 'Особые' },
  emojiAppend: (emoji: string) => `Добавить ${emoji}`,
  stickersTitle: 'Стикер',
  stickersHint: 'Можно выбрать один стикер',
  stickersError: 'Не удалось загрузить стикеры',
  save: 'Сохранить',
  saving: 'Сохранение...',
  deleteTitle: 'Удалить запись?',
  deleteDescription: (title: string) => `Запись «${title}» будет удалена.`,
  irreversible: 'Это действие нельзя отменить',
  errorTitle: 'Ошибка',
  saveFailed: 'Не удалось сохранить',
  deleteFailed: 'Не удалось удалить',
} as const;

/** Goals and habits on Home, drawn before their lazy sections arrive (core.md 2 "Home", 8); the rest is in goals.ts. */
export const homeGoalTexts = {
  trackedTitle: 'Отслеживаемые цели',
  todayHabitsTitle: 'Привычки на сегодня',
  loadingGoals: 'Загружаем цели...',
  loadingHabits: 'Загружаем привычки...',
} as const;

/** Home 'Последние достижения' and the recent blog posts: the titles drawn before their code loads. */
export const homeLateTexts = {
  achievementsTitle: 'Последние достижения',
  /** The spec names no title for the blog row (docs/decisions.md). */
  blogTitle: 'Новое в блоге',
  allPosts: 'Все статьи',
} as const;

/** The profile's subscription card and the Stars purchase (rewards.md 2.6, 4.10, 8); the unlinked alert is errorTexts.TELEGRAM_NOT_LINKED. */
export const subscriptionUiTexts = {
  cardTitle: 'Подписка',
  premium: 'Premium access',
  unlimited: ['Безлимитные привычки', 'Безлимитные цели', 'Безлимитные заметки в день'],
  freePlan: 'Бесплатный план',
  freeHint: 'Подписка снимает ограничения. Оплата звёздами Telegram.',
  statusLine: (status: string) => `Статус: ${status}`,
  activeUntil: (status: string, date: string) => `Статус: ${status} до ${date}`,
  endedOn: (status: string, date: string) => `Статус: ${status}, закончилась ${date}`,
  getSubscription: 'Получить подписку',
  planLabel: 'План подписки',
  plans: { monthly: 'Месяц', yearly: 'Год' },
  starForms: ['звезда', 'звезды', 'звёзд'] as const,
  toggle: 'Подробнее о подписке',
  loadError: 'Ошибка загрузки информации о подписке',
  paymentFailed: 'Оплата не прошла',
  success: 'Подписка оформлена!',
  successDescription: 'Ограничения сняты: создавайте сколько угодно целей, привычек и заметок.',
  waiting: 'Счёт открыт в новой вкладке',
  checking: 'Проверяем оплату',
  waitingDescription: 'Подписка включится сама, как только оплата пройдёт.',
} as const;
