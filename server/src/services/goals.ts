import type { Selectable } from 'kysely';
import type { CreateGoalRequest, Goal, GoalsResponse, UpdateGoalRequest } from '@tracker/shared/contract';
import { CATEGORY_OTHER, type Subgoal, canCompleteGoal, goalCalendarStatus, goalProgress, type DeviceClock, NO_DEVICE_CLOCK } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { jsonArrayFrom, rowsOfJsonArray } from '../db/json-array-from.ts';
import { lockUser } from '../db/lock-user.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { GoalsTable } from '../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { mergedCategory } from './category.ts';
import { rewardGoalCompleted, rewardGoalCreated } from './earnings.ts';
import { assertWithinFreeLimit } from './free-tier.ts';
import { rewardContextOf } from './rewards.ts';
import { userDayOf } from './user-day.ts';

type GoalRow = Selectable<GoalsTable>;
/** The stored fields a goal's answer is made of. */
const GOAL_FIELDS = ['id', 'title', 'description', 'category', 'custom_category_title', 'deadline', 'icon', 'status', 'subgoals', 'created_at', 'completed_at'] as const;
type StoredGoal = Pick<GoalRow, (typeof GOAL_FIELDS)[number]>;
const DEFAULT_GOAL_ICON = 'target';

function toGoal(row: StoredGoal, today: string): Goal {
  const subgoals = JSON.parse(row.subgoals) as Subgoal[];
  const isCompleted = row.status === 'completed';
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    custom_category_title: row.custom_category_title,
    deadline: row.deadline,
    icon: row.icon,
    status: row.status,
    progress: goalProgress(subgoals, isCompleted),
    subgoals,
    is_completed: isCompleted,
    calendar_status: goalCalendarStatus({ is_completed: isCompleted, deadline: row.deadline }, today),
    created_at: row.created_at,
    completed_at: row.completed_at,
  };
}

async function goalRow(db: Db, userId: number, goalId: number): Promise<GoalRow> {
  const row = await db.selectFrom('goals').selectAll().where('id', '=', goalId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new DomainError('GOAL_NOT_FOUND');
  return row;
}

async function activeGoalCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('goals')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every goal of a user, newest first, as one JSON array value. */
const goalsOfUser = preparedQuery((db, p: { userId: number }) =>
  db.selectNoFrom((eb) => jsonArrayFrom(db, eb.selectFrom('goals').select(GOAL_FIELDS).where('user_id', '=', p.userId).orderBy('id', 'desc')).as('goals')),
);

/** Every goal of a user as of their `today` (userDayOf). */
export async function listGoals(db: Db, userId: number, today: string): Promise<GoalsResponse> {
  const { goals: stored } = (await goalsOfUser.first(db, { userId }))!;
  const goals = rowsOfJsonArray(stored).map((r) => toGoal(r, today));
  return {
    success: true,
    active_goals: goals.filter((g) => g.status === 'active'),
    completed_goals: goals.filter((g) => g.status !== 'active'),
  };
}

export async function getGoal(db: Db, userId: number, goalId: number, now: Date, device: DeviceClock = NO_DEVICE_CLOCK): Promise<Goal> {
  const { today } = await userDayOf(db, userId, now, device);
  return toGoal(await goalRow(db, userId, goalId), today);
}

/** Creates a goal; a free user may hold at most 3 active goals (completed ones do not count). */
export async function createGoal(db: Db, userId: number, input: CreateGoalRequest, now: Date, device: DeviceClock = NO_DEVICE_CLOCK): Promise<Goal> {
  const day = await userDayOf(db, userId, now, device);
  const { today, isSubscribed } = day;
  const status = input.status ?? 'active';
  if (status === 'completed' && !canCompleteGoal(input.subgoals)) throw new DomainError('GOAL_HAS_OPEN_SUBGOALS');
  const row = await db.transaction().execute(async (trx) => {
    if (status === 'active') {
      await lockUser(trx, userId);
      assertWithinFreeLimit('goals', await activeGoalCount(trx, userId), isSubscribed);
    }
    const created = await trx
      .insertInto('goals')
      .values({
        user_id: userId,
        title: input.title,
        description: input.description,
        category: input.category,
        custom_category_title: input.category === CATEGORY_OTHER ? input.custom_category_title : null,
        deadline: input.deadline ?? null,
        icon: input.icon ?? DEFAULT_GOAL_ICON,
        status,
        subgoals: JSON.stringify(input.subgoals),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        completed_at: status === 'completed' ? now.toISOString() : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await rewardGoalCreated(trx, rewardContextOf(userId, day), { id: created.id, completed: status === 'completed' });
    return created;
  });
  return toGoal(row, today);
}

/**
 * Applies any goal fields. A completed goal has every sub-step done; reactivating a completed goal
 * counts against the free tier like creating one.
 */
export async function updateGoal(db: Db, userId: number, goalId: number, input: UpdateGoalRequest, now: Date, device: DeviceClock = NO_DEVICE_CLOCK): Promise<Goal> {
  const day = await userDayOf(db, userId, now, device);
  const { today, isSubscribed } = day;
  const row = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const current = await goalRow(trx, userId, goalId);
    const subgoals = input.subgoals ?? (JSON.parse(current.subgoals) as Subgoal[]);
    const status = input.status ?? current.status;
    const categoryFields = mergedCategory(current, input);
    // A completed goal keeps every sub-step done: completing it, or editing its sub-steps after.
    if (status === 'completed' && !canCompleteGoal(subgoals)) {
      throw new DomainError(current.status === 'completed' ? 'GOAL_COMPLETED_SUBGOALS_DONE' : 'GOAL_HAS_OPEN_SUBGOALS');
    }
    if (status === 'active' && current.status !== 'active') {
      assertWithinFreeLimit('goals', await activeGoalCount(trx, userId), isSubscribed);
    }
    const updated = await trx
      .updateTable('goals')
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.deadline !== undefined ? { deadline: input.deadline } : {}),
        ...(input.icon !== undefined ? { icon: input.icon } : {}),
        ...categoryFields,
        status,
        subgoals: JSON.stringify(subgoals),
        completed_at: status === 'completed' ? (current.completed_at ?? now.toISOString()) : null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', goalId)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (status === 'completed' && current.status !== 'completed') await rewardGoalCompleted(trx, rewardContextOf(userId, day), goalId);
    return updated;
  });
  return toGoal(row, today);
}

/**
 * In a transaction after the user's lock, like their other writes: the users row the version
 * trigger raises (migration 0027) is then locked before the deleted row, never after.
 */
export async function deleteGoal(db: Db, userId: number, goalId: number): Promise<void> {
  const deleted = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    return trx.deleteFrom('goals').where('id', '=', goalId).where('user_id', '=', userId).executeTakeFirst();
  });
  if (Number(deleted.numDeletedRows) === 0) throw new DomainError('GOAL_NOT_FOUND');
}
