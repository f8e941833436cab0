import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { useStatuses } from '@/features/leads/api/get-statuses';
import { LeadsList } from '@/features/leads/components/leads-list';
import { useEmployees } from '@/features/users/api/get-employees';

/** Leads list (spec 1 §2.7), with the optional followUp route parameter. */
export function LeadsRoute() {
  const { followUp } = useParams();
  const statuses = useStatuses();
  const employees = useEmployees();
  return (
    <>
      <PageTitle title="Leads" />
      {/* A new view starts with that view's filters. */}
      <LeadsList
        key={followUp ?? ''}
        followUp={followUp}
        catalogue={statuses.data ?? {}}
        employees={employees.data ?? []}
      />
    </>
  );
}
