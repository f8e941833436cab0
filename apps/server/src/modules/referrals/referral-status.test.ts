import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { referralStatus } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { referralStatusSql } from './referral-status';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

it('states a referral in SQL as the one rule does, on every side of both thresholds', async () => {
  const cases = [0, 1, 2, 3].flatMap((requiredInstallations) =>
    [0, 1, 2, 3, 4].flatMap((installations) =>
      [0, 50_000].flatMap((commissionPaise) =>
        [0, 1, 49_999, 50_000, 50_001, 120_000].map((paidPaise) => ({
          installations,
          requiredInstallations,
          paidPaise,
          commissionPaise,
        })),
      ),
    ),
  );
  for (const referral of cases) {
    const { rows } = await t.ctx.db.execute<{ status: string }>(
      sql`select ${referralStatusSql(
        {
          installations: sql`${referral.installations}::int`,
          paidPaise: sql`${referral.paidPaise}::numeric`,
        },
        referral,
      )} as status`,
    );
    expect({ referral, status: rows[0]!.status }).toEqual({
      referral,
      status: referralStatus(referral),
    });
  }
});
