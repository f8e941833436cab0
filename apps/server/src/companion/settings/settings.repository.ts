import { asc, eq, sql } from 'drizzle-orm';
import type { CompanySettings, DefaultMessage, Tutorial } from '@yaar/shared';
import { SECURITY_PIN_MINUTES } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { companies, defaultMessages, securityPins, tutorials } from '../../db/schema';
import { apiColumns, zeroOne } from '../../lib/api-columns';

const c = companies;
/** A company's settings under their API names (spec 2 §3), ReceivePayments as 0/1. */
const companyColumns = apiColumns({
  id: c.id,
  Name: c.name,
  PhoneNo: c.phoneNo,
  ReminderDays: c.reminderDays,
  UPIId: c.upiId,
  ReceivePayments: zeroOne(c.receivePayments),
} satisfies Record<keyof CompanySettings, unknown>);

/** Every company by name (the settings cards' pick list). */
export const listCompanies = (db: Executor) =>
  db.select(companyColumns).from(c).orderBy(asc(c.name), asc(c.id));

/** Changes one company's settings in one statement; false when there is no such company. */
export const updateCompany = async (
  db: Executor,
  id: number,
  values: Partial<Pick<typeof c.$inferInsert, 'reminderDays' | 'upiId' | 'receivePayments'>>,
) => (await db.update(c).set(values).where(eq(c.id, id)).returning({ id: c.id })).length > 0;

const t = tutorials;
const tutorialColumns = apiColumns({
  id: t.id,
  Title: t.title,
  Screen: t.screen,
  URL: t.url,
} satisfies Record<keyof Tutorial, unknown>);

export const listTutorials = (db: Executor) =>
  db.select(tutorialColumns).from(t).orderBy(asc(t.id));

export const updateTutorial = async (
  db: Executor,
  id: number,
  values: { title: string; screen: string; url: string },
) =>
  (
    await db
      .update(t)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(t.id, id))
      .returning({ id: t.id })
  ).length > 0;

const m = defaultMessages;
export const listDefaultMessages = (db: Executor) =>
  db
    .select(
      apiColumns({ key: m.key, message: m.message } satisfies Record<
        keyof DefaultMessage,
        unknown
      >),
    )
    .from(m)
    .orderBy(asc(m.key));

export const updateDefaultMessage = async (db: Executor, key: string, message: string) =>
  (
    await db
      .update(m)
      .set({ message, updatedAt: sql`now()` })
      .where(eq(m.key, key))
      .returning({ key: m.key })
  ).length > 0;

/**
 * Records a PIN's hash for an app user (app users are never deleted), valid SECURITY_PIN_MINUTES
 * from now by the database's clock, in one statement: the row is also the record of who issued it.
 */
export const insertSecurityPin = async (
  db: Executor,
  pin: { appUserId: number; pinHash: string; issuedBy: number },
) =>
  (
    await db
      .insert(securityPins)
      .values({
        ...pin,
        expiresAt: sql`now() + make_interval(mins => ${SECURITY_PIN_MINUTES})`,
      })
      .returning({ id: securityPins.id })
  )[0]!.id;
