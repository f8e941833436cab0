import { leadMessages } from '@yaar/shared';
import { useParams } from 'react-router';
import { notKeptOffline, QueryError } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useReadyInSlices } from '@/hooks/use-ready-in-slices';
import { useLead } from '@/features/leads/api/get-lead';
import { useStatuses } from '@/features/leads/api/get-statuses';
import { LeadForm } from '@/features/leads/components/lead-form';
import { LeadTimeline } from '@/features/lead-timeline/components/lead-timeline';
import { pathTo } from '@/lib/paths';

/**
 * Lead Update (spec 1 §2.11), route params id and followUp; prefilled from the stored lead, with the
 * lead's timeline below the form (issue 43).
 */
export function LeadUpdateRoute() {
  const params = useParams();
  const id = Number(params.id);
  const lead = useLead(id);
  const statuses = useStatuses();
  const loading = useReadyInSlices(
    (lead.isPending && lead.fetchStatus !== 'idle') || statuses.isPending,
  );
  return (
    <>
      <PageTitle
        title="Lead Update"
        crumbs={[{ label: 'Leads', to: pathTo('Leads', { followUp: params.followUp }) }]}
      />
      <QueryError what="the lead" query={lead} />
      <QueryError what="the statuses" query={statuses} />
      {[lead, statuses].some((query) => query.isError || notKeptOffline(query)) ? null : loading ? (
        <Spinner />
      ) : lead.data ? (
        <>
          <LeadForm
            key={lead.data.id}
            lead={lead.data}
            followUp={params.followUp}
            catalogue={statuses.data ?? {}}
          />
          <LeadTimeline key={`timeline-${lead.data.id}`} leadId={lead.data.id} />
        </>
      ) : (
        <p className="text-muted">{leadMessages.leadNotFound}</p>
      )}
    </>
  );
}
