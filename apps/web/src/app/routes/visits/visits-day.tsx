import { PageTitle } from '@/components/ui/page-title';
import { VisitsDayView } from '@/features/visits/components/visits-day-view';
import { useEmployees } from '@/features/users/api/get-employees';
import { useAuth } from '@/lib/auth';

/** Day of Visits (issue 34): an employee's visits in order; the administrator picks the employee. */
export function VisitsDayRoute() {
  const { user, isAdmin } = useAuth();
  const employees = useEmployees(isAdmin);
  return (
    <>
      <PageTitle title="Day of Visits" />
      <VisitsDayView me={user?.id ?? 0} employees={isAdmin ? (employees.data ?? null) : null} />
    </>
  );
}
