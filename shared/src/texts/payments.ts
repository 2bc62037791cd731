/**
 * Russian texts of the Stars subscription: the invoice (title at most 32, description at most 255
 * characters: Telegram's limits), pre-checkout refusals Telegram shows to the payer, and the bot's
 * answers to payments and refunds (rewards.md 4.10, 5, 8).
 */
export const paymentTexts = {
  invoiceTitle: { monthly: 'Подписка на месяц', yearly: 'Подписка на год' },
  invoiceDescription: {
    monthly: 'Без ограничений на цели, привычки и заметки. 30 дней, продлевается автоматически каждый месяц; отменить можно в Telegram.',
    yearly: 'Без ограничений на цели, привычки и заметки на 365 дней. Разовый платёж, без автопродления.',
  },
  priceLabel: { monthly: 'Подписка на 30 дней', yearly: 'Подписка на 365 дней' },
  /** Pre-checkout refusals (error_message of answerPreCheckoutQuery). */
  refused: {
    invalid: 'Этот счёт недействителен. Откройте оплату в приложении заново.',
    expired: 'Счёт устарел. Откройте оплату в приложении заново.',
    otherUser: 'Этот счёт выставлен другому пользователю. Откройте оплату из своего приложения.',
    amount: 'Сумма или валюта не совпадают со счётом. Откройте оплату в приложении заново.',
    unavailable: 'Не удалось проверить платёж. Попробуйте ещё раз через минуту.',
  },
  thanks: (until: string) =>
    `Спасибо за оплату! Подписка активна до ${until}. Ограничения сняты — создавайте сколько угодно целей, привычек и заметок.`,
  renewed: (until: string) => `Подписка продлена до ${until}. Спасибо, что вы с нами!`,
  unrecognised: 'Платёж получен, но мы не смогли зачесть его за подписку: он не совпал со счётом. Напишите в /paysupport — мы всё проверим и вернём звёзды, если подписка не включилась.',
  refunded: (amount: number) => `Возврат ${amount} ⭐ оформлен. Подписка отключена.`,
  /** A refund with other payments still standing: the subscription they buy. */
  refundedPartly: (amount: number, until: string) => `Возврат ${amount} ⭐ оформлен. Оплаченная подписка действует до ${until}.`,
} as const;

/** subscription_status of the profile and subscription answers (core.md: 'Неактивна' by default). */
export const subscriptionStatusTexts = { active: 'Активна', inactive: 'Неактивна' } as const;
