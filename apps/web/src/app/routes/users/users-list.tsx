import { PageTitle } from '@/components/ui/page-title';

/** Users List (spec 2 §2), administrator. Not built yet: its own issue fills in the screen below the title. */
export function UserListRoute() {
  return (
    <>
      <PageTitle title="Users List" />
      <section className="section" />
    </>
  );
}
