import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';
import { uniqueMobile } from './env';
import { todayInKolkata } from './leads';

/**
 * A licence sold through the API by the administrator (`adminToken`) for `sellerId`: OYaar, ₹1,500
 * and 18 % GST (₹1,770.00) by UPI, to a buyer in Gujarat without a GSTIN, running `days` from
 * today. Its mobile, invoice number and transaction id.
 */
export async function sellLicenceViaApi(
  request: APIRequestContext,
  adminToken: string,
  sale: { sellerId: number; name: string; days: number; mobile?: string },
) {
  const MobileNo = sale.mobile ?? uniqueMobile();
  const answer = await request.post('/api/update-license', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      Product: 'OYaar',
      MobileNo,
      Name: sale.name,
      TranType: 'Purchase',
      EmployeeId: sale.sellerId,
      EntryDate: todayInKolkata(),
      LicenseYears: sale.days,
      NoOfCompanies: 1,
      ProductCharges: '1000.00',
      ServerCharges: '500.00',
      WABalance: '0.00',
      SubTotal: '1500.00',
      GSTCharges: '270.00',
      TotalCharges: '1770.00',
      PaymentMethod: 'UPI',
      // A buyer without a GSTIN names their state (issue 42): the supplier's own here.
      PlaceOfSupply: 'Gujarat',
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { data } = (await answer.json()) as { data: { InvoiceNo: string; transactionId: number } };
  return { MobileNo, InvoiceNo: data.InvoiceNo, id: data.transactionId };
}
