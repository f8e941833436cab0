import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/** True for an existing user with Status 1: the only kind a lead may be given to. */
export const isActiveEmployee = async (db: Executor, userId: number) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.status, 1)))
      .limit(1)
  ).length > 0;
