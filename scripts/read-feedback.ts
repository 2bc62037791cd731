/**
 * Reads what people sent through the contact form (/contact), newest first:
 *   node --import tsx scripts/read-feedback.ts [how many, default 20]
 * Uses the server's configuration (environment, or .env): DATABASE_URL.
 */
import { latestFeedback } from '../server/src/services/feedback.ts';
import { scriptConfig, withScriptDb } from './script-db.ts';

const limit = Number(process.argv[2] ?? 20);
if (!Number.isInteger(limit) || limit < 1 || process.argv.length > 3) {
  console.error('Usage: node --import tsx scripts/read-feedback.ts [how many, default 20]');
  process.exit(2);
}
const messages = await withScriptDb(scriptConfig(), (db) => latestFeedback(db, limit));
if (messages.length === 0) console.log('No messages yet.');
for (const m of messages) {
  const sender = m.user_id === null ? 'anonymous' : `user ${m.user_id}${m.username ? ` (${m.username})` : ''}`;
  console.log(`#${m.id} ${m.created_at} from ${sender}${m.contact ? `, contact: ${m.contact}` : ''}`);
  console.log(`  ${m.subject}`);
  for (const line of m.message.split('\n')) console.log(`  | ${line}`);
  console.log();
}
