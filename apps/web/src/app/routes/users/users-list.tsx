import { PageTitle } from '@/components/ui/page-title';
import { UsersList } from '@/features/users/components/users-list';

/** Users List (spec 2 §2), administrator. */
export function UserListRoute() {
  return (
    <>
      <PageTitle title="Users List" />
      <section className="section">
        <UsersList />
      </section>
    </>
  );
}
