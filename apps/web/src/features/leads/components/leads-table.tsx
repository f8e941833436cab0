import type { LeadListItem } from '@yaar/shared';
import { Table } from 'react-bootstrap';
import type { LeadActionHandlers } from './lead-actions';
import { LeadActions } from './lead-actions';
import { LeadStatus } from './lead-status';

export interface LeadsViewProps extends LeadActionHandlers {
  leads: LeadListItem[];
  followUp: string | undefined;
  canChange: (lead: LeadListItem) => boolean;
}

/** The Status header's suffix when a followUp view is open (spec 1 §2.7). */
export const statusHeader = (followUp: string | undefined) =>
  !followUp ? 'Status' : followUp === 'Completed' ? 'Status (Completed)' : 'Status (Pending)';

/** The leads as a table (wider screens). */
export function LeadsTable({ leads, followUp, canChange, ...handlers }: LeadsViewProps) {
  return (
    <div className="table-responsive">
      <Table hover className="align-middle mb-0 leads-table">
        <thead>
          <tr>
            <th scope="col">Company Name</th>
            <th scope="col">Owner Name</th>
            <th scope="col">Mobile No</th>
            <th scope="col">Employee</th>
            <th scope="col">{statusHeader(followUp)}</th>
            <th scope="col" className="text-end">
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id}>
              <td>{lead.CompanyName}</td>
              <td>{lead.OwnerName}</td>
              <td className="text-nowrap">{lead.MobileNo}</td>
              <td>{lead.UserName}</td>
              <td>
                <LeadStatus status={lead.status} />
              </td>
              <td className="text-end">
                <LeadActions
                  lead={lead}
                  followUp={followUp}
                  canChange={canChange(lead)}
                  {...handlers}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
