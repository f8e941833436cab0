import type { LeadListItem } from '@yaar/shared';
import { dateColumn, type DataTableColumn } from '@/components/ui/data-table';
import { LeadNextDate } from './lead-next-date';
import { LeadStatus } from './lead-status';

/** The Status header's suffix when a followUp view is open (spec 1 §2.7). */
export const statusHeader = (followUp: string | undefined) =>
  !followUp ? 'Status' : followUp === 'Completed' ? 'Status (Completed)' : 'Status (Pending)';

/**
 * The Leads list's columns (spec 1 §2.7, plus Entry Date and Next Date so that the desk sees how
 * late a lead is); the Action menu is the table's row action. Company Name, Entry Date and Next Date
 * sort on the server (`LEAD_SORTS`).
 */
export const leadsColumns = (followUp: string | undefined): DataTableColumn<LeadListItem>[] => [
  {
    id: 'company',
    header: 'Company Name',
    cell: (lead) => lead.CompanyName,
    sortKey: 'CompanyName',
  },
  { id: 'owner', header: 'Owner Name', cell: (lead) => lead.OwnerName },
  { id: 'mobile', header: 'Mobile No', cell: (lead) => lead.MobileNo, className: 'text-nowrap' },
  { id: 'employee', header: 'Employee', cell: (lead) => lead.UserName },
  dateColumn('entryDate', 'Entry Date', (lead) => lead.EntryDate, { sortKey: 'EntryDate' }),
  {
    id: 'nextDate',
    header: 'Next Date',
    cell: (lead) => <LeadNextDate lead={lead} />,
    sortKey: 'NextDate',
  },
  {
    id: 'status',
    header: statusHeader(followUp),
    cell: (lead) => <LeadStatus status={lead.status} />,
  },
];
