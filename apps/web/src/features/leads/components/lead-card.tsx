import type { LeadListItem } from '@yaar/shared';
import { whatsappLink } from '@yaar/shared';
import type { MouseEvent, ReactNode } from 'react';
import { leadLabel } from './lead-actions';
import { LeadNextDate } from './lead-next-date';
import { LeadStatus } from './lead-status';
import { statusHeader } from './leads-columns';
import { t } from '@/lib/i18n/language';

interface LeadCardProps {
  lead: LeadListItem;
  followUp: string | undefined;
  /** The lead's Action menu. */
  actions: ReactNode;
  /** Opens the lead's details (the Action menu's View). */
  onOpen: () => void;
}

/** What a tap on the card leaves alone: its own links and buttons, and the Action menu. */
const OWN_CONTROLS = 'a, button, input, select, textarea, label, .dropdown-menu';

/**
 * One lead on a phone: the table's columns (Entry Date aside), the mobile as a call link, Call and
 * WhatsApp. A tap anywhere else on the card opens the lead; the keyboard's way in is the name, a button.
 */
export function LeadCard({ lead, followUp, actions, onOpen }: LeadCardProps) {
  const handleTap = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest(OWN_CONTROLS)) return;
    onOpen();
  };
  return (
    // A larger tap area for the name's button, which keyboards and screen readers use.
    <div className="card-body p-3 lead-card-body" onClick={handleTap}>
      <div className="d-flex align-items-start gap-2">
        <div className="flex-grow-1 min-w-0">
          <h2 className="lead-card-title">
            <button type="button" className="lead-card-open text-truncate" onClick={onOpen}>
              {leadLabel(lead)}
            </button>
          </h2>
          {lead.CompanyName && lead.OwnerName ? (
            <div className="text-muted small text-truncate">{lead.OwnerName}</div>
          ) : null}
        </div>
        {actions}
      </div>
      <dl className="lead-card-fields">
        <dt>{t('Mobile No')}</dt>
        <dd>
          <a href={`tel:${lead.MobileNo}`}>{lead.MobileNo}</a>
        </dd>
        <dt>{t('Employee')}</dt>
        <dd>{lead.UserName}</dd>
        <dt>{t(statusHeader(followUp))}</dt>
        <dd>
          <LeadStatus status={lead.status} />
        </dd>
        <dt>{t('Next Date')}</dt>
        <dd>
          <LeadNextDate lead={lead} />
        </dd>
      </dl>
      {/* One tap to reach the business from the field. */}
      <div className="lead-card-reach">
        <a className="btn btn-outline-primary" href={`tel:${lead.MobileNo}`}>
          <i className="bi bi-telephone" aria-hidden="true" />
          {t('Call')}
        </a>
        <a
          className="btn btn-outline-success"
          href={whatsappLink(lead.MobileNo)}
          target="_blank"
          rel="noreferrer"
        >
          <i className="bi bi-whatsapp" aria-hidden="true" />
          {t('WhatsApp')}
        </a>
      </div>
    </div>
  );
}
