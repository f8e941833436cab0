import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsMessages, type CompanySettings } from '@yaar/shared';
import { describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';
import { ReminderDaysCard } from './reminder-days-card';
import { UpiIdCard } from './upi-id-card';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

const companies: CompanySettings[] = [
  {
    id: 3,
    Name: 'Shree Ganesh Traders',
    PhoneNo: '9876500001',
    ReminderDays: 3,
    UPIId: 'ganesh@okaxis',
    ReceivePayments: 0,
  },
  {
    id: 4,
    Name: 'Zeta Stores',
    PhoneNo: '9876500002',
    ReminderDays: 5,
    UPIId: '',
    ReceivePayments: 1,
  },
];

const pickCompany = async (
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  name: string,
) => {
  await user.click(form.querySelector<HTMLElement>('[role="combobox"]')!);
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
};

describe('ReminderDaysCard', () => {
  it("says the spec's messages, fills the company's days and sends the change", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /oyaar-api/set-reminder-days': ok(settingsMessages.reminderDaysSaved),
    });
    renderApp(<ReminderDaysCard companies={companies} />, { user: adminUser });
    const form = screen.getByRole('form', { name: 'Reminder Days' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(settingsMessages.companyRequired)).toBeInTheDocument();
    expect(screen.getByText(settingsMessages.reminderDaysRequired)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/set-reminder-days')).toEqual([]);

    await pickCompany(user, form, 'Shree Ganesh Traders');
    const days = screen.getByLabelText('Reminder Days', { selector: 'input' });
    expect(days).toHaveValue(3);
    await user.clear(days);
    await user.type(days, '400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(settingsMessages.reminderDaysInvalid)).toBeInTheDocument();

    await user.clear(days);
    await user.type(days, '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(settingsMessages.reminderDaysSaved)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/set-reminder-days')).toEqual([
      { CompanyId: 3, ReminderDays: '7' },
    ]);
  });
});

describe('UpiIdCard', () => {
  it("says the spec's message and a malformed UPI id, then saves a good one", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'POST /oyaar-api/set-upi-id': ok(settingsMessages.upiIdSaved) });
    renderApp(<UpiIdCard companies={companies} />, { user: adminUser });
    const form = screen.getByRole('form', { name: 'UPI Id' });
    await pickCompany(user, form, 'Zeta Stores');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(settingsMessages.upiIdRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('UPI Id', { selector: 'input' }), 'zeta');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(settingsMessages.upiIdInvalid)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/set-upi-id')).toEqual([]);

    await user.type(screen.getByLabelText('UPI Id', { selector: 'input' }), '@okicici');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(settingsMessages.upiIdSaved)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/set-upi-id')).toEqual([
      { CompanyId: 4, UPIId: 'zeta@okicici' },
    ]);
  });

  it("puts the server's refusal beside the field", async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /oyaar-api/set-upi-id': failure(422, settingsMessages.upiIdInvalid, {
        UPIId: settingsMessages.upiIdInvalid,
      }),
    });
    renderApp(<UpiIdCard companies={companies} />, { user: adminUser });
    await pickCompany(user, screen.getByRole('form', { name: 'UPI Id' }), 'Shree Ganesh');
    expect(screen.getByLabelText('UPI Id', { selector: 'input' })).toHaveValue('ganesh@okaxis');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(settingsMessages.upiIdInvalid, { selector: '.invalid-feedback' }),
    ).toBeInTheDocument();
  });
});
