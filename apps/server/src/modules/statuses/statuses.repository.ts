import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leadStatuses } from '../../db/schema';

export interface StatusRow {
  id: number;
  mainStatus: string;
  subStatus: string;
}

export const listStatusRows = (db: Executor): Promise<StatusRow[]> =>
  db
    .select({
      id: leadStatuses.id,
      mainStatus: leadStatuses.mainStatus,
      subStatus: leadStatuses.subStatus,
    })
    .from(leadStatuses);

export const findStatusRow = async (db: Executor, id: number): Promise<StatusRow | undefined> =>
  (
    await db
      .select({
        id: leadStatuses.id,
        mainStatus: leadStatuses.mainStatus,
        subStatus: leadStatuses.subStatus,
      })
      .from(leadStatuses)
      .where(eq(leadStatuses.id, id))
      .limit(1)
  )[0];
