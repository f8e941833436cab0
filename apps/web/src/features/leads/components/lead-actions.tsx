import type { LeadListItem, SignedInUser } from '@yaar/shared';
import { whatsappLink } from '@yaar/shared';
import { Dropdown } from 'react-bootstrap';
import { Link } from 'react-router';
import { actionMenuPopper, placeMenuAgain } from '@/components/ui/row-actions-menu';
import { pathTo } from '@/lib/paths';
import { t } from '@/lib/i18n/language';

export interface LeadActionHandlers {
  onView: (lead: LeadListItem) => void;
  onDelete: (lead: LeadListItem) => void;
  onTransfer: (lead: LeadListItem) => void;
}

interface LeadActionsProps extends LeadActionHandlers {
  lead: LeadListItem;
  followUp: string | undefined;
  /** Update and Delete are offered (see `canChangeLead`). */
  canChange: boolean;
}

/**
 * Update and Delete: the owner, or an administrator who is not restricted (RESTRICTED_EMAILS,
 * DESIGN §3; the login answer says IsRestricted). A session stored before the flag existed counts
 * as restricted, the default. The server decides in every case.
 */
export const canChangeLead = (
  lead: Pick<LeadListItem, 'UserId'>,
  user: Pick<SignedInUser, 'id' | 'IsAdmin' | 'IsRestricted'>,
) => lead.UserId === user.id || (user.IsAdmin && user.IsRestricted === false);

/** A short name of a lead for labels: company, else owner, else mobile. */
export const leadLabel = (lead: Pick<LeadListItem, 'CompanyName' | 'OwnerName' | 'MobileNo'>) =>
  lead.CompanyName || lead.OwnerName || lead.MobileNo;

/** The Action menu of a lead (spec 1 §2.7). */
export function LeadActions({ lead, followUp, canChange, ...handlers }: LeadActionsProps) {
  const params = { id: lead.id, followUp };
  return (
    <Dropdown align="end" className="lead-actions" onToggle={placeMenuAgain}>
      <Dropdown.Toggle
        variant="outline-primary"
        size="sm"
        id={`lead-actions-${lead.id}`}
        aria-label={t('Action for {lead}', { lead: leadLabel(lead) })}
      >
        {t('Action')}
      </Dropdown.Toggle>
      {/* Never over the top bar: the menu flips or slides to stay below it. */}
      <Dropdown.Menu popperConfig={actionMenuPopper}>
        <Dropdown.Item as="button" onClick={() => handlers.onView(lead)}>
          <i className="bi bi-eye me-2" aria-hidden="true" />
          {t('View')}
        </Dropdown.Item>
        <Dropdown.Item href={whatsappLink(lead.MobileNo)} target="_blank" rel="noopener noreferrer">
          <i className="bi bi-whatsapp me-2" aria-hidden="true" />
          {t('Message')}
        </Dropdown.Item>
        {canChange ? (
          <Dropdown.Item as={Link} to={pathTo('LeadUpdate', params)}>
            <i className="bi bi-pencil-square me-2" aria-hidden="true" />
            {t('Update')}
          </Dropdown.Item>
        ) : null}
        {canChange ? (
          <Dropdown.Item
            as="button"
            className="text-danger"
            onClick={() => handlers.onDelete(lead)}
          >
            <i className="bi bi-trash me-2" aria-hidden="true" />
            {t('Delete')}
          </Dropdown.Item>
        ) : null}
        <Dropdown.Item as={Link} to={pathTo('FollowUp', params)}>
          <i className="bi bi-chat-left-text me-2" aria-hidden="true" />
          {t('Follow Up')}
        </Dropdown.Item>
        <Dropdown.Item as="button" onClick={() => handlers.onTransfer(lead)}>
          <i className="bi bi-arrow-left-right me-2" aria-hidden="true" />
          {t('Transfer')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
