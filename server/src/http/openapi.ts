import { z } from 'zod';
import * as contract from '@tracker/shared/contract';
import { ACHIEVEMENTS_PAGE_SIZE, DEVICE_DAY_HEADER, DEVICE_TIME_HEADER, FREE_LIMITS, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, NOTIFICATIONS_LIST_CAP } from '@tracker/shared/domain';

interface Endpoint {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  auth: boolean;
  body?: z.ZodType;
  /** A multipart/form-data body carrying one file in this field, instead of JSON. */
  fileField?: string;
  query?: z.ZodObject;
  response: z.ZodType;
  /** Takes an Idempotency-Key header (http/idempotent.ts). */
  idempotent?: true;
}

const ok = z.object({ success: z.literal(true) });

/** Every served call, documented from the same zod schemas that validate it. */
const endpoints: Endpoint[] = [
  { method: 'post', path: '/api/auth/register/', summary: 'Создать локальный аккаунт', auth: false, body: contract.registerRequestSchema, response: contract.authResponseSchema },
  { method: 'post', path: '/api/auth/local/', summary: 'Вход по логину и паролю', auth: false, body: contract.localLoginRequestSchema, response: contract.authResponseSchema },
  { method: 'post', path: '/api/auth/telegram/', summary: 'Вход из Telegram Mini App по initData', auth: false, body: contract.telegramLoginRequestSchema, response: contract.authResponseSchema },
  { method: 'post', path: '/api/auth/vk/', summary: 'Вход через VK ID: код авторизации (с device_id) или access_token', auth: false, body: contract.vkLoginRequestSchema, response: contract.authResponseSchema },
  { method: 'post', path: '/api/auth/refresh/', summary: 'Новый access-токен по refresh-токену (cookie или тело)', auth: false, body: contract.refreshRequestSchema, response: contract.refreshResponseSchema },
  { method: 'post', path: '/api/auth/logout/', summary: 'Отозвать refresh-токен', auth: false, body: contract.refreshRequestSchema, response: ok },
  { method: 'post', path: '/api/auth/pending/init/', summary: 'Зарегистрировать ключ входа через бота (link: true с токеном — привязать Telegram к аккаунту)', auth: false, body: contract.pendingInitRequestSchema, response: ok },
  { method: 'post', path: '/api/auth/link/telegram/', summary: 'Привязать Telegram к аккаунту по данным виджета или initData', auth: true, body: contract.telegramLoginRequestSchema, response: contract.linkedProvidersResponseSchema },
  { method: 'post', path: '/api/auth/link/vk/', summary: 'Привязать VK к аккаунту (те же поля, что у входа через VK ID)', auth: true, body: contract.vkLoginRequestSchema, response: contract.linkedProvidersResponseSchema },
  { method: 'post', path: '/api/auth/pending/cancel/', summary: 'Отменить ожидание входа через бота: ключ больше не даёт сессию', auth: false, body: contract.pendingLoginRequestSchema, response: ok },
  { method: 'get', path: '/api/auth/pending/status/', summary: 'Статус входа через бота (также /auth/pending/status/)', auth: false, query: contract.pendingLoginRequestSchema, response: contract.pendingStatusResponseSchema },
  { method: 'get', path: '/api/auth/providers/', summary: 'Доступные способы входа', auth: false, response: contract.providersResponseSchema },
  { method: 'get', path: '/api/user/profile/', summary: 'Профиль пользователя (username — только свой)', auth: true, query: contract.ownUsernameQuerySchema, response: contract.profileResponseSchema },
  { method: 'get', path: '/api/user/activity/', summary: 'Очки активности, статус и итоги (username — только свой)', auth: true, query: contract.ownUsernameQuerySchema, response: contract.activityResponseSchema },
  { method: 'get', path: '/api/user/username/', summary: 'Имя пользователя по user_id (только свой)', auth: true, query: contract.usernameQuerySchema, response: contract.usernameResponseSchema },
  { method: 'get', path: '/api/user/status/', summary: 'Очки активности, монеты и статус', auth: true, response: contract.statusResponseSchema },
  { method: 'get', path: '/api/user/subscription/', summary: 'Состояние подписки', auth: true, response: contract.subscriptionResponseSchema },
  { method: 'get', path: '/api/user/statuses/', summary: 'Все статусы и их минимальные очки активности', auth: true, response: contract.statusesResponseSchema },
  { method: 'put', path: '/api/user/profile/update/', summary: 'Изменить никнейм и описание', auth: true, body: contract.profileUpdateRequestSchema, response: contract.profileUpdateResponseSchema },
  { method: 'post', path: '/api/user/avatar/upload/', summary: 'Загрузить аватар (jpeg, png, gif или webp по содержимому, до 5 МБ; поле avatar)', auth: true, fileField: 'avatar', response: contract.avatarUploadResponseSchema },
  { method: 'get', path: '/api/achievements/', summary: `Достижения (status = all, earned или not_earned; по ${ACHIEVEMENTS_PAGE_SIZE} на странице)`, auth: true, query: contract.achievementsQuerySchema, response: contract.achievementsResponseSchema },
  { method: 'post', path: '/api/achievements/check/', summary: 'Проверить условия и выдать заслуженные достижения (идемпотентно)', auth: true, body: contract.checkAchievementsRequestSchema, response: contract.checkAchievementsResponseSchema },
  { method: 'post', path: '/api/achievements/mark-earned/', summary: 'Получить достижение: сервер сам проверяет условие', auth: true, body: contract.markEarnedRequestSchema, response: contract.markEarnedResponseSchema },
  { method: 'put', path: '/api/user/timezone/', summary: 'Часовой пояс пользователя (IANA)', auth: true, body: contract.timezoneRequestSchema, response: contract.timezoneResponseSchema },
  { method: 'get', path: '/api/goals/', summary: 'Цели: активные и завершённые', auth: true, response: contract.goalsResponseSchema },
  { method: 'post', path: '/api/goals/create/', summary: `Создать цель (бесплатно — до ${FREE_LIMITS.goals} активных)`, auth: true, body: contract.createGoalRequestSchema, response: contract.goalResponseSchema, idempotent: true },
  { method: 'get', path: '/api/goals/{id}/', summary: 'Цель', auth: true, response: contract.goalResponseSchema },
  { method: 'put', path: '/api/goals/{id}/', summary: 'Изменить цель, её статус или подзадачи', auth: true, body: contract.updateGoalRequestSchema, response: contract.goalResponseSchema },
  { method: 'delete', path: '/api/goals/{id}/delete/', summary: 'Удалить цель', auth: true, response: ok },
  { method: 'get', path: '/api/habits/', summary: 'Привычки: текущие и сформированные', auth: true, response: contract.habitsResponseSchema },
  { method: 'post', path: '/api/habits/create/', summary: `Создать привычку (бесплатно — до ${FREE_LIMITS.habits} активных)`, auth: true, body: contract.createHabitRequestSchema, response: contract.habitResponseSchema, idempotent: true },
  { method: 'get', path: '/api/habits/{id}/', summary: 'Привычка', auth: true, response: contract.habitResponseSchema },
  { method: 'put', path: '/api/habits/{id}/', summary: 'Изменить привычку', auth: true, body: contract.updateHabitRequestSchema, response: contract.habitResponseSchema },
  { method: 'delete', path: '/api/habits/{id}/delete/', summary: 'Удалить привычку', auth: true, response: ok },
  { method: 'post', path: '/api/habits/{id}/progress/add/', summary: 'Прогресс за сегодня +amount', auth: true, body: contract.habitProgressRequestSchema, response: contract.habitProgressResponseSchema },
  { method: 'post', path: '/api/habits/{id}/progress/decrease/', summary: 'Прогресс за сегодня −amount', auth: true, body: contract.habitProgressRequestSchema, response: contract.habitProgressResponseSchema },
  { method: 'post', path: '/api/habits/reset-daily-progress/', summary: 'Начало нового дня (идемпотентно)', auth: true, response: ok },
  { method: 'get', path: '/api/notes/list/', summary: 'Записи, новые сначала (from/to — дни пользователя, page/page_size — по желанию)', auth: true, query: contract.notesListQuerySchema, response: contract.notesListResponseSchema },
  { method: 'get', path: '/api/notes/calendar/', summary: 'Настроение по дням одного месяца', auth: true, query: contract.moodCalendarQuerySchema, response: contract.moodCalendarResponseSchema },
  { method: 'post', path: '/api/notes/', summary: `Новая запись (бесплатно — до ${FREE_LIMITS.notes} в день)`, auth: true, body: contract.noteRequestSchema, response: contract.createNoteResponseSchema, idempotent: true },
  { method: 'put', path: '/api/notes/{id}/', summary: 'Изменить запись', auth: true, body: contract.noteRequestSchema, response: contract.noteResponseSchema },
  { method: 'delete', path: '/api/notes/{id}/delete/', summary: 'Удалить запись', auth: true, response: ok },
  { method: 'get', path: '/api/blog/categories/', summary: 'Категории блога с числом опубликованных записей', auth: true, response: contract.blogCategoriesResponseSchema },
  { method: 'get', path: '/api/blog/posts/', summary: 'Записи блога с содержимым, новые сначала, по страницам', auth: true, query: contract.blogPostsQuerySchema, response: contract.blogPostsResponseSchema },
  { method: 'get', path: '/api/blog/posts/recent/', summary: 'Последние записи блога с содержимым', auth: true, query: contract.blogRecentQuerySchema, response: contract.blogRecentPostsResponseSchema },
  { method: 'get', path: '/api/blog/posts/{id}/', summary: 'Запись блога с содержимым; каждое открытие +1 просмотр', auth: true, response: contract.blogPostResponseSchema },
  { method: 'get', path: '/api/gifts/available/', summary: 'Каталог сокровищ с отметкой, получено ли и экипировано', auth: true, response: contract.availableGiftsResponseSchema },
  { method: 'get', path: '/api/gifts/user/', summary: 'Сокровища пользователя, новые сначала (также /gifts/user/)', auth: true, response: contract.userGiftsResponseSchema },
  { method: 'post', path: '/api/gifts/receive/', summary: 'Купить сокровище за монеты (анимация экипируется сразу)', auth: true, body: contract.receiveGiftRequestSchema, response: contract.receiveGiftResponseSchema },
  { method: 'post', path: '/api/gifts/equip/', summary: 'Экипировать сокровище (анимация, растение, стикеры); другие того же типа снимаются', auth: true, body: contract.userGiftRequestSchema, response: contract.userGiftResponseSchema },
  { method: 'post', path: '/api/gifts/unequip/', summary: 'Снять сокровище; снятая анимация возвращает анимацию по умолчанию', auth: true, body: contract.userGiftRequestSchema, response: contract.userGiftResponseSchema },
  { method: 'post', path: '/api/gifts/favorite/', summary: 'Отметить сокровище избранным', auth: true, body: contract.favoriteGiftRequestSchema, response: contract.userGiftResponseSchema },
  { method: 'get', path: '/api/minigames/', summary: 'Мини-игры (сейчас одна — «Мемори»)', auth: true, response: contract.minigamesResponseSchema },
  { method: 'get', path: '/api/minigames/stats/', summary: 'Статистика игр по типу игры', auth: true, response: contract.minigameStatsResponseSchema },
  { method: 'get', path: '/api/minigames/{id}/', summary: 'Мини-игра', auth: true, response: contract.minigameResponseSchema },
  { method: 'post', path: '/api/minigames/start/', summary: 'Начать игру (только владельцам «Мемори»; незаконченная закрывается)', auth: true, body: contract.startGameRequestSchema, response: contract.startGameResponseSchema },
  { method: 'post', path: '/api/minigames/spend/', summary: 'Подсказка (5 монет) или джокер (10 монет), по одному за игру', auth: true, body: contract.spendInGameRequestSchema, response: contract.spendInGameResponseSchema },
  { method: 'post', path: '/api/minigames/save-result/', summary: 'Результат игры: монеты по сложности, не больше 30 в день', auth: true, body: contract.saveGameResultRequestSchema, response: contract.saveGameResultResponseSchema, idempotent: true },
  { method: 'put', path: '/api/user/animation/update/', summary: 'Выбрать анимацию завершения цели (полученную) или null — по умолчанию', auth: true, body: contract.updateAnimationRequestSchema, response: contract.updateAnimationResponseSchema },
  { method: 'get', path: '/api/stickers/', summary: 'Доступные стикеры', auth: true, response: contract.stickersResponseSchema },
  { method: 'get', path: '/api/notifications/', summary: `Уведомления: непрочитанные и прочитанные, новые сверху, без истёкших, до ${NOTIFICATIONS_LIST_CAP} в каждом списке`, auth: true, response: contract.notificationsResponseSchema },
  { method: 'post', path: '/api/notifications/read/', summary: 'Отметить уведомление прочитанным (повтор ничего не меняет)', auth: true, body: contract.markNotificationReadRequestSchema, response: ok },
  { method: 'get', path: '/api/notifications/settings/', summary: 'Настройки уведомлений (по умолчанию — rewards.md 3)', auth: true, response: contract.notificationSettingsResponseSchema },
  { method: 'post', path: '/api/notifications/settings/save/', summary: 'Сохранить настройки уведомлений и часовой пояс устройства', auth: true, body: contract.saveNotificationSettingsRequestSchema, response: contract.notificationSettingsResponseSchema },
  { method: 'get', path: '/api/notifications/vapid-key/', summary: 'Открытый VAPID-ключ сервера для push-подписки (65 байт, base64url)', auth: false, response: contract.vapidKeyResponseSchema },
  { method: 'post', path: '/api/notifications/push-subscription/', summary: 'Сохранить push-подписку браузера (PushSubscription.toJSON())', auth: true, body: contract.pushSubscriptionRequestSchema, response: ok },
  { method: 'get', path: '/api/user/subscription/plans/', summary: 'Планы подписки и цены в звёздах', auth: true, response: contract.subscriptionPlansResponseSchema },
  { method: 'post', path: '/api/user/subscription/create-invoice/', summary: 'Ссылка на оплату подписки звёздами (также /user/subscription/create-invoice/)', auth: true, body: contract.createInvoiceRequestSchema, response: contract.createInvoiceResponseSchema },
  { method: 'post', path: '/api/feedback/submit/', summary: 'Сообщение через форму обратной связи (также /feedback/submit/)', auth: false, body: contract.feedbackRequestSchema, response: contract.feedbackResponseSchema },
  { method: 'get', path: '/api/main/', summary: 'Приветствие', auth: false, response: contract.mainResponseSchema },
  { method: 'get', path: '/api/health/', summary: 'Проверка работоспособности', auth: false, response: z.object({ ok: z.literal(true) }) },
];

