import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companionTokens } from '../../db/schema';

export const insertCompanionToken = (
  db: Executor,
  values: { backOfficeUserId: number; scope: 'full' | 'offers'; tokenHash: string; expiresAt: Date },
) => db.insert(companionTokens).values(values);

export const findLiveCompanionToken = async (db: Executor, tokenHash: string) =>
  (
    await db
      .select({ backOfficeUserId: companionTokens.backOfficeUserId, scope: companionTokens.scope })
      .from(companionTokens)
      .where(and(eq(companionTokens.tokenHash, tokenHash), gt(companionTokens.expiresAt, sql`now()`)))
      .limit(1)
  )[0];
