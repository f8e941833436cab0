import type { FollowUp, Lead } from '@yaar/shared';
import { LEAD_FILE_KINDS, LEAD_FILE_LABELS, leadMessages } from '@yaar/shared';
import type { ReactNode } from 'react';
import { StaleSince } from '@/components/ui/stale-since';
import { notKeptOffline, QueryError } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { RecordDialog } from '@/components/ui/dialog';
import { useLead } from '../api/get-lead';
import { StoredFileLink } from './stored-file-link';
import { t } from '@/lib/i18n/language';

/** The Follow Up Details block (the follow-ups feature's; the route puts it in). */
type RenderFollowUps = (followUps: FollowUp[]) => ReactNode;
/** The Visits block with "I'm here" (the visits feature's; the route puts it in). */
export type RenderVisits = (lead: Lead) => ReactNode;
/** The lead's timeline (the lead-timeline feature's; the route puts it in). */
export type RenderTimeline = (lead: Lead) => ReactNode;

interface LeadDetailsModalProps {
  leadId: number | null;
  onHide: () => void;
  renderFollowUps?: RenderFollowUps;
  renderVisits?: RenderVisits;
  renderTimeline?: RenderTimeline;
}

/** Lead Details (spec 1 §2.8): static backdrop; every field, the three files, the follow-ups. */
export function LeadDetailsModal({
  leadId,
  onHide,
  renderFollowUps,
  renderVisits,
  renderTimeline,
}: LeadDetailsModalProps) {
  return (
    <RecordDialog
      id="lead-details-title"
      title="Lead Details"
      record={leadId}
      onHide={onHide}
      backdrop="static"
      size="lg"
      fullscreen="sm-down"
    >
      {(id) => (
        <LeadDetailsBody
          leadId={id}
          renderFollowUps={renderFollowUps}
          renderVisits={renderVisits}
          renderTimeline={renderTimeline}
        />
      )}
    </RecordDialog>
  );
}

function LeadDetailsBody({
  leadId,
  renderFollowUps,
  renderVisits,
  renderTimeline,
}: {
  leadId: number;
  renderFollowUps?: RenderFollowUps;
  renderVisits?: RenderVisits;
  renderTimeline?: RenderTimeline;
}) {
  const lead = useLead(leadId);
  if ((lead.isError || notKeptOffline(lead)) && !lead.data)
    return <QueryError what="the lead" query={lead} className="" />;
  if (lead.isPending) return <Spinner />;
  if (!lead.data) return <p className="text-muted mb-0">{leadMessages.leadNotFound}</p>;
  return (
    <>
      <StaleSince query={lead} />
      <LeadDetails lead={lead.data} renderFollowUps={renderFollowUps} renderVisits={renderVisits} />
      {renderTimeline?.(lead.data)}
    </>
  );
}

const NA = 'N/A'; // shown through t() by the row

export function LeadDetails({
  lead,
  renderFollowUps,
  renderVisits,
}: {
  lead: Lead;
  renderFollowUps?: RenderFollowUps;
  renderVisits?: RenderVisits;
}) {
  const fields: [string, ReactNode][] = [
    ['Company Name', lead.CompanyName],
    ['Owner Name', lead.OwnerName],
    ['Mobile No', lead.MobileNo],
    ['GST No', lead.GSTNo || NA],
    ['Business Type', lead.BusinessType ? t(lead.BusinessType) : NA],
    ['Address', lead.Address],
    ['City', lead.CityName],
    ['State', lead.StateName],
    ['Pincode', lead.Pincode],
    ['Product', lead.Product],
    ['Entry Date', formatDate(lead.EntryDate)],
    ['Next Date', formatDate(lead.NextDate, NA)],
    ['Main Status', t(lead.status.MainStatus)],
    ['Sub Status', t(lead.status.SubStatus)],
    ['Remarks', lead.Requirements],
  ];
  if (lead.RefMobileNo) {
    fields.push([
      'Ref From',
      lead.RefName ? `${lead.RefMobileNo} (${lead.RefName})` : lead.RefMobileNo,
    ]);
  }
  if (lead.Location) {
    fields.push([
      'Location',
      <a
        href={`https://www.google.com/maps?q=${encodeURIComponent(lead.Location)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {/* Shown 'lat, long' so a narrow screen wraps between the numbers, not inside one. */}
        {lead.Location.split(',').join(', ')}
      </a>,
    ]);
  }

  return (
    <>
      <dl className="row lead-details mb-3">
        {fields.map(([label, value]) => (
          <div key={label} className="col-12 col-md-6 lead-details-item">
            <dt>{t(label)}</dt>
            <dd>{value === NA ? t(NA) : value}</dd>
          </div>
        ))}
      </dl>
      <div className="row g-3 mb-4">
        {LEAD_FILE_KINDS.map((kind) => {
          const url = lead[kind];
          return (
            <figure key={kind} className="col-6 col-md-4 mb-0">
              <figcaption className="fw-semibold small mb-1">
                {t(LEAD_FILE_LABELS[kind])}
              </figcaption>
              {url ? (
                <StoredFileLink url={url} label={LEAD_FILE_LABELS[kind]} />
              ) : (
                <span className="text-muted">{t(NA)}</span>
              )}
            </figure>
          );
        })}
      </div>
      {renderVisits?.(lead)}
      {renderFollowUps?.(lead.Followups)}
    </>
  );
}
