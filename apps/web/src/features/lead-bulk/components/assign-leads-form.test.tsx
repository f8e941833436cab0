import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leadBulkMessages } from '@yaar/shared';
import { describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';
import { AssignLeadsForm } from './assign-leads-form';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

const statuses = {
  Pending: [
    { StatusId: 4, SubStatus: 'Visit Again' },
    { StatusId: 2, SubStatus: 'Call Back Later' },
  ],
  Completed: [{ StatusId: 9, SubStatus: 'Converted' }],
};
const employees = [{ id: 12, FirstName: 'Asha', LastName: 'Shah', Status: 1 }];
const render = () =>
  renderApp(<AssignLeadsForm statuses={statuses} employees={employees} />, { user: adminUser });

async function fill() {
  await userEvent.selectOptions(screen.getByLabelText(/Employee/), 'Asha Shah');
  await userEvent.selectOptions(screen.getByLabelText(/Main Status/), 'Pending');
  await userEvent.selectOptions(screen.getByLabelText(/Sub Status/), 'Visit Again');
  await userEvent.type(screen.getByLabelText(/Next Date/), '2026-12-01');
}

describe('AssignLeadsForm', () => {
  it('says what is missing before sending anything, 30 leads by default', async () => {
    const fetchMock = mockFetch({});
    render();
    expect(screen.getByLabelText(/No of Leads/)).toHaveValue(30);
    await userEvent.clear(screen.getByLabelText(/No of Leads/));
    await userEvent.click(screen.getByRole('button', { name: 'Assign Leads' }));
    for (const message of [
      leadBulkMessages.noOfLeadsRequired,
      leadBulkMessages.employeeRequired,
      leadBulkMessages.mainStatusRequired,
      leadBulkMessages.subStatusRequired,
      leadBulkMessages.nextDateRequired,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/assign-leads')).toEqual([]);
  });

  it('lists the sub statuses of the main status chosen, in order', async () => {
    mockFetch({});
    render();
    await userEvent.selectOptions(screen.getByLabelText(/Main Status/), 'Pending');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Call Back Later', 'Visit Again']));
    expect(options.indexOf('Call Back Later')).toBeLessThan(options.indexOf('Visit Again'));
    expect(options).not.toContain('Converted');
  });

  it("sends the spec's fields and shows the server's NoOfLeads refusal beside the field", async () => {
    const fetchMock = mockFetch({
      'POST /api/assign-leads': failure(422, 'Validation failed', {
        NoOfLeads: leadBulkMessages.tooFewMatch(7),
      }),
    });
    render();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Assign Leads' }));
    expect(await screen.findByText(leadBulkMessages.tooFewMatch(7))).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/assign-leads')).toEqual([
      expect.objectContaining({
        NoOfLeads: '30',
        UserId: '12',
        StatusId: '4',
        NextDate: '2026-12-01',
      }),
    ]);
  });

  it('says the leads were assigned', async () => {
    mockFetch({ 'POST /api/assign-leads': ok(leadBulkMessages.assigned) });
    render();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Assign Leads' }));
    expect(await screen.findByText(leadBulkMessages.assigned)).toBeInTheDocument();
  });
});
