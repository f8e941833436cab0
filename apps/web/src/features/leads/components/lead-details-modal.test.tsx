import type { Lead } from '@yaar/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FollowUpDetails } from '@/features/follow-ups/components/follow-up-details';
import { catalogue, employees, fullLead, leadItem, leadsPage } from '@/testing/lead-fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderApp, staffUser } from '@/testing/render';
import { LeadsList } from './leads-list';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

async function viewLead(lead: Lead) {
  mockFetch({
    'POST /api/leads-list': leadsPage([leadItem()]),
    'GET /api/lead-details': { status: 200, body: { status: 200, message: 'Lead', data: [lead] } },
  });
  // The route puts the follow-ups feature's Follow Up Details into the modal; so does this test.
  renderApp(
    <LeadsList
      followUp={undefined}
      catalogue={catalogue}
      employees={employees}
      renderFollowUps={(followUps) => <FollowUpDetails followUps={followUps} />}
    />,
    { user: staffUser, path: '/leads' },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Action for Shree Motors' }));
  await user.click(screen.getByRole('button', { name: 'View' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('Company Name');
  return dialog;
}

const valueOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('LeadDetailsModal', () => {
  it('shows every field, N/A where the spec says, and no Ref From when there is none', async () => {
    const dialog = await viewLead(fullLead());
    expect(within(dialog).getByText('Lead Details')).toBeInTheDocument();
    const expected: [string, string][] = [
      ['Company Name', 'Shree Motors'],
      ['Owner Name', 'Mahesh Joshi'],
      ['Mobile No', '9898989898'],
      ['GST No', 'N/A'],
      ['Business Type', 'N/A'],
      ['Address', '12 Ring Road'],
      ['City', 'Ahmedabad'],
      ['State', 'Gujarat'],
      ['Pincode', '380001'],
      ['Product', 'OYaar'],
      ['Entry Date', '10-01-2025'],
      ['Next Date', '20-01-2025'],
      ['Main Status', 'Pending'],
      ['Sub Status', 'Interested'],
      ['Remarks', 'Wants a demo of billing.'],
    ];
    for (const [label, value] of expected) expect(valueOf(dialog, label)).toBe(value);
    expect(within(dialog).queryByText('Ref From')).not.toBeInTheDocument();
    expect(within(dialog).getByText('No follow-up data available.')).toBeInTheDocument();
  });

  it('shows the referrer, the next date as N/A, and the follow-ups', async () => {
    const dialog = await viewLead(
      fullLead({
        GSTNo: '24ABCDE1234F1Z5',
        BusinessType: 'PUC',
        NextDate: null,
        RefMobileNo: '9000000001',
        RefName: 'Kiran Desai',
        Followups: [
          {
            id: 1,
            LeadId: 101,
            FollowUpDate: '2025-01-15',
            NextDate: '2025-01-20',
            UserId: 2,
            EmployeeName: 'Asha Patel',
            Remarks: 'Call after Sankranti.',
            status: null,
            EntryDate: '2025-01-15T06:00:00.000Z',
          },
        ],
      }),
    );
    expect(valueOf(dialog, 'GST No')).toBe('24ABCDE1234F1Z5');
    expect(valueOf(dialog, 'Business Type')).toBe('PUC');
    expect(valueOf(dialog, 'Next Date')).toBe('N/A');
    expect(valueOf(dialog, 'Ref From')).toBe('9000000001 (Kiran Desai)');
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Follow Up Date', 'Employee Name', 'Remarks']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['15-01-2025', 'Asha Patel', 'Call after Sankranti.']);
  });

  it('links the three files, N/A where missing, and a document icon for a PDF', async () => {
    const dialog = await viewLead(
      fullLead({ VBack: 'https://files.test/api/lead-file/101/VBack?expires=1&signature=b' }),
    );
    const hoarding = within(dialog).getByRole('img', { name: 'Hoarding' });
    expect(hoarding).toHaveAttribute('width', '150');
    expect(hoarding.closest('a')).toHaveAttribute('href', fullLead().Hoarding);
    expect(hoarding.closest('a')).toHaveAttribute('target', '_blank');
    const front = within(dialog).getByText('Visiting Card Front').closest('figure')!;
    expect(within(front).getByText('N/A')).toBeInTheDocument();

    // A PDF does not load as an image: it becomes a document link.
    fireEvent.error(within(dialog).getByRole('img', { name: 'Visiting Card Back' }));
    const back = within(dialog).getByText('Visiting Card Back', { selector: 'figcaption' });
    const link = within(back.closest('figure')!).getByRole('link');
    expect(link).toHaveAttribute('href', expect.stringContaining('/lead-file/101/VBack'));
    expect(within(link).queryByRole('img')).not.toBeInTheDocument();
  });
});
