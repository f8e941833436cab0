import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  announcements,
  appUsers,
  appVersions,
  companies,
  licenceExpiry,
  pushOutbox,
  remindersSent,
} from '../db/schema';

const OWNERS = [
  'Ramesh Patel',
  'Suresh Shah',
  'Meena Desai',
  'Kiran Mehta',
  'Hitesh Joshi',
  'Nilesh Parmar',
  'Pooja Trivedi',
  'Jignesh Rana',
  'Alpa Vyas',
  'Manoj Solanki',
  'Dipti Bhatt',
  'Harsh Chauhan',
];
const SHOPS = [
  'Jalaram Kirana Store',
  'Shree Hari Medical',
  'Ambika Hardware',
  'Khodiyar Dairy',
  'Sai Mobile Point',
  'Gayatri Electricals',
  'Umiya Textiles',
  'Mahadev Sweets',
  'श्री गणेश किराना',
  'શ્રી રામ ટ્રેડર્સ',
  'Navkar Stationers',
  'Balaji Auto Care',
];
const CUSTOMERS = [
  'Anil Kumar',
  'Bhavna Patel',
  'Chirag Shah',
  'Divya Joshi',
  'Ekta Mehta',
  'Farhan Shaikh',
  'Gaurav Desai',
  'Heena Parekh',
  'Ishaan Modi',
  'Jaya Raval',
];
export const DEMO_CUSTOMERS = 160;

const DEMO_VERSIONS = [
  { version: '2.3.0', deviceType: 'Android', message: '' },
  { version: '2.3.0', deviceType: 'IOS', message: '' },
  {
    version: '2.4.0',
    deviceType: 'Android',
    forceUpdate: true,
    message: 'Payment reminders on WhatsApp.',
  },
  { version: '2.4.1', deviceType: 'IOS', message: 'Faster start-up and a fix for UPI links.' },
] as const;

const DEMO_ANNOUNCEMENTS = [
  {
    title: 'Diwali greetings',
    body: 'Send your customers Diwali wishes and offers from the Offers screen.',
    sentTo: 'companies',
  },
  {
    title: 'Pay your shop by UPI',
    body: 'You can now pay your favourite shops by UPI right inside OYaar.',
    sentTo: 'users',
  },
] as const;

/** A repeatable spread of small numbers (the demo is the same on every machine). */
const spread = (i: number, modulo: number) => (i * 7919 + 13) % modulo;
/** Noon of the day `daysAgo` before now, in Kolkata, give or take the hour of `i`. */
const daysAgo = (now: Date, days: number, i = 0) =>
  new Date(now.getTime() - days * 86_400_000 - (i % 9) * 3_600_000);

/**
 * The OYaar app's side of the demo (DESIGN §7): a company for each OYaar licence the demo sold
 * (its owner's mobile is the licence's; some licences have expired) and four that never bought
 * one, owners and customers registered over the last two months, and the reminders each company
 * sent over the last month. Returns the companies' ids.
 */
export async function seedDemoCompanion(ctx: AppContext, adminId: number): Promise<number[]> {
  const now = ctx.clock.now();
  const licensed = await ctx.db
    .select({ mobileNo: licenceExpiry.mobileNo })
    .from(licenceExpiry)
    .where(eq(licenceExpiry.product, 'OYaar'))
    .orderBy(licenceExpiry.mobileNo);
  const unlicensed = [0, 1, 2, 3].map((i) => ({
    mobileNo: `8600000${String(i).padStart(3, '0')}`,
  }));
  const owned = [...licensed, ...unlicensed];
  return ctx.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const [i, licence] of owned.entries()) {
      const registered = daysAgo(now, 2 + spread(i, 58), i);
      const [owner] = await tx
        .insert(appUsers)
        .values({
          name: OWNERS[i % OWNERS.length]!,
          mobileNo: licence.mobileNo,
          createdAt: registered,
        })
        .onConflictDoUpdate({ target: appUsers.mobileNo, set: { createdAt: registered } })
        .returning({ id: appUsers.id });
      const [company] = await tx
        .insert(companies)
        .values({
          name: i === 5 ? '' : SHOPS[i % SHOPS.length]!,
          phoneNo: `79${String(40_000_000 + i).padStart(8, '0')}`,
          ownerId: owner!.id,
          reminderDays: [1, 2, 3, 5, 7][i % 5]!,
          upiId: i % 3 === 0 ? `shop${i + 1}@okaxis` : '',
          receivePayments: i % 3 === 0,
          createdAt: registered,
        })
        .returning({ id: companies.id });
      ids.push(company!.id);
      const sent = spread(i, 31);
      if (sent > 0)
        await tx.insert(remindersSent).values(
          Array.from({ length: sent }, (_, r) => ({
            companyId: company!.id,
            sentAt: daysAgo(now, spread(i + r, 30), r),
          })),
        );
    }
    await tx.insert(appVersions).values(
      DEMO_VERSIONS.map((version, i) => ({
        ...version,
        createdBy: adminId,
        createdAt: daysAgo(now, 50 - i * 12),
      })),
    );
    for (const [i, announcement] of DEMO_ANNOUNCEMENTS.entries()) {
      const sentAt = daysAgo(now, 20 - i * 9);
      const [row] = await tx
        .insert(announcements)
        .values({ ...announcement, createdBy: adminId, createdAt: sentAt })
        .returning({ id: announcements.id });
      await tx.insert(pushOutbox).values({
        announcementId: row!.id,
        audience: announcement.sentTo,
        createdAt: sentAt,
        sentAt,
        attempts: 1,
      });
    }
    await tx.insert(appUsers).values(
      Array.from({ length: DEMO_CUSTOMERS }, (_, i) => ({
        name: `${CUSTOMERS[i % CUSTOMERS.length]}${i >= CUSTOMERS.length ? ` ${Math.floor(i / CUSTOMERS.length) + 1}` : ''}`,
        mobileNo: `85${String(10_000_000 + i).padStart(8, '0')}`,
        createdAt: daysAgo(now, spread(i, 60), i),
      })),
    );
    return ids;
  });
}
