import { PageTitle } from '@/components/ui/page-title';
import { TransactionsList } from '@/features/licences/components/transactions-list';
import { useEmployees } from '@/features/users/api/get-employees';
import { CustomerMessages } from '@/features/whatsapp/components/customer-messages';

/** License Transactions (spec 2 §2), administrator. */
export function LicenseTransactionsRoute() {
  const employees = useEmployees();
  return (
    <>
      <PageTitle title="License Transactions" />
      <TransactionsList
        employees={employees.data}
        renderMessages={(transaction) => <CustomerMessages MobileNo={transaction.MobileNo} />}
      />
    </>
  );
}
