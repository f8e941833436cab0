import { useParams } from 'react-router';
import { QueryError } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { FollowUpDetails } from '@/features/follow-ups/components/follow-up-details';
import { LeadTimeline } from '@/features/lead-timeline/components/lead-timeline';
import { useStatuses } from '@/features/leads/api/get-statuses';
import { LeadsList } from '@/features/leads/components/leads-list';
import { leadViewTitle } from '@/features/leads/utils/lead-views';
import { useEmployees } from '@/features/users/api/get-employees';
import { LeadVisits } from '@/features/visits/components/lead-visits';
import { WaitingLeads } from '@/features/waiting/components/waiting-leads';
import { pathTo } from '@/lib/paths';

/**
 * Leads list (spec 1 §2.7), with the optional followUp route parameter. An open view is named in
 * the title as its dashboard card names it ('Overdue FollowUp'), under Dashboard > Leads.
 */
export function LeadsRoute() {
  const { followUp } = useParams();
  const statuses = useStatuses();
  const employees = useEmployees();
  const viewTitle = leadViewTitle(followUp);
  return (
    <>
      {viewTitle ? (
        <PageTitle title={viewTitle} crumbs={[{ label: 'Leads', to: pathTo('Leads') }]} />
      ) : (
        <PageTitle title="Leads" />
      )}
      <QueryError what="the statuses" query={statuses} quietWhenNotKept />
      <QueryError what="the employees" query={employees} quietWhenNotKept />
      <WaitingLeads />
      {/* A new view starts with that view's filters. */}
      <LeadsList
        key={followUp ?? ''}
        followUp={followUp}
        catalogue={statuses.data ?? {}}
        employees={employees.data ?? []}
        renderFollowUps={(followUps) => <FollowUpDetails followUps={followUps} />}
        renderVisits={(lead) => <LeadVisits leadId={lead.id} visits={lead.Visits} />}
        renderTimeline={(lead) => <LeadTimeline leadId={lead.id} inDialog />}
      />
    </>
  );
}
