import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inputMessages,
  settingsMessages,
  type ApiEnvelope,
  type CompanySettings,
  type DefaultMessage,
  type Tutorial,
} from '@yaar/shared';
import type { Headers, TestApp } from '../../../test/app';
import { createCompany } from '../../../test/companion-factories';
import { appWithCompanionAdmin } from '../../../test/factories';

let t: TestApp, admin: Headers;
beforeAll(async () => ({ t, admin } = await appWithCompanionAdmin()));
afterAll(() => t.close());

const post = (path: string, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: `/oyaar-api${path}`, payload, headers: admin });
const read = async <T>(path: string) => {
  const response = await t.inject({ method: 'GET', url: `/oyaar-api${path}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json<ApiEnvelope<T[]>>().data!;
};
const companyOf = async (id: number) =>
  (await read<CompanySettings>('/all-companies')).find((company) => company.id === id);
const errorsOf = (response: Awaited<ReturnType<typeof post>>) => {
  expect(response.statusCode).toBe(422);
  return response.json<{ errors: Record<string, string> }>().errors;
};

describe('GET /all-companies', () => {
  it('lists every company by name with its settings under the API names', async () => {
    const zeta = await createCompany(t.ctx, { name: 'Zeta Stores', reminderDays: 5 });
    const alpha = await createCompany(t.ctx, { name: 'Alpha Traders', upiId: 'alpha@okaxis' });
    const companies = await read<CompanySettings>('/all-companies');
    const names = companies.map((company) => company.Name);
    expect(names.indexOf('Alpha Traders')).toBeLessThan(names.indexOf('Zeta Stores'));
    expect(companies.find((company) => company.id === alpha.id)).toEqual({
      id: alpha.id,
      Name: 'Alpha Traders',
      PhoneNo: alpha.phoneNo,
      ReminderDays: 3,
      UPIId: 'alpha@okaxis',
      ReceivePayments: 0,
    });
    expect(await companyOf(zeta.id)).toMatchObject({ ReminderDays: 5, UPIId: '' });
  });
});

describe('POST /set-reminder-days', () => {
  it('saves the days, read back through /all-companies', async () => {
    const company = await createCompany(t.ctx);
    const saved = await post('/set-reminder-days', { CompanyId: company.id, ReminderDays: '7' });
    expect(saved.json()).toEqual({ status: 200, message: settingsMessages.reminderDaysSaved });
    expect((await companyOf(company.id))?.ReminderDays).toBe(7);
    await post('/set-reminder-days', { CompanyId: String(company.id), ReminderDays: 0 });
    expect((await companyOf(company.id))?.ReminderDays).toBe(0);
  });

  it("answers the spec's messages beside the fields, and a range of 0 to 365", async () => {
    expect(errorsOf(await post('/set-reminder-days', {}))).toEqual({
      CompanyId: settingsMessages.companyRequired,
      ReminderDays: settingsMessages.reminderDaysRequired,
    });
    const company = await createCompany(t.ctx, { reminderDays: 4 });
    for (const days of [366, -1, 1.5, '2e1', 'abc']) {
      expect(
        errorsOf(await post('/set-reminder-days', { CompanyId: company.id, ReminderDays: days })),
        String(days),
      ).toEqual({ ReminderDays: settingsMessages.reminderDaysInvalid });
    }
    expect((await companyOf(company.id))?.ReminderDays).toBe(4);
  });

  it('reads the company id strictly, and answers 404 for an unknown company', async () => {
    for (const id of ['1e3', '0x10', 1.5, 0, '2147483648']) {
      expect(
        errorsOf(await post('/set-reminder-days', { CompanyId: id, ReminderDays: 3 })),
      ).toEqual({ CompanyId: inputMessages.numberInvalid });
    }
    const unknown = await post('/set-reminder-days', { CompanyId: 2_147_483_647, ReminderDays: 3 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: settingsMessages.companyNotFound });
  });
});

describe('POST /set-upi-id', () => {
  it('saves a trimmed UPI id, read back through /all-companies', async () => {
    const company = await createCompany(t.ctx);
    const saved = await post('/set-upi-id', {
      CompanyId: company.id,
      UPIId: ' shree.traders@okhdfc ',
    });
    expect(saved.json()).toEqual({ status: 200, message: settingsMessages.upiIdSaved });
    expect((await companyOf(company.id))?.UPIId).toBe('shree.traders@okhdfc');
  });

  it("answers the spec's messages, refuses a malformed UPI id and an unknown company", async () => {
    expect(errorsOf(await post('/set-upi-id', { UPIId: '  ' }))).toEqual({
      CompanyId: settingsMessages.companyRequired,
      UPIId: settingsMessages.upiIdRequired,
    });
    const company = await createCompany(t.ctx, { upiId: 'kept@okaxis' });
    for (const upi of ['shree', 'shree@', '@okaxis', 'a@okaxis', 'shree@ok axis', 'shree@1bank']) {
      expect(
        errorsOf(await post('/set-upi-id', { CompanyId: company.id, UPIId: upi })),
        upi,
      ).toEqual({ UPIId: settingsMessages.upiIdInvalid });
    }
    expect((await companyOf(company.id))?.UPIId).toBe('kept@okaxis');
    const unknown = await post('/set-upi-id', { CompanyId: 2_147_483_647, UPIId: 'a1@okaxis' });
    expect(unknown.json()).toEqual({ status: 404, message: settingsMessages.companyNotFound });
  });
});

describe('POST /received-payment/set-receive-payments', () => {
  it('turns receiving payments on with CompanyId alone, and off with ReceivePayments 0', async () => {
    const company = await createCompany(t.ctx);
    const on = await post('/received-payment/set-receive-payments', { CompanyId: company.id });
    expect(on.json()).toEqual({ status: 200, message: settingsMessages.receivePaymentsOn });
    expect((await companyOf(company.id))?.ReceivePayments).toBe(1);
    const off = await post('/received-payment/set-receive-payments', {
      CompanyId: company.id,
      ReceivePayments: '0',
    });
    expect(off.json()).toEqual({ status: 200, message: settingsMessages.receivePaymentsOff });
    expect((await companyOf(company.id))?.ReceivePayments).toBe(0);
  });

  it('answers Company is required., a strange flag, and 404 for an unknown company', async () => {
    expect(errorsOf(await post('/received-payment/set-receive-payments', {}))).toEqual({
      CompanyId: settingsMessages.companyRequired,
    });
    const company = await createCompany(t.ctx);
    expect(
      errorsOf(
        await post('/received-payment/set-receive-payments', {
          CompanyId: company.id,
          ReceivePayments: 2,
        }),
      ),
    ).toEqual({ ReceivePayments: settingsMessages.receivePaymentsInvalid });
    const unknown = await post('/received-payment/set-receive-payments', { CompanyId: 99_999_999 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /tutorial-links and POST /set-tutorial-links', () => {
  it('lists the six seeded tutorials and saves one, read back', async () => {
    const tutorials = await read<Tutorial>('/tutorial-links');
    expect(tutorials).toHaveLength(6);
    const first = tutorials[0]!;
    const saved = await post('/set-tutorial-links', {
      TutorialId: first.id,
      Title: ' Getting started ',
      Screen: 'Home',
      URL: 'https://www.youtube.com/watch?v=abc123',
    });
    expect(saved.json()).toEqual({ status: 200, message: settingsMessages.tutorialSaved });
    expect((await read<Tutorial>('/tutorial-links'))[0]).toEqual({
      id: first.id,
      Title: 'Getting started',
      Screen: 'Home',
      URL: 'https://www.youtube.com/watch?v=abc123',
    });
  });

  it("answers the spec's messages, refuses a link that is not http(s), 404 for an unknown one", async () => {
    expect(errorsOf(await post('/set-tutorial-links', {}))).toEqual({
      TutorialId: settingsMessages.tutorialRequired,
      Title: settingsMessages.tutorialTitleRequired,
    });
    const [tutorial] = await read<Tutorial>('/tutorial-links');
    for (const url of ['javascript:alert(1)', 'ftp://files.example.com/a', 'www.youtube.com']) {
      expect(
        errorsOf(
          await post('/set-tutorial-links', { TutorialId: tutorial!.id, Title: 'T', URL: url }),
        ),
        url,
      ).toEqual({ URL: settingsMessages.urlInvalid });
    }
    expect(
      errorsOf(
        await post('/set-tutorial-links', {
          TutorialId: 'x',
          Title: 'x'.repeat(101),
          Screen: 's'.repeat(51),
          URL: `https://example.com/${'a'.repeat(500)}`,
        }),
      ),
    ).toEqual({
      TutorialId: inputMessages.numberInvalid,
      Title: settingsMessages.tutorialTitleTooLong,
      Screen: settingsMessages.screenTooLong,
      URL: settingsMessages.urlTooLong,
    });
    const unknown = await post('/set-tutorial-links', { TutorialId: 99_999, Title: 'T' });
    expect(unknown.json()).toEqual({ status: 404, message: settingsMessages.tutorialNotFound });
  });
});

