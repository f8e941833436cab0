import { formatDate } from '@/lib/dates';
import { LeadActions, leadLabel } from './lead-actions';
import { LeadStatus } from './lead-status';
import type { LeadsViewProps } from './leads-table';
import { statusHeader } from './leads-table';

/** The leads as cards (phones): every column of the table, one card per lead. */
export function LeadCards({ leads, followUp, canChange, ...handlers }: LeadsViewProps) {
  return (
    <ul className="list-unstyled d-flex flex-column gap-2 mb-0" aria-label="Leads">
      {leads.map((lead) => (
        <li key={lead.id} className="card lead-card">
          <div className="card-body p-3">
            <div className="d-flex align-items-start gap-2">
              <div className="flex-grow-1 min-w-0">
                <h2 className="lead-card-title text-truncate">{leadLabel(lead)}</h2>
                {lead.CompanyName && lead.OwnerName ? (
                  <div className="text-muted small text-truncate">{lead.OwnerName}</div>
                ) : null}
              </div>
              <LeadActions
                lead={lead}
                followUp={followUp}
                canChange={canChange(lead)}
                {...handlers}
              />
            </div>
            <dl className="lead-card-fields">
              <dt>Mobile No</dt>
              <dd>
                <a href={`tel:${lead.MobileNo}`}>{lead.MobileNo}</a>
              </dd>
              <dt>Employee</dt>
              <dd>{lead.UserName}</dd>
              <dt>{statusHeader(followUp)}</dt>
              <dd>
                <LeadStatus status={lead.status} />
              </dd>
              {lead.NextDate ? (
                <>
                  <dt>Next Date</dt>
                  <dd>{formatDate(lead.NextDate)}</dd>
                </>
              ) : null}
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
