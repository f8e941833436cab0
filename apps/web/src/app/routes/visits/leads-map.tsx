import { PageTitle } from '@/components/ui/page-title';
import { LeadsMapView } from '@/features/visits/components/leads-map-view';
import { useEmployees } from '@/features/users/api/get-employees';
import { useAuth } from '@/lib/auth';

/** Map (issue 34): the leads near me; the administrator may pick one employee's. */
export function LeadsMapRoute() {
  const { isAdmin } = useAuth();
  const employees = useEmployees(isAdmin);
  return (
    <>
      <PageTitle title="Map" />
      <LeadsMapView employees={isAdmin ? (employees.data ?? []) : null} />
    </>
  );
}