const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });

const fileBody = (field: string) => ({ type: 'object', properties: { [field]: { type: 'string', format: 'binary' } }, required: [field] });

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    paths[e.path] ??= {};
    paths[e.path]![e.method] = {
      summary: e.summary,
      ...(e.auth ? { security: [{ bearer: [] }] } : {}),
      ...(e.auth || e.query
        ? {
            parameters: [
              ...(e.auth ? [{ $ref: '#/components/parameters/deviceDay' }, { $ref: '#/components/parameters/deviceTime' }] : []),
              ...(e.idempotent ? [{ $ref: '#/components/parameters/idempotencyKey' }] : []),
              ...Object.entries(e.query?.shape ?? {}).map(([name, field]) => ({
                name,
                in: 'query',
                required: !(field as z.ZodType).safeParse(undefined).success,
                schema: schema(field as z.ZodType),
              })),
            ],
          }
        : {}),
      ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: schema(e.body) } } } } : {}),
      ...(e.fileField ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: fileBody(e.fileField) } } } } : {}),
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: schema(e.response) } } },
        default: { description: 'Ошибка', content: { 'application/json': { schema: schema(contract.errorResponseSchema) } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Трекер целей, привычек и настроения', version: '1.4.0' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      parameters: {
        deviceDay: {
          name: DEVICE_DAY_HEADER,
          in: 'header',
          required: false,
          description: 'День на устройстве (ГГГГ-ММ-ДД): «сегодня» для правил дня (привычки, заметки, дневные лимиты); без него — день в часовом поясе пользователя',
          schema: { type: 'string', format: 'date' },
        },
        deviceTime: {
          name: DEVICE_TIME_HEADER,
          in: 'header',
          required: false,
          description: 'Время на устройстве (ISO 8601): время записей пользователя (заметки, получение достижений); без него — время сервера',
          schema: { type: 'string', format: 'date-time' },
        },
        idempotencyKey: {
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          required: false,
          description: 'Ключ повтора (8–100 символов [A-Za-z0-9_-], например UUID): повтор создания с тем же ключом в течение суток получает первый ответ (заголовок Idempotent-Replayed: true) вместо второй записи; пока первый запрос выполняется — 409 REQUEST_IN_PROGRESS',
          schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
        },
      },
    },
    paths,
  };
}
