import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, licenceMessages } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminUser, createStaffUser, type TestUser } from '../../../test/factories';
import { expectNoSecretsInAnswers } from '../../../test/leaks';
import { listTransactions, post, search, update, updateBody } from '../../../test/licences';
import { fixedClock } from '../../lib/clock';

let t: TestApp;
let admin: TestUser;
let staff: TestUser;
let inactive: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminUser(t.ctx);
  staff = await createStaffUser(t.ctx, { firstName: 'Ravi' });
  inactive = await createStaffUser(t.ctx, { status: 0 });
  // 23 Nov 2026, 00:30 in Kolkata (still the 22nd in UTC): the business day is the 23rd.
  t.ctx.clock = fixedClock('2026-11-22T19:00:00Z');
});
afterAll(() => t.close());

/** A first purchase of an OYaar licence for `MobileNo`, valid `LicenseYears` days. */
const purchase = (MobileNo: string, LicenseYears: number) =>
  post(t, admin, '/update-license', updateBody({ MobileNo, EmployeeId: staff.id, LicenseYears }));

describe('authorisation', () => {
  const routes = [
    '/search-license',
    '/update-license',
    '/license-transactions',
    '/delete-license-transaction',
    '/report-license',
  ];
  it.each(routes)('%s: 401 anonymous, 403 staff', async (route) => {
    expect((await post(t, null, route)).body).toEqual({
      status: 401,
      message: apiMessages.unauthorized,
    });
    expect((await post(t, staff, route)).body).toEqual({
      status: 403,
      message: apiMessages.forbidden,
    });
  });
});

describe('POST /search-license', () => {
  it.each([
    [{ MobileNo: '9876543210' }, 'Product', licenceMessages.productRequired],
    [{ Product: 'OYaar' }, 'MobileNo', licenceMessages.mobileRequired],
    [{ Product: 'OYaar', MobileNo: '98765' }, 'MobileNo', licenceMessages.mobileInvalid],
  ])('422 %j', async (payload, field, message) => {
    const { status, body } = await post(t, admin, '/search-license', payload);
    expect(status).toBe(422);
    expect(body.errors?.[field]).toBe(message);
  });

  it('answers an empty list and a message when there is no licence', async () => {
    const { status, body } = await post(t, admin, '/search-license', {
      Product: 'BuildYaar',
      MobileNo: '9000011111',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 200, message: licenceMessages.notFound, data: [] });
  });

  it('reads a mobile typed with +91, a leading 0, spaces or dashes as its ten digits', async () => {
    expect((await purchase('+91 90000 00188', 30)).status).toBe(200);
    for (const typed of ['09000000188', '+91-90000-00188', '90000 00188']) {
      const { status, body } = await post(t, admin, '/search-license', {
        Product: 'OYaar',
        MobileNo: typed,
      });
      expect(status).toBe(200);
      expect(body.data).toEqual([expect.objectContaining({ MobileNo: '9000000188' })]);
    }
  });
});

