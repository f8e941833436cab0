import { useParams } from 'react-router';
import { QueryError } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { FollowUps } from '@/features/follow-ups/components/follow-ups';
import { useLead } from '@/features/leads/api/get-lead';
import { useStatuses } from '@/features/leads/api/get-statuses';
import { CheckInButton } from '@/features/visits/components/check-in-button';
import { pathTo } from '@/lib/paths';

/** Follow-up list of a lead (spec 1 §2.12), route params id and followUp. */
export function FollowUpRoute() {
  const params = useParams();
  const leadId = Number(params.id);
  const lead = useLead(leadId);
  const statuses = useStatuses();
  const leadName = lead.data
    ? [lead.data.CompanyName, lead.data.OwnerName, lead.data.MobileNo].filter(Boolean).join(' · ')
    : undefined;
  return (
    <>
      <PageTitle
        title="Follow Up"
        crumbs={[{ label: 'Leads', to: pathTo('Leads', { followUp: params.followUp }) }]}
      />
      <QueryError what="the lead" query={lead} />
      <QueryError what="the statuses" query={statuses} />
      {Number.isInteger(leadId) && leadId > 0 ? (
        <div className="mb-3">
          <CheckInButton leadId={leadId} />
        </div>
      ) : null}
      <FollowUps
        leadId={leadId}
        leadName={leadName}
        catalogue={statuses.data ?? {}}
        currentStatusId={lead.data?.status.StatusId}
        startedFrom={
          lead.data
            ? { StatusId: lead.data.status.StatusId, NextDate: lead.data.NextDate }
            : undefined
        }
      />
    </>
  );
}
