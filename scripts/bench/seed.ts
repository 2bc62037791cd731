import { addDays, dayKeyFor } from '@tracker/shared/domain';
import { createDb, migrateToLatest } from '../../server/src/db/create-db.ts';

export interface SeedShape {
  users: number;
  goalsPerUser: number;
  habitsPerUser: number;
  /** Users (the first ones) who also have `notesPerHeavyUser` notes spread over past days. */
  heavyNoteUsers: number;
  notesPerHeavyUser: number;
  /** Users (the first ones) whose habits have a year of days behind them instead of two weeks. */
  yearOfHabitsUsers: number;
}

/** Days of history of an everyday user's habits, and of a user with a year behind them. */
const HISTORY_DAYS = { everyday: 14, year: 365 };

const CHUNK = 500;
/** Earned by every seeded user's goals (5 of 20 completed) and habits (14 days done in a row). */
const SEEDED_HISTORY_ACHIEVEMENTS = ['first_goal', 'goals_1', 'goals_5', 'first_habit', 'streak_3', 'streak_7'];

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Fills a fresh database the way many real users would: goals with sub-steps, habits with a
 * history of days, and a few users with thousands of notes. Answers the user ids and habit ids.
 */
export async function seedDatabase(databaseUrl: string, shape: SeedShape, now: Date) {
  const db = createDb(databaseUrl);
  await migrateToLatest(db);
  const today = dayKeyFor(now, 'Europe/Moscow');
  const iso = now.toISOString();
  const userIds: number[] = [];
  const habitIds: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (let u = 0; u < shape.users; u += CHUNK) {
      const count = Math.min(CHUNK, shape.users - u);
      const rows = Array.from({ length: count }, (_, i) => ({
        username: `bench_${u + i}`,
        first_name: `Пользователь ${u + i}`,
        last_name: null,
        nickname: null,
        display_name: null,
        bio: null,
        photo_url: null,
        timezone: 'Europe/Moscow',
        subscription_expires_at: null,
        created_at: iso,
      }));
      const ids = await trx.insertInto('users').values(rows).returning('id').execute();
      userIds.push(...ids.map((r) => r.id));
    }
    const subgoals = JSON.stringify([
      { text: 'Первый шаг', completed: true },
      { text: 'Второй шаг', completed: false },
      { text: 'Третий шаг', completed: false },
    ]);
    await insertInChunks(
      userIds.flatMap((user_id) =>
        Array.from({ length: shape.goalsPerUser }, (_, g) => ({
          user_id,
          title: `Цель ${g + 1}`,
          description: 'Описание цели для нагрузочного теста',
          category: 1 + (g % 7),
          custom_category_title: g % 7 === 6 ? 'Своё' : null,
          deadline: addDays(today, g),
          icon: 'target',
          status: g % 4 === 0 ? ('completed' as const) : ('active' as const),
          subgoals,
          created_at: iso,
          updated_at: iso,
          completed_at: g % 4 === 0 ? iso : null,
        })),
      ),
      (chunk) => trx.insertInto('goals').values(chunk).execute(),
    );
    for (const [u, user_id] of userIds.entries()) {
      const historyDays = u < shape.yearOfHabitsUsers ? HISTORY_DAYS.year : HISTORY_DAYS.everyday;
      const rows = Array.from({ length: shape.habitsPerUser }, (_, h) => ({
        user_id,
        title: `Привычка ${h + 1}`,
        description: null,
        category: 1 + (h % 7),
        custom_category_title: h % 7 === 6 ? 'Своё' : null,
        icon: 'change',
        frequency: h % 2 === 0 ? ('daily' as const) : ('weekly' as const),
        week_days: JSON.stringify([0, 1, 2, 3, 4, 5, 6]),
        duration: 'infinite' as const,
        period_value: null,
        period_unit: null,
        daily_target: 100,
        is_active: 1,
        start_day: addDays(today, -historyDays - 16),
        end_day: null,
        created_at: iso,
        updated_at: iso,
      }));
      const ids = await trx.insertInto('habits').values(rows).returning('id').execute();
      habitIds.push(...ids.map((r) => r.id));
    }
    // Every day of its history done, today not yet.
    await insertInChunks(
      habitIds.flatMap((habit_id, h) => {
        const historyDays = Math.floor(h / shape.habitsPerUser) < shape.yearOfHabitsUsers ? HISTORY_DAYS.year : HISTORY_DAYS.everyday;
        return Array.from({ length: historyDays }, (_, d) => ({ habit_id, day: addDays(today, -1 - d), progress: 100, target: 100 }));
      }),
      (chunk) => trx.insertInto('habit_days').values(chunk).execute(),
    );
    await insertInChunks(
      userIds.slice(0, shape.heavyNoteUsers).flatMap((user_id) =>
        Array.from({ length: shape.notesPerHeavyUser }, (_, n) => ({
          user_id,
          title: n % 3 === 0 ? null : `Запись ${n}`,
          text: 'Сегодня был хороший день, много успел и погулял.',
          mood: 1 + (n % 5),
          sticker_id: n % 4 === 0 ? 1 : null,
          day: addDays(today, -Math.floor(n / 3)),
          created_at: iso,
          updated_at: iso,
        })),
      ),
      (chunk) => trx.insertInto('notes').values(chunk).execute(),
    );
    // The achievements this history has already earned (a real user got them on the way there),
    // so a request measures the everyday path, not a first-time grant.
    await trx
      .insertInto('user_achievements')
      .columns(['user_id', 'achievement_id', 'earned_at'])
      .expression((eb) =>
        eb
          .selectFrom(['users', 'achievements'])
          .select(['users.id', 'achievements.id', eb.val(iso).as('earned_at')])
          .where('achievements.key', 'in', SEEDED_HISTORY_ACHIEVEMENTS),
      )
      .execute();
  });
  await db.destroy();
  return { userIds, habitIds };
}
