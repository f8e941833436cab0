import { asc, eq, inArray } from 'drizzle-orm';
import { addAppUsers } from '../companion/app-users/app-users.service';
import type { AppContext } from '../context';
import { businessToday } from '../lib/clock';
import { hashSecret } from '../lib/secrets';
import { insertUser } from '../modules/users/users.repository';
import { ensureAdmin } from '../modules/users/users.service';
import { cities, leads as leadsTable, users } from '../db/schema';
import { addDemoPhotos } from './demo-photos';
import { generateLeads } from '../db/seed/generate-leads';
import { recordDemoMistake, seedDemoLicences } from './demo-licences';
import { seedDemoReferrals } from './demo-referrals';
import { seedDemoCommissions } from './demo-commissions';
import { seedDemoCompanion } from './demo-companion';
import { seedDemoOffers } from './demo-offers';
import { seedDemoMedia } from './demo-media';

/** The demo's employees; all sign in with DEMO_PASSWORD. */
export const DEMO_EMPLOYEES = [
  { firstName: 'Asha', lastName: 'Patel', email: 'asha.demo@yaar.local', mobileNo: '7100000001' },
  {
    firstName: 'Bhavin',
    lastName: 'Shah',
    email: 'bhavin.demo@yaar.local',
    mobileNo: '7100000002',
  },
  {
    firstName: 'Chetna',
    lastName: 'Desai',
    email: 'chetna.demo@yaar.local',
    mobileNo: '7100000003',
  },
  { firstName: 'Dhruv', lastName: 'Mehta', email: 'dhruv.demo@yaar.local', mobileNo: '7100000004' },
] as const;
export const DEMO_PASSWORD = 'demo-password-1';
export const DEMO_LEADS = 300;

/** Companion app users, so 'Ref From' on referral leads shows a name. */
const DEMO_APP_USERS = [
  { name: 'Ravi Joshi', mobileNo: '8800000001' },
  { name: 'Sonal Trivedi', mobileNo: '8800000002' },
  { name: 'Kunal Vyas', mobileNo: '8800000003' },
];

export type DemoResult =
  | {
      created: true;
      employees: typeof DEMO_EMPLOYEES;
      leads: number;
      followUps: number;
      photos: number;
      licenceTransactions: number;
      referralPayments: number;
      commissionPayments: number;
      companionCompanies: number;
      adminPassword?: string;
    }
  | { created: false; reason: string };

/**
 * A living system for a newcomer: four employees, companion app users and a few hundred leads with
 * follow-ups across all six views (each lead with a Hoarding photo, most with visiting cards), and a
 * year of licence sales of all three products. Refuses (and adds nothing) when the demo employees exist.
 */
export async function seedDemo(ctx: AppContext): Promise<DemoResult> {
  const emails = DEMO_EMPLOYEES.map((employee) => employee.email);
  const existing = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  if (existing.length > 0) {
    return {
      created: false,
      reason: `The demo data is already there (${existing[0]!.email}); nothing was added.`,
    };
  }
  const { generatedPassword } = await ensureAdmin(ctx);
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const ids = await ctx.db.transaction(async (tx) => {
    const created: number[] = [];
    const [city] = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.name, 'Ahmedabad'));
    for (const [index, employee] of DEMO_EMPLOYEES.entries()) {
      created.push(
        await insertUser(tx, {
          ...employee,
          passwordHash,
          address: `${12 + index * 7} Relief Road`,
          cityId: city?.id,
          pincode: '380001',
          // Rupees earned per OYaar Purchase and Renewal they sell (DESIGN §7).
          oyComm1: '250',
          oyComm2: '100',
        }),
      );
    }
    await addAppUsers(tx, DEMO_APP_USERS);
    return created;
  });
  const { leads, followUps } = await generateLeads(ctx.db, {
    count: DEMO_LEADS,
    users: ids,
    seed: 2026,
    today: businessToday(ctx),
    refMobiles: DEMO_APP_USERS.map((user) => user.mobileNo),
  });
  const demoLeads = await ctx.db
    .select({ id: leadsTable.id })
    .from(leadsTable)
    .where(inArray(leadsTable.userId, ids))
    .orderBy(asc(leadsTable.id));
  const photos = await addDemoPhotos(
    ctx,
    demoLeads.map((lead) => lead.id),
  );
  const [admin] = await ctx.db.select().from(users).where(eq(users.email, ctx.config.ADMIN_EMAIL));
  const adminUser = {
    id: admin!.id,
    email: admin!.email,
    firstName: admin!.firstName,
    lastName: admin!.lastName,
    mobileNo: admin!.mobileNo,
    isAdmin: true,
  };
  let licenceTransactions = await seedDemoLicences(ctx, adminUser, ids);
  const referralPayments = await seedDemoReferrals(ctx, adminUser, DEMO_APP_USERS, ids);
  licenceTransactions += await recordDemoMistake(ctx, adminUser, ids);
  const commissionPayments = await seedDemoCommissions(ctx, adminUser, ids);
  const companionCompanies = await seedDemoCompanion(ctx, adminUser.id);
  await seedDemoOffers(ctx, companionCompanies);
  await seedDemoMedia(ctx, adminUser.id);
  return {
    created: true,
    employees: DEMO_EMPLOYEES,
    leads,
    followUps,
    photos,
    licenceTransactions,
    referralPayments,
    commissionPayments,
    companionCompanies: companionCompanies.length,
    adminPassword: generatedPassword,
  };
}
