import { PageTitle } from '@/components/ui/page-title';

/** License Transactions (spec 2 §2), administrator. Not built yet: its own issue fills in the screen below the title. */
export function LicenseTransactionsRoute() {
  return (
    <>
      <PageTitle title="License Transactions" />
      <section className="section" />
    </>
  );
}