describe('POST /update-license', () => {
  it('creates the licence with a Purchase: expiry counted from today', async () => {
    const body = updateBody({
      MobileNo: '9000000101',
      EmployeeId: staff.id,
      NoOfCompanies: 2,
      wa: 20000,
    });
    const { status, body: answer } = await update(t, admin, body);
    expect(status).toBe(200);
    expect(answer.data!.message).toBe(licenceMessages.updated);
    expect(await search(t, admin, '9000000101')).toEqual({
      id: expect.any(Number) as number,
      Product: 'OYaar',
      Name: 'Asha Traders',
      MobileNo: '9000000101',
      LicenseKey: '2027-11-23',
      NoOfCompanies: 2,
      WABalance: '200.00',
      // A first sale sets the usual charges it was made at (issue 30: they stayed ₹0.00).
      ProductCharges: '1000.00',
      ServerCharges: '500.00',
      CustomerAddress: '',
      CustomerGSTIN: '',
      PlaceOfSupply: 'Gujarat',
      NoReminders: 0,
    });
  });

  it('extends from a future expiry, adds WA and keeps the standard charges sent from the left card', async () => {
    await purchase('9000000102', 30);
    const renewal = updateBody({
      MobileNo: '9000000102',
      EmployeeId: staff.id,
      TranType: 'Renewal',
      LicenseYears: 10,
      wa: 5000,
      LicenseProductCharges: '1000',
      LicenseServerCharges: '500.50',
      Name: 'Asha & Sons',
    });
    expect((await post(t, admin, '/update-license', renewal)).status).toBe(200);
    expect(await search(t, admin, '9000000102')).toMatchObject({
      Name: 'Asha & Sons',
      LicenseKey: '2027-01-02',
      WABalance: '50.00',
      ProductCharges: '1000.00',
      ServerCharges: '500.50',
    });
  });

  it('a WA recharge (free) adds the balance at zero price and leaves the expiry', async () => {
    await purchase('9000000103', 5);
    const free = updateBody({
      MobileNo: '9000000103',
      TranType: 'WARecharge',
      LicenseYears: 0,
      product: 0,
      server: 0,
      wa: 30000,
      free: true,
      PaymentMethod: undefined,
    });
    expect(free.TotalCharges).toBe('0.00');
    expect((await post(t, admin, '/update-license', free)).status).toBe(200);
    expect(await search(t, admin, '9000000103')).toMatchObject({
      LicenseKey: '2026-11-28',
      WABalance: '300.00',
    });
  });

  it.each([
    ['TranType', { TranType: undefined }, licenceMessages.tranTypeRequired],
    ['EmployeeId', { EmployeeId: undefined }, licenceMessages.employeeRequired],
    ['PaymentMethod', { PaymentMethod: undefined }, licenceMessages.paymentMethodRequired],
    ['MobileNo', { MobileNo: '12' }, licenceMessages.mobileInvalid],
    ['MobileNo', { MobileNo: '' }, licenceMessages.mobileRequired],
    ['Product', { Product: 'Other' }, licenceMessages.productRequired],
    ['ProductCharges', { ProductCharges: '-5' }, licenceMessages.amountInvalid],
    ['LicenseYears', { LicenseYears: 1.5 }, licenceMessages.daysInvalid],
    ['EntryDate', { EntryDate: '' }, licenceMessages.entryDateRequired],
    ['EntryDate', { EntryDate: '2026-11-24' }, licenceMessages.entryDateFuture],
    [
      'TotalCharges',
      { TotalCharges: '1.00' },
      licenceMessages.totalsDisagree('TotalCharges', 177000),
    ],
    ['GSTCharges', { GSTCharges: '0' }, licenceMessages.totalsDisagree('GSTCharges', 27000)],
    ['SubTotal', { SubTotal: '1499.99' }, licenceMessages.totalsDisagree('SubTotal', 150000)],
    ['CustomerGSTIN', { CustomerGSTIN: 'ABC' }, licenceMessages.gstinInvalid],
    ['PlaceOfSupply', { PlaceOfSupply: 'Atlantis' }, licenceMessages.stateUnknown],
  ])('422 on %s', async (field, change, message) => {
    const body = { ...updateBody({ MobileNo: '9000000199', EmployeeId: staff.id }), ...change };
    const { status, body: answer } = await post(t, admin, '/update-license', body);
    expect(status).toBe(422);
    expect(answer.errors?.[field]).toBe(message);
    expect(await search(t, admin, '9000000199')).toBeUndefined();
  });

  it('refuses an inactive employee', async () => {
    const { status, body } = await post(
      t,
      admin,
      '/update-license',
      updateBody({ MobileNo: '9000000198', EmployeeId: inactive.id }),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({ EmployeeId: licenceMessages.employeeUnknown });
  });

  it('two admins saving at once on one licence: both changes land', async () => {
    await post(
      t,
      admin,
      '/update-license',
      updateBody({ MobileNo: '9000000104', EmployeeId: staff.id, LicenseYears: 10, wa: 1000 }),
    );
    const renew = (days: number) =>
      post(
        t,
        admin,
        '/update-license',
        updateBody({
          MobileNo: '9000000104',
          EmployeeId: staff.id,
          TranType: 'Renewal',
          LicenseYears: days,
          wa: 1000,
        }),
      );
    const answers = await Promise.all([renew(20), renew(30), renew(40)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // 23 Nov + 10 + 20 + 30 + 40 days; WA 4 × ₹10
    expect(await search(t, admin, '9000000104')).toMatchObject({
      LicenseKey: '2027-03-03',
      WABalance: '40.00',
    });
  });

  it('refuses a first sale with every refusal of the service at once, each beside its field', async () => {
    const { status, body } = await update(t, admin, {
      ...updateBody({ MobileNo: '9300000009', EmployeeId: 999999, EntryDate: '2026-11-24' }),
      Name: '',
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      EmployeeId: licenceMessages.employeeUnknown,
      EntryDate: licenceMessages.entryDateFuture,
      Name: licenceMessages.nameRequired,
    });
  });

  it('two admins recording the first sale of a new number at once: one licence, two transactions', async () => {
    const first = () =>
      post(
        t,
        admin,
        '/update-license',
        updateBody({ MobileNo: '9000000105', EmployeeId: staff.id, LicenseYears: 10 }),
      );
    const answers = await Promise.all([first(), first()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await search(t, admin, '9000000105')).toMatchObject({ LicenseKey: '2026-12-13' });
    expect((await listTransactions(t, admin, { MobileNo: '9000000105' })).meta.total).toBe(2);
  });

  it('keeps no secret in any answer', () => expectNoSecretsInAnswers(t));
});
