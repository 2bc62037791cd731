/**
 * Reads what people sent through the contact form (/contact), newest first:
 *   node --import tsx scripts/read-feedback.ts [how many, default 20]
 * Uses the server's configuration (environment, or .env): DATABASE_URL.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../server/src/config.ts';
import { createDb, migrateToLatest } from '../server/src/db/create-db.ts';
import { latestFeedback } from '../server/src/services/feedback.ts';

const limit = Number(process.argv[2] ?? 20);
if (!Number.isInteger(limit) || limit < 1 || process.argv.length > 3) {
  console.error('Usage: node --import tsx scripts/read-feedback.ts [how many, default 20]');
  process.exit(2);
}
if (existsSync('.env')) process.loadEnvFile('.env');
const db = createDb(loadConfig(process.env).databaseUrl);
try {
  await migrateToLatest(db);
  const messages = await latestFeedback(db, limit);
  if (messages.length === 0) console.log('No messages yet.');
  for (const m of messages) {
    const sender = m.user_id === null ? 'anonymous' : `user ${m.user_id}${m.username ? ` (${m.username})` : ''}`;
    console.log(`#${m.id} ${m.created_at} from ${sender}${m.contact ? `, contact: ${m.contact}` : ''}`);
    console.log(`  ${m.subject}`);
    for (const line of m.message.split('\n')) console.log(`  | ${line}`);
    console.log();
  }
} finally {
  await db.destroy();
}
