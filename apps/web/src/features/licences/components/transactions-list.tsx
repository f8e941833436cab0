import type { LicenceTransaction, UserPick } from '@yaar/shared';
import { LICENCE_PRODUCTS, PAYMENT_METHODS, licenceMessages } from '@yaar/shared';
import { useState } from 'react';
import { dateColumn, twoLines, withBadge, type DataTableColumn } from '@/components/ui/data-table';
import { FilterBar, dateRangeFilters } from '@/components/ui/filter-bar';
import { ListView } from '@/components/ui/list-view';
import { deleteAction } from '@/components/ui/row-actions-menu';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { blankFilters, useListQuery } from '@/hooks/use-list-query';
import { usePagedList } from '@/hooks/use-paged-list';
import { rupees } from '@/lib/money';
import { employeeOptions } from '@/lib/pick-options';
import { printBill, transactionsSource, useDeleteTransaction } from '../api/licences';
import { TransactionView } from './transaction-view';

const columns: DataTableColumn<LicenceTransaction>[] = [
  dateColumn('date', 'Entry Date', (t) => t.EntryDate),
  {
    id: 'invoice',
    header: 'Invoice No',
    cell: (t) => withBadge(t.InvoiceNo, t.CancelledAt && licenceMessages.cancelled),
    className: 'text-nowrap',
  },
  { id: 'product', header: 'Product', cell: (t) => twoLines(t.Product, t.TranType) },
  { id: 'employee', header: 'Employee Name', cell: (t) => t.EmployeeName || '—' },
  { id: 'name', header: 'Name', cell: (t) => t.Name },
  // Digits and ₹ amounts do not break; their headers may, so the table fits beside the menu.
  { id: 'mobile', header: 'Mobile No', cell: (t) => t.MobileNo },
  { id: 'total', header: 'Total Charges', cell: (t) => rupees(t.TotalCharges) },
  { id: 'method', header: 'Payment Method', cell: (t) => t.PaymentMethod || '—' },
];

const filtersOf = (employees: readonly UserPick[] | undefined) =>
  [
    { key: 'Product', label: 'Product', options: LICENCE_PRODUCTS },
    { key: 'MobileNo', label: 'Mobile No', type: 'mobile' },
    { key: 'EmployeeId', label: 'Employee', options: employeeOptions(employees) },
    { key: 'PaymentMethod', label: 'Payment Method', options: PAYMENT_METHODS },
    ...dateRangeFilters(
      ['FromDate', 'From Date'],
      ['ToDate', 'To Date'],
      licenceMessages.dateOrder,
    ),
  ] as const;

/** License Transactions (spec 2 §2): filters, the table (cards on phones), Edit / Delete / Print Bill. */
export function TransactionsList({ employees }: { employees: readonly UserPick[] | undefined }) {
  const specs = filtersOf(employees);
  const list = useListQuery({ defaults: blankFilters(specs), pageSize: 25 });
  const page = usePagedList<LicenceTransaction>(transactionsSource, list.pageQuery);
  const deleteMutation = useDeleteTransaction();
  const [viewing, setViewing] = useState<LicenceTransaction | null>(null);
  const handleDelete = useConfirmedDelete<LicenceTransaction>({
    remove: (transaction) => deleteMutation.mutateAsync(transaction.id),
    confirm: (transaction) =>
      `Delete transaction ${transaction.InvoiceNo} of ${transaction.Name} (${rupees(transaction.TotalCharges)})? ${licenceMessages.deleteCancelsInvoice}`,
    done: { text: licenceMessages.transactionDeleted },
    failed: { text: licenceMessages.deleteFailed },
  });

  return (
    <ListView
      page={page}
      what="the transactions"
      columns={columns}
      rowKey={(row) => row.id}
      emptyText="No transactions found."
      cardsLabel="Transactions"
      onPageChange={list.setPage}
      filters={<FilterBar idPrefix="transactions" {...list.filterBar} specs={specs} />}
      rowMenu={{
        idPrefix: 'transaction',
        ariaLabel: (transaction) => `Action for ${transaction.InvoiceNo}`,
        actions: (transaction) => [
          { label: 'Edit', icon: 'bi-pencil-square', onClick: () => setViewing(transaction) },
          deleteAction(() => handleDelete(transaction), Boolean(transaction.CancelledAt)),
          { label: 'Print Bill', icon: 'bi-printer', onClick: () => printBill(transaction) },
        ],
      }}
    >
      <TransactionView transaction={viewing} onClose={() => setViewing(null)} />
    </ListView>
  );
}
