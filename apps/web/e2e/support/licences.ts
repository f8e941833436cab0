import type { APIRequestContext } from '@playwright/test';
import { registerEmployee } from './api';
import { expect } from './test';
import { e2e, uniqueMobile } from './env';
import { apiSignIn, todayInKolkata } from './leads';

/**
 * A new employee who sells licences (Ravi Seller), with the API sessions a sale needs: the
 * administrator's, who records it, and the seller's, whose id it is recorded for.
 */
export async function newSellerWithSessions(request: APIRequestContext) {
  const employee = await registerEmployee(request, 'Ravi', 'Seller');
  const admin = await apiSignIn(request, e2e.admin.email, e2e.admin.password);
  const seller = await apiSignIn(request, employee.email, employee.password);
  return { employee, admin, seller };
}

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
