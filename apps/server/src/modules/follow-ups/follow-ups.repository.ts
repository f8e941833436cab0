import type { Executor } from '../../db/client';
import { followUps } from '../../db/schema';

export type NewFollowUp = typeof followUps.$inferInsert;

export const insertFollowUp = async (db: Executor, values: NewFollowUp) =>
  (await db.insert(followUps).values(values).returning({ id: followUps.id }))[0]!.id;
