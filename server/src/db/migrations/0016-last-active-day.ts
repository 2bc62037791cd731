import { type Kysely, sql } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * The user's last local day of activity (comeback: activity after a week without any). Filled for
 * existing users from the days their notes, habit marks and paid rewards were stored on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_active_day', 'text').execute();
  await sql`
    UPDATE users SET last_active_day = (
      SELECT max(activity.day) FROM (
        SELECT notes.day AS day FROM notes WHERE notes.user_id = users.id
        UNION ALL
        SELECT habit_days.day FROM habit_days JOIN habits ON habits.id = habit_days.habit_id
        WHERE habits.user_id = users.id AND habit_days.progress > 0
        UNION ALL
        SELECT reward_ledger.day FROM reward_ledger WHERE reward_ledger.user_id = users.id AND reward_ledger.coins >= 0
      ) AS activity
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('last_active_day').execute();
}
