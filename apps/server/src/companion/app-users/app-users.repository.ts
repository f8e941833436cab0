import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUsers } from '../../db/schema';
import { textArray } from '../../db/sql-arrays';

export const findAppUserByMobile = async (db: Executor, mobileNo: string) =>
  (
    await db
      .select({ id: appUsers.id, name: appUsers.name })
      .from(appUsers)
      .where(eq(appUsers.mobileNo, mobileNo))
      .limit(1)
  )[0];

/** Set-based insert; numbers already present are left as they are. */
export const insertAppUsers = (
  db: Executor,
  users: readonly { name: string; mobileNo: string }[],
) =>
  db.execute(sql`
    insert into companion.app_users (name, mobile_no)
    select * from unnest(${textArray(users.map((u) => u.name))}, ${textArray(users.map((u) => u.mobileNo))})
    on conflict (mobile_no) do nothing`);

/** Sets an app user's payment info; false when no app user has the number. */
export const updatePaymentInfo = async (db: Executor, mobileNo: string, paymentInfo: string) =>
  (
    await db
      .update(appUsers)
      .set({ paymentInfo })
      .where(eq(appUsers.mobileNo, mobileNo))
      .returning({ id: appUsers.id })
  ).length > 0;
