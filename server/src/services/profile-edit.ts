import type { ProfileUpdateResponse, profileUpdateRequestSchema } from '@tracker/shared/contract';
import type { z } from 'zod';
import type { Db } from '../db/create-db.ts';
import { DomainError } from '../domain-error.ts';
import { displayNameOf } from './users.ts';

/** PUT /api/user/profile/update/: sets the given fields (null clears, absent keeps) and answers the shown values. */
export async function updateProfile(
  db: Db,
  userId: number,
  input: z.infer<typeof profileUpdateRequestSchema>,
): Promise<ProfileUpdateResponse> {
  const changes = {
    ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
    ...(input.bio !== undefined ? { bio: input.bio } : {}),
  };
  if (Object.keys(changes).length > 0) await db.updateTable('users').set(changes).where('id', '=', userId).execute();
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) throw new DomainError('UNAUTHORIZED');
  return { success: true, profile: { nickname: row.nickname, bio: row.bio, display_name: displayNameOf(row) } };
}
