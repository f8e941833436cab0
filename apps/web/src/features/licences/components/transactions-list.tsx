import type { LicenceTransaction, TransactionType, UserPick } from '@yaar/shared';
import { EXTENDING_TYPES, LICENCE_PRODUCTS, PAYMENT_METHODS, licenceMessages } from '@yaar/shared';
import {
  dateColumn,
  moneyColumn,
  twoLines,
  withBadge,
  type DataTableColumn,
} from '@/components/ui/data-table';
import { DetailGrid, type DetailItemProps } from '@/components/ui/detail-item';
import { RecordDialog } from '@/components/ui/dialog';
import { dateRangeFilters, type FilterSpec } from '@/lib/filter-specs';
import { ListView } from '@/components/ui/list-view';
import { deleteAction } from '@/components/ui/row-actions-menu';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { useFilteredList } from '@/hooks/use-filtered-list';
import { useOpenedRecord } from '@/hooks/use-open-panels';
import { useRecordForm } from '@/hooks/use-record-form';
import { formatDate } from '@/lib/dates';
import { rupees } from '@/lib/money';
import { employeeOptions } from '@/lib/pick-options';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { toastApiError } from '@/lib/form-errors';
import {
  printBill,
  transactionsSource,
  useDeleteTransaction,
  useSendInvoice,
} from '../api/licences';
import { valuesOf } from './licence-form-values';
import { LicenceUpdateForm } from './licence-update-form';

/** A credit note, a credited invoice (its return filed), a cancelled one; nothing for a live sale. */
const documentBadge = (t: LicenceTransaction) =>
  t.CreditOfNo
    ? licenceMessages.credits(t.CreditOfNo)
    : t.CreditNoteNo
      ? licenceMessages.creditedBy(t.CreditNoteNo)
      : t.CancelledAt && licenceMessages.cancelled;

/** The document's number; a free transaction's words (it issued none), with its date to tell two apart. */
const documentOf = (t: LicenceTransaction) =>
  t.InvoiceNo || `${licenceMessages.freeNoInvoice} (${formatDate(t.EntryDate)})`;

const columns: DataTableColumn<LicenceTransaction>[] = [
  dateColumn('date', 'Entry Date', (t) => t.EntryDate),
  {
    id: 'invoice',
    header: 'Invoice No',
    // A free transaction issued no document (issue 42).
    cell: (t) => withBadge(t.InvoiceNo || licenceMessages.freeNoInvoice, documentBadge(t)),
    className: 'text-nowrap',
  },
  { id: 'product', header: 'Product', cell: (t) => twoLines(t.Product, t.TranType) },
  { id: 'employee', header: 'Employee Name', cell: (t) => t.EmployeeName || '—' },
  { id: 'name', header: 'Name', cell: (t) => t.Name },
  // Digits and ₹ amounts do not break; their headers may, so the table fits beside the menu.
  { id: 'mobile', header: 'Mobile No', cell: (t) => t.MobileNo },
  moneyColumn('total', 'Total Charges', (t) => t.TotalCharges),
  { id: 'method', header: 'Payment Method', cell: (t) => t.PaymentMethod || '—' },
];

const filtersOf = (employees: readonly UserPick[] | undefined): FilterSpec<string>[] => [
  { key: 'Product', label: 'Product', options: LICENCE_PRODUCTS },
  { key: 'MobileNo', label: 'Mobile No', type: 'mobile' },
  { key: 'EmployeeId', label: 'Employee', options: employeeOptions(employees) },
  { key: 'PaymentMethod', label: 'Payment Method', options: PAYMENT_METHODS },
  ...dateRangeFilters(licenceMessages.dateOrder),
];

