import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { leadEvents, leads } from '../../db/schema';
import type { TestApp } from '../../../test/app';
import { appWithAdmin, type TestUser } from '../../../test/factories';
import { cityIdOf, insertLead, leadMobile, statusIdOf } from '../../../test/leads';
import { insertPoolLeads, type NewPoolLead } from './lead-bulk.repository';

/**
 * An import checks its batch's mobiles against the live leads, then inserts it. A mobile another
 * user saves in between must cost that row only: the batch is written again without it, in the
 * same transaction, and the import goes on.
 */
let t: TestApp, admin: TestUser;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

async function poolLead(mobile: string): Promise<NewPoolLead> {
  return {
    CompanyName: `Pool ${mobile}`,
    OwnerName: '',
    MobileNo: mobile,
    GSTNo: '',
    BusinessType: 'Service',
    Address: '',
    CityId: await cityIdOf(t.ctx),
    Pincode: '',
    Product: 'OYaar',
    Requirements: '',
    NextDate: '2026-12-01',
    StatusId: await statusIdOf(t.ctx, 'Pending', 'Interested'),
  };
}

it('skips a mobile saved after the check and writes the rest of the batch in the same transaction', async () => {
  const takenMobile = leadMobile();
  const savedMeanwhile = await insertLead(t.ctx, admin.id, { mobileNo: takenMobile });
  const fresh = [leadMobile(), leadMobile()];
  const batch = await Promise.all([fresh[0]!, takenMobile, fresh[1]!].map(poolLead));

  const inserted = await t.ctx.db.transaction(async (tx) => {
    const count = await insertPoolLeads(tx, admin.id, '2026-11-29', JSON.stringify(batch));
    // The transaction is still usable: the import's next batch goes in after it.
    const next = await insertPoolLeads(tx, admin.id, '2026-11-29', JSON.stringify([]));
    return count + next;
  });

  expect(inserted).toBe(2);
  const written = await t.ctx.db
    .select({ id: leads.id, mobile: leads.mobileNo, company: leads.companyName })
    .from(leads)
    .where(inArray(leads.mobileNo, [...fresh, takenMobile]));
  expect(written.map((row) => row.mobile).sort()).toEqual([...fresh, takenMobile].sort());
  const taken = written.find((row) => row.mobile === takenMobile)!;
  expect(taken).toMatchObject({ id: savedMeanwhile, company: 'Arranged Lead' });
  // Each lead the import wrote has its 'imported' event, once; the one saved meanwhile has none.
  const events = await t.ctx.db
    .select({ leadId: leadEvents.leadId })
    .from(leadEvents)
    .where(eq(leadEvents.type, 'imported'));
  const importedIds = written.filter((row) => row.id !== savedMeanwhile).map((row) => row.id);
  expect(events.filter((event) => importedIds.includes(event.leadId))).toHaveLength(2);
  expect(events.some((event) => event.leadId === savedMeanwhile)).toBe(false);
});