describe('GET /default-msgs and POST /update-default-msgs', () => {
  it('lists the five seeded messages by key and saves one, read back', async () => {
    const messages = await read<DefaultMessage>('/default-msgs');
    expect(messages.map((message) => message.key)).toEqual([
      'NewOffer',
      'PaymentReceived',
      'PaymentReminder',
      'ThankYou',
      'Welcome',
    ]);
    const saved = await post('/update-default-msgs', {
      key: 'ThankYou',
      message: 'Thank you, {customer}! - {company}',
    });
    expect(saved.json()).toEqual({ status: 200, message: settingsMessages.messageSaved });
    expect((await read<DefaultMessage>('/default-msgs')).find((m) => m.key === 'ThankYou')).toEqual(
      { key: 'ThankYou', message: 'Thank you, {customer}! - {company}' },
    );
  });

  it("answers the spec's message, a blank or long message, and 404 for an unknown key", async () => {
    expect(errorsOf(await post('/update-default-msgs', { message: ' ' }))).toEqual({
      key: settingsMessages.messageKeyRequired,
      message: settingsMessages.messageRequired,
    });
    expect(
      errorsOf(await post('/update-default-msgs', { key: 'Welcome', message: 'x'.repeat(1001) })),
    ).toEqual({ message: settingsMessages.messageTooLong });
    const unknown = await post('/update-default-msgs', { key: 'NoSuchKey', message: 'Hello' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: settingsMessages.messageNotFound });
  });
});