/** What the sale changed on the licence: before → after. */
function changesOf(t: LicenceTransaction): DetailItemProps[] {
  const waAfter = (Number(t.WABalanceBefore) + Number(t.WABalance)).toFixed(2);
  const extending = EXTENDING_TYPES.includes(t.TranType as TransactionType);
  const companiesAfter = extending && t.NoOfCompanies > 0 ? t.NoOfCompanies : t.NoOfCompaniesBefore;
  return [
    {
      label: 'License Expiry',
      value: `${formatDate(t.LicenseKeyBefore, 'none')} → ${formatDate(t.LicenseKeyAfter, 'none')}`,
      column: 'col-12 col-sm-4',
    },
    { label: 'WA Balance', value: `${rupees(t.WABalanceBefore)} → ${rupees(waAfter)}` },
    { label: 'No. of Companies', value: `${t.NoOfCompaniesBefore} → ${companiesAfter}` },
  ];
}

/** License Transactions (spec 2 §2): filters, the table (cards on phones), Edit / Delete / Print Bill. */
export function TransactionsList({
  employees,
  renderMessages,
}: {
  employees: readonly UserPick[] | undefined;
  /** The customer's messages under a transaction's view (the messages feature's, from the route). */
  renderMessages?: (transaction: LicenceTransaction) => ReactNode;
}) {
  const sendInvoice = useSendInvoice();
  const handleSend = (transaction: LicenceTransaction, Channel: 'whatsapp' | 'sms') =>
    void sendInvoice
      .mutateAsync({ id: transaction.id, Channel })
      .then((message) => toast.success(message), toastApiError);
  const { view } = useFilteredList<LicenceTransaction>(transactionsSource, {
    idPrefix: 'transactions',
    specs: filtersOf(employees),
  });
  const viewing = useOpenedRecord<LicenceTransaction>();
  const viewForm = useRecordForm(viewing.record, valuesOf);
  const handleDelete = useConfirmedDelete<LicenceTransaction>({
    remove: useDeleteTransaction(),
    confirm: (transaction) =>
      `Delete transaction ${documentOf(transaction)} of ${transaction.Name} (${rupees(transaction.TotalCharges)})? ${licenceMessages.deleteCancelsInvoice}`,
    done: { text: licenceMessages.transactionDeleted },
    // Past its return period the server issues a credit note instead, and says which.
    sayServerMessage: true,
    failed: { text: licenceMessages.deleteFailed },
  });

  return (
    <ListView
      {...view}
      columns={columns}
      emptyText="No transactions found."
      cardsLabel="Transactions"
      rowMenu={{
        idPrefix: 'transaction',
        ariaLabel: (transaction) => `Action for ${documentOf(transaction)}`,
        actions: (transaction) => [
          { label: 'Edit', icon: 'bi-pencil-square', onClick: () => viewing.open(transaction) },
          deleteAction(
            () => handleDelete(transaction),
            Boolean(transaction.CancelledAt || transaction.CreditOfNo),
          ),
          {
            label: 'Print Bill',
            icon: 'bi-printer',
            onClick: () => printBill(transaction),
            // Nothing to print for a free transaction: it issued no document.
            disabled: transaction.InvoiceNo === '',
          },
          {
            label: 'Send on WhatsApp',
            icon: 'bi-whatsapp',
            onClick: () => handleSend(transaction, 'whatsapp'),
            disabled: transaction.InvoiceNo === '' || sendInvoice.isPending,
          },
          {
            label: 'Send by SMS',
            icon: 'bi-chat-text',
            onClick: () => handleSend(transaction, 'sms'),
            disabled: transaction.InvoiceNo === '' || sendInvoice.isPending,
          },
        ],
      }}
    >
      <RecordDialog
        {...viewing.dialog}
        id="transaction-view-title"
        title={(t) => `${documentOf(t)} · ${t.Product} · ${t.Name} (${t.MobileNo})`}
        size="lg"
        fullscreen="sm-down"
      >
        {(t) => (
          <>
            <p className="small text-body-secondary">
              A recorded transaction cannot be changed: delete the latest one and record it again.
            </p>
            <DetailGrid
              label="What this transaction changed"
              column="col-6 col-sm-4"
              items={changesOf(t)}
            />
            <LicenceUpdateForm form={viewForm} target={null} transaction={t} />
            {renderMessages?.(t)}
          </>
        )}
      </RecordDialog>
    </ListView>
  );
}
