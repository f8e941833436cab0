import { asc, ne, and, isNull } from 'drizzle-orm';
import {
  licenceTotals,
  licenceUpdateSchema,
  paiseToRupees,
  referralPaymentSchema,
} from '@yaar/shared';
import { updatePaymentInfo } from '../companion/app-users/app-users.repository';
import type { AppContext, AuthUser } from '../context';
import { leads } from '../db/schema';
import { businessToday, fixedClock } from '../lib/clock';
import { addDays } from '@yaar/shared';
import { updateLicence } from '../modules/licences/licences.service';
import { payReferral } from '../modules/referrals/referrals.service';

/**
 * Referrals in all three states: the first referred businesses install (an OYaar purchase); of
 * those, two are paid in full (Complete), one in part and one not yet (Payable); the rest have not
 * installed (Pending). Two of the referrers have given their payment info.
 */
export async function seedDemoReferrals(
  ctx: AppContext,
  admin: AuthUser,
  referrers: readonly { mobileNo: string }[],
  employees: readonly number[],
): Promise<number> {
  const referred = await ctx.db
    .select({ mobileNo: leads.mobileNo, refMobileNo: leads.refMobileNo, name: leads.companyName })
    .from(leads)
    .where(and(ne(leads.refMobileNo, ''), isNull(leads.deletedAt)))
    .orderBy(asc(leads.id))
    .limit(4);
  for (const referrer of referrers.slice(0, 2))
    await updatePaymentInfo(ctx.db, referrer.mobileNo, `${referrer.mobileNo}@okaxis`);
  const today = businessToday(ctx);
  const totals = licenceTotals({
    productCharges: 600000,
    serverCharges: 0,
    waBalance: 0,
    freeWABalance: false,
    gst: true,
  });
  let payments = 0;
  for (const [index, lead] of referred.entries()) {
    const day = addDays(today, -20 + index);
    // Recorded on its day: a month's GST return, once due, takes no more sales (issue 42).
    await updateLicence({ ...ctx, clock: fixedClock(`${day}T06:00:00Z`) }, admin, {
      ...licenceUpdateSchema.parse({
        Product: 'OYaar',
        MobileNo: lead.mobileNo,
        Name: lead.name || 'Referred business',
        TranType: 'Purchase',
        EmployeeId: employees[index % employees.length],
        EntryDate: day,
        LicenseYears: 365,
        NoOfCompanies: 1,
        ProductCharges: paiseToRupees(600000),
        ServerCharges: '0',
        WABalance: '0',
        IsGST: true,
        PlaceOfSupply: 'Gujarat',
        SubTotal: paiseToRupees(totals.subTotal),
        GSTCharges: paiseToRupees(totals.gstCharges),
        TotalCharges: paiseToRupees(totals.totalCharges),
        PaymentMethod: 'UPI',
      }),
    });
    // Two paid in full, one in part, one not yet (and only where the referrer gave payment info).
    const amounts = [['300', '200'], ['500'], ['150'], []][index] ?? [];
    for (const [at, Amount] of amounts.entries()) {
      const payment = referralPaymentSchema.parse({
        EntryDate: addDays(today, -10 + at),
        RefMobileNo: lead.refMobileNo,
        MobileNo: lead.mobileNo,
        Amount,
        PaymentMethod: at === 0 ? 'UPI' : 'NEFT',
        Remarks: 'Referral reward',
      });
      const paid = await payReferral(ctx, admin, payment).then(
        () => true,
        () => false, // no payment info on file for this referrer: left Payable
      );
      if (paid) payments += 1;
    }
  }
  return payments;
}
