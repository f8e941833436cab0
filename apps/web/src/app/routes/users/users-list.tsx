import { PageTitle } from '@/components/ui/page-title';
import { CommissionPanel } from '@/features/commissions/components/commission-panel';
import { UsersList } from '@/features/users/components/users-list';

/** Users List (spec 2 §2), administrator; a row's Payment is the employee's commission panel. */
export function UserListRoute() {
  return (
    <>
      <PageTitle title="Users List" />
      <section className="section">
        <UsersList paymentPanel={(props) => <CommissionPanel {...props} />} />
      </section>
    </>
  );
}
