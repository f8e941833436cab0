import { and, desc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { MAX_PUSH_DEVICES, type PushSubscriptionBody } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { followUpReminders, pushSubscriptions } from '../../db/schema';
import type { DueFollowUps } from '../dashboard';

const s = pushSubscriptions;
const r = followUpReminders;

/**
 * Keeps `body` as one of the user's devices: a known endpoint is updated (renewed, or moved to
 * whoever signed in on that browser now), and past MAX_PUSH_DEVICES the ones renewed longest ago go.
 * Answers the device's id and the user it belonged to before (null when it is new).
 */
export async function saveDevice(
  db: Executor,
  userId: number,
  body: PushSubscriptionBody,
  now: Date,
) {
  const device = { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, renewedAt: now };
  const [saved] = await db
    .insert(s)
    .values({ ...device, endpoint: body.endpoint, createdAt: now })
    .onConflictDoUpdate({ target: s.endpoint, set: device })
    .returning({ id: s.id, previousUserId: sql<number | null>`old.user_id` });
  const kept = db
    .select({ id: s.id })
    .from(s)
    .where(eq(s.userId, userId))
    .orderBy(desc(s.renewedAt), desc(s.id))
    .limit(MAX_PUSH_DEVICES);
  await db.delete(s).where(and(eq(s.userId, userId), notInArray(s.id, kept)));
  return saved!;
}

/** Forgets the user's device at `endpoint` (someone else's is left alone); answers if there was one. */
export const deleteDevice = async (db: Executor, userId: number, endpoint: string) =>
  (
    await db
      .delete(s)
      .where(and(eq(s.userId, userId), eq(s.endpoint, endpoint)))
      .returning({ id: s.id })
  ).length > 0;

/** A device the push service no longer knows (404/410): a browser subscribing again gets a new endpoint. */
export const dropGoneDevice = (db: Executor, id: number, endpoint: string) =>
  db.delete(s).where(and(eq(s.id, id), eq(s.endpoint, endpoint)));

/** The employees among `due` with at least one device. */
export async function withDevices(db: Executor, due: DueFollowUps[]): Promise<DueFollowUps[]> {
  if (due.length === 0) return [];
  const rows = await db
    .select({ userId: s.userId })
    .from(s)
    .where(
      inArray(
        s.userId,
        due.map((employee) => employee.userId),
      ),
    )
    .groupBy(s.userId);
  const having = new Set(rows.map((row) => row.userId));
  return due.filter((employee) => having.has(employee.userId));
}

export const devicesOf = (db: Executor, userIds: number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: s.id,
          userId: s.userId,
          endpoint: s.endpoint,
          p256dh: s.p256dh,
          auth: s.auth,
        })
        .from(s)
        .where(inArray(s.userId, userIds))
        .orderBy(s.userId, s.id);

/**
 * Claims the reminders of `day` for `employees` (ordered by user, so two runs claiming at once
 * cannot deadlock): one row per employee and day, committed before anything is sent. A row
 * another run holds is not claimed again, unless its sending was left unfinished since before
 * `staleBefore` (that process died). Answers the claimed employees.
 */
export async function claimReminders(
  db: Executor,
  day: string,
  employees: DueFollowUps[],
  now: Date,
  staleBefore: Date,
): Promise<number[]> {
  if (employees.length === 0) return [];
  const rows = await db
    .insert(r)
    .values(
      employees.map((e) => ({
        userId: e.userId,
        day,
        claimedAt: now,
        todayCount: e.today,
        overdueCount: e.overdue,
      })),
    )
    .onConflictDoUpdate({
      target: [r.userId, r.day],
      set: { claimedAt: now },
      setWhere: and(isNull(r.sentAt), lt(r.claimedAt, staleBefore)),
    })
    .returning({ userId: r.userId });
  return rows.map((row) => row.userId);
}

/** What sending one employee's reminder came to. */
export interface ReminderOutcome {
  userId: number;
  delivered: number;
  failed: number;
  lastError: string | null;
}

/** Marks the reminders sent (whatever each device answered): no run sends them again. */
export async function finishReminders(
  db: Executor,
  day: string,
  outcomes: ReminderOutcome[],
  now: Date,
) {
  if (outcomes.length === 0) return;
  const values = sql.join(
    outcomes.map(
      (o) =>
        sql`(${o.userId}::int, ${o.delivered}::smallint, ${o.failed}::smallint, ${o.lastError}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${r} set sent_at = ${now}, delivered = v.delivered, failed = v.failed,
      last_error = v.last_error
    from (values ${values}) as v(user_id, delivered, failed, last_error)
    where ${r.userId} = v.user_id and ${r.day} = ${day}`);
}
