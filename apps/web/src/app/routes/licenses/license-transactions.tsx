import { PageTitle } from '@/components/ui/page-title';
import { TransactionsList } from '@/features/licences/components/transactions-list';

/** License Transactions (spec 2 §2), administrator. */
export function LicenseTransactionsRoute() {
  return (
    <>
      <PageTitle title="License Transactions" />
      <TransactionsList />
    </>
  );
}
