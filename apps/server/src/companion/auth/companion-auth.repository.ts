import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companionTokens } from '../../db/schema';

export const insertCompanionToken = (
  db: Executor,
  values: {
    backOfficeUserId: number;
    apiTokenId: number;
    scope: 'full' | 'offers';
    tokenHash: string;
    expiresAt: Date;
  },
) => db.insert(companionTokens).values(values);

export const findLiveCompanionToken = async (db: Executor, tokenHash: string) =>
  (
    await db
      .select({
        backOfficeUserId: companionTokens.backOfficeUserId,
        apiTokenId: companionTokens.apiTokenId,
        scope: companionTokens.scope,
      })
      .from(companionTokens)
      .where(
        and(
          eq(companionTokens.tokenHash, tokenHash),
          gt(companionTokens.expiresAt, sql`now()`),
          isNull(companionTokens.revokedAt),
        ),
      )
      .limit(1)
  )[0];

export const revokeCompanionTokens = (
  db: Executor,
  which: { apiTokenId: number } | { backOfficeUserId: number },
) =>
  db
    .update(companionTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        'apiTokenId' in which
          ? eq(companionTokens.apiTokenId, which.apiTokenId)
          : eq(companionTokens.backOfficeUserId, which.backOfficeUserId),
        isNull(companionTokens.revokedAt),
      ),
    );
