import { QueryError } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { AssignLeadsForm } from '@/features/lead-bulk/components/assign-leads-form';
import { useStatuses } from '@/features/leads/api/get-statuses';
import { useEmployees } from '@/features/users/api/get-employees';
import { useAuth } from '@/lib/auth';

/** Assign Leads (spec 2 §2), administrator: hands leads of the admin's pool to an employee. */
export function AssignLeadsRoute() {
  const statuses = useStatuses();
  const employees = useEmployees();
  const { user } = useAuth();
  // The leads come out of the administrator's own pool: they go to someone else.
  const others = employees.data?.filter((employee) => employee.id !== user?.id);
  return (
    <>
      <PageTitle title="Assign Leads" />
      <QueryError what="the statuses" query={statuses} />
      <QueryError what="the employees" query={employees} />
      <section className="section">
        <AssignLeadsForm statuses={statuses.data} employees={others} />
      </section>
    </>
  );
}
