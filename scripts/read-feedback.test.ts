import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createDb, migrateToLatest } from '../server/src/db/create-db.ts';
import { submitFeedback } from '../server/src/services/feedback.ts';
import { insertUser } from '../server/src/services/users.ts';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('./read-feedback.ts', import.meta.url));

describe('scripts/read-feedback.ts', () => {
  it('prints the newest messages first, with the sender and the contact', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tracker-feedback-'));
    const env = { PATH: process.env.PATH ?? '', DATABASE_URL: `file:${join(dir, 'app.db')}`, DATA_DIR: dir };
    const db = createDb(env.DATABASE_URL);
    await migrateToLatest(db);
    const userId = await insertUser(db, { username: 'anna', first_name: 'Анна', last_name: null, photo_url: null }, new Date());
    await submitFeedback(db, { subject: 'Идея', message: 'Тёмная тема\nв календаре' }, { userId, clientKey: 'a' }, new Date('2026-11-20T10:00:00Z'));
    await submitFeedback(db, { subject: 'Ошибка', message: 'Не грузится', contact: '@guest' }, { userId: null, clientKey: 'b' }, new Date('2026-11-21T10:00:00Z'));
    await db.destroy();

    const { stdout } = await run(process.execPath, ['--import', 'tsx', SCRIPT, '5'], { env });
    expect(stdout.indexOf('Ошибка')).toBeLessThan(stdout.indexOf('Идея'));
    expect(stdout).toContain('from anonymous, contact: @guest');
    expect(stdout).toContain(`from user ${userId} (anna)`);
    expect(stdout).toContain('  | в календаре');

    const one = await run(process.execPath, ['--import', 'tsx', SCRIPT, '1'], { env });
    expect(one.stdout).not.toContain('Идея');
  });
});
