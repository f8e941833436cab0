import type { AppContext } from '../src/context';
import { appUsers, companies, licences, remindersSent } from '../src/db/schema';

let nextMobile = 7_000_000_000 + Math.floor(Math.random() * 900_000_000);

/** A fresh 10-digit mobile no other factory call in this run has used. */
export const freshMobile = () => String(nextMobile++);

/** An app user of the companion app (an owner or a customer), registered at `createdAt`. */
export async function createAppUser(
  ctx: AppContext,
  options: { name?: string; mobileNo?: string; createdAt?: Date; paymentInfo?: string } = {},
) {
  const [row] = await ctx.db
    .insert(appUsers)
    .values({
      name: options.name ?? 'Ramesh Patel',
      mobileNo: options.mobileNo ?? freshMobile(),
      paymentInfo: options.paymentInfo ?? '',
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** A company of the companion app with its owner (created too unless given). */
export async function createCompany(
  ctx: AppContext,
  options: {
    name?: string;
    phoneNo?: string;
    ownerId?: number;
    ownerName?: string;
    ownerMobile?: string;
    createdAt?: Date;
    reminderDays?: number;
    upiId?: string;
  } = {},
) {
  const ownerId =
    options.ownerId ??
    (
      await createAppUser(ctx, {
        name: options.ownerName,
        mobileNo: options.ownerMobile,
        createdAt: options.createdAt,
      })
    ).id;
  const [row] = await ctx.db
    .insert(companies)
    .values({
      name: options.name ?? 'Shree Ganesh Traders',
      phoneNo: options.phoneNo ?? freshMobile(),
      ownerId,
      ...(options.reminderDays !== undefined ? { reminderDays: options.reminderDays } : {}),
      ...(options.upiId !== undefined ? { upiId: options.upiId } : {}),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** `times` reminders sent by a company at `sentAt`. */
export async function recordReminders(
  ctx: AppContext,
  companyId: number,
  times: number,
  sentAt = new Date(),
) {
  if (times === 0) return;
  await ctx.db
    .insert(remindersSent)
    .values(Array.from({ length: times }, () => ({ companyId, sentAt })));
}

/** An OYaar licence for `mobileNo` running to `expiresOn` (null: recorded, never extended). */
export async function grantOYaarLicence(
  ctx: AppContext,
  mobileNo: string,
  expiresOn: string | null,
) {
  await ctx.db.insert(licences).values({ product: 'OYaar', mobileNo, expiresOn });
}

/** Noon of a business day in Kolkata, as an instant. */
export const noonOf = (day: string) => new Date(`${day}T12:00:00+05:30`);
