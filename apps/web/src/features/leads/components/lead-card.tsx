import type { LeadListItem } from '@yaar/shared';
import { whatsappLink } from '@yaar/shared';
import type { ReactNode } from 'react';
import { leadLabel } from './lead-actions';
import { LeadNextDate } from './lead-next-date';
import { LeadStatus } from './lead-status';
import { statusHeader } from './leads-columns';

interface LeadCardProps {
  lead: LeadListItem;
  followUp: string | undefined;
  /** The lead's Action menu. */
  actions: ReactNode;
}

/** One lead on a phone: the table's columns (Entry Date aside), the mobile as a call link, Call and WhatsApp. */
export function LeadCard({ lead, followUp, actions }: LeadCardProps) {
  return (
    <div className="card-body p-3">
      <div className="d-flex align-items-start gap-2">
        <div className="flex-grow-1 min-w-0">
          <h2 className="lead-card-title text-truncate">{leadLabel(lead)}</h2>
          {lead.CompanyName && lead.OwnerName ? (
            <div className="text-muted small text-truncate">{lead.OwnerName}</div>
          ) : null}
        </div>
        {actions}
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
        <dt>Next Date</dt>
        <dd>
          <LeadNextDate lead={lead} />
        </dd>
      </dl>
      {/* One tap to reach the business from the field. */}
      <div className="lead-card-reach">
        <a className="btn btn-outline-primary" href={`tel:${lead.MobileNo}`}>
          <i className="bi bi-telephone" aria-hidden="true" />
          Call
        </a>
        <a
          className="btn btn-outline-success"
          href={whatsappLink(lead.MobileNo)}
          target="_blank"
          rel="noreferrer"
        >
          <i className="bi bi-whatsapp" aria-hidden="true" />
          WhatsApp
        </a>
      </div>
    </div>
  );
}
