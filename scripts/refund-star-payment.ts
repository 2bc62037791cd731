/**
 * Admin refund of a Stars payment:
 *   node --import tsx scripts/refund-star-payment.ts <telegram_payment_charge_id>
 * Uses the server's configuration (environment, or .env): DATABASE_URL, BOT_TOKEN, TELEGRAM_API_ROOT.
 * Stops the renewals of a monthly subscription (editUserStarSubscription), returns the Stars
 * (refundStarPayment) and ends the user's subscription at once.
 */
import { telegramClient } from '@tracker/bot';
import { DomainError } from '../server/src/domain-error.ts';
import { refundPayment } from '../server/src/services/subscription.ts';
import { starsRefundApi } from '../server/src/telegram-features.ts';
import { scriptConfig, withScriptDb } from './script-db.ts';

const chargeId = process.argv[2];
if (!chargeId || process.argv.length > 3) {
  console.error('Usage: node --import tsx scripts/refund-star-payment.ts <telegram_payment_charge_id>');
  process.exit(2);
}
const config = scriptConfig();
if (!config.botToken) {
  console.error('BOT_TOKEN is not set: the refund goes through the bot that took the payment.');
  process.exit(2);
}

const api = starsRefundApi(telegramClient(config.botToken, config.telegramApiRoot));
try {
  const result = await withScriptDb(config, (db) => refundPayment(db, chargeId, api, new Date()));
  if (result.status === 'refunded') {
    console.log(`Refunded ${result.amount} Stars of ${chargeId}; the subscription of user ${result.userId} has ended.`);
  } else {
    console.log(`${chargeId} was refunded already; nothing changed.`);
  }
} catch (error) {
  console.error(error instanceof DomainError ? `${error.code}: ${error.message}` : error);
  process.exitCode = 1;
}
