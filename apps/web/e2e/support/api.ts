import { expect, type APIRequestContext } from '@playwright/test';
import { latestOtpFor, uniqueMobile } from './env';
import type { NewEmployee } from './pages';

/** A new employee signed up through the API (send-otp, verify-otp, register), ready to sign in. */
export async function registerEmployee(
  request: APIRequestContext,
  firstName = 'Staff',
  lastName = 'Tester',
): Promise<NewEmployee> {
  const mobile = uniqueMobile();
  const employee = {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${mobile}@yaar.test`,
    mobile,
    password: 'staff-password-1',
  };
  expect((await request.post('/api/send-otp', { data: { MobileNo: mobile } })).status()).toBe(200);
  const otp = latestOtpFor(mobile);
  const verified = await request.post('/api/verify-otp', { data: { MobileNo: mobile, otp } });
  expect(verified.status()).toBe(200);
  // The proof of the number that register requires.
  const { VerificationToken } = ((await verified.json()) as { data: { VerificationToken: string } })
    .data;
  const cities = (await (await request.get('/api/cities-list')).json()) as {
    data: { CityId: number; CityName: string }[];
  };
  const ahmedabad = cities.data.find((city) => city.CityName === 'Ahmedabad')!;
  const registered = await request.post('/api/register', {
    data: {
      FirstName: employee.firstName,
      LastName: employee.lastName,
      Email: employee.email,
      MobileNo: mobile,
      Address: '1 Relief Road',
      CityId: ahmedabad.CityId,
      Pincode: '380001',
      Password: employee.password,
      VerificationToken,
    },
  });
  expect(registered.status()).toBe(200);
  return employee;
}

/**
 * A first OYaar licence sale through `POST /api/update-license` (₹1,000 + 18 % GST, by UPI),
 * credited to `employeeId`: an installation for a referral, a sale that earns commission.
 */
export async function recordOyaarPurchase(
  request: APIRequestContext,
  adminToken: string,
  sale: { mobile: string; name: string; employeeId: number; day: string },
) {
  const answer = await request.post('/api/update-license', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      Product: 'OYaar',
      MobileNo: sale.mobile,
      Name: sale.name,
      TranType: 'Purchase',
      EmployeeId: sale.employeeId,
      EntryDate: sale.day,
      LicenseYears: 365,
      NoOfCompanies: 1,
      ProductCharges: '1000.00',
      ServerCharges: '0.00',
      WABalance: '0.00',
      SubTotal: '1000.00',
      GSTCharges: '180.00',
      TotalCharges: '1180.00',
      PaymentMethod: 'UPI',
      // A buyer without a GSTIN names their state (issue 42): the supplier's own here.
      PlaceOfSupply: 'Gujarat',
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The employee's commission per OYaar purchase and renewal (`POST /api/update-user`, the full edit). */
export async function setCommissionRates(
  request: APIRequestContext,
  adminToken: string,
  employee: NewEmployee & { id: number },
  rates: { purchase: string; renewal: string },
) {
  const cities = (await (await request.get('/api/cities-list')).json()) as {
    data: { CityId: number; CityName: string }[];
  };
  const answer = await request.post('/api/update-user', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      id: employee.id,
      FirstName: employee.firstName,
      LastName: employee.lastName,
      Email: employee.email,
      MobileNo: employee.mobile,
      Address: '1 Relief Road',
      CityId: cities.data.find((city) => city.CityName === 'Ahmedabad')!.CityId,
      Pincode: '380001',
      OYComm1: rates.purchase,
      OYComm2: rates.renewal,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}
