import type { LeadListItem } from '@yaar/shared';
import type { DataTableColumn } from '@/components/ui/data-table';
import { LeadStatus } from './lead-status';

/** The Status header's suffix when a followUp view is open (spec 1 §2.7). */
export const statusHeader = (followUp: string | undefined) =>
  !followUp ? 'Status' : followUp === 'Completed' ? 'Status (Completed)' : 'Status (Pending)';

/** The Leads list's columns (spec 1 §2.7); the Action menu is the table's row action. */
export const leadsColumns = (followUp: string | undefined): DataTableColumn<LeadListItem>[] => [
  { id: 'company', header: 'Company Name', cell: (lead) => lead.CompanyName },
  { id: 'owner', header: 'Owner Name', cell: (lead) => lead.OwnerName },
  { id: 'mobile', header: 'Mobile No', cell: (lead) => lead.MobileNo, className: 'text-nowrap' },
  { id: 'employee', header: 'Employee', cell: (lead) => lead.UserName },
  {
    id: 'status',
    header: statusHeader(followUp),
    cell: (lead) => <LeadStatus status={lead.status} />,
  },
];
