import { ComingSoon } from '@/components/ui/coming-soon';
import { PageTitle } from '@/components/ui/page-title';

/** Users List (spec 2 §2), administrator. Not built yet: says what it will do until its own issue builds it. */
export function UserListRoute() {
  return (
    <>
      <PageTitle title="Users List" />
      <ComingSoon
        purpose="Manage the employees who use the back office."
        features={[
          'Name, email, mobile, address and city of each employee',
          'Switch an employee Active or Inactive',
          'Edit an employee, pay commission and see its history',
        ]}
      />
    </>
  );
}
