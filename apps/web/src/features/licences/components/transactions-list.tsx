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
import { t } from '@/lib/i18n/language';

/** A credit note, a credited invoice (its return filed), a cancelled one; nothing for a live sale. */
const documentBadge = (row: LicenceTransaction) =>
  row.CreditOfNo
    ? t(licenceMessages.credits('{number}'), { number: row.CreditOfNo })
    : row.CreditNoteNo
      ? t(licenceMessages.creditedBy('{number}'), { number: row.CreditNoteNo })
      : row.CancelledAt && t(licenceMessages.cancelled);

/** The document's number; a free transaction's words (it issued none), with its date to tell two apart. */
const documentOf = (row: LicenceTransaction) =>
  row.InvoiceNo || `${t(licenceMessages.freeNoInvoice)} (${formatDate(row.EntryDate)})`;

const columns: DataTableColumn<LicenceTransaction>[] = [
  dateColumn('date', 'Entry Date', (row) => row.EntryDate),
  {
    id: 'invoice',
    header: 'Invoice No',
    // A free transaction issued no document (issue 42).
    cell: (row) => withBadge(row.InvoiceNo || t(licenceMessages.freeNoInvoice), documentBadge(row)),
    className: 'text-nowrap',
  },
  { id: 'product', header: 'Product', cell: (row) => twoLines(row.Product, t(row.TranType)) },
  { id: 'employee', header: 'Employee Name', cell: (row) => row.EmployeeName || '—' },
  { id: 'name', header: 'Name', cell: (row) => row.Name },
  // Digits and ₹ amounts do not break; their headers may, so the table fits beside the menu.
  { id: 'mobile', header: 'Mobile No', cell: (row) => row.MobileNo },
  moneyColumn('total', 'Total Charges', (row) => row.TotalCharges),
  {
    id: 'method',
    header: 'Payment Method',
    cell: (row) => (row.PaymentMethod ? t(row.PaymentMethod) : '—'),
  },
];

const filtersOf = (employees: readonly UserPick[] | undefined): FilterSpec<string>[] => [
  { key: 'Product', label: 'Product', options: LICENCE_PRODUCTS },
  { key: 'MobileNo', label: 'Mobile No', type: 'mobile' },
  { key: 'EmployeeId', label: 'Employee', options: employeeOptions(employees) },
  { key: 'PaymentMethod', label: 'Payment Method', options: PAYMENT_METHODS },
  ...dateRangeFilters(licenceMessages.dateOrder),
];

/** What the sale changed on the licence: before → after. */
function changesOf(row: LicenceTransaction): DetailItemProps[] {
  const waAfter = (Number(row.WABalanceBefore) + Number(row.WABalance)).toFixed(2);
  const extending = EXTENDING_TYPES.includes(row.TranType as TransactionType);
  const companiesAfter =
    extending && row.NoOfCompanies > 0 ? row.NoOfCompanies : row.NoOfCompaniesBefore;
  return [
    {
      label: 'License Expiry',
      value: `${formatDate(row.LicenseKeyBefore, t('none'))} → ${formatDate(row.LicenseKeyAfter, t('none'))}`,
      column: 'col-12 col-sm-4',
    },
    { label: 'WA Balance', value: `${rupees(row.WABalanceBefore)} → ${rupees(waAfter)}` },
    { label: 'No. of Companies', value: `${row.NoOfCompaniesBefore} → ${companiesAfter}` },
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
      t('Delete transaction {document} of {name} ({amount})? {note}', {
        document: documentOf(transaction),
        name: transaction.Name,
        amount: rupees(transaction.TotalCharges),
        note: t(licenceMessages.deleteCancelsInvoice),
      }),
    done: { text: t(licenceMessages.transactionDeleted) },
    // Past its return period the server issues a credit note instead, and says which.
    sayServerMessage: true,
    failed: { text: t(licenceMessages.deleteFailed) },
  });

  return (
    <ListView
      {...view}
      columns={columns}
      emptyText="No transactions found."
      cardsLabel="Transactions"
      rowMenu={{
        idPrefix: 'transaction',
        ariaLabel: (transaction) => t('Action for {lead}', { lead: documentOf(transaction) }),
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
        title={(row) => `${documentOf(row)} · ${row.Product} · ${row.Name} (${row.MobileNo})`}
        size="lg"
        fullscreen="sm-down"
      >
        {(row) => (
          <>
            <p className="small text-body-secondary">
              {t(
                'A recorded transaction cannot be changed: delete the latest one and record it again.',
              )}
            </p>
            <DetailGrid
              label={t('What this transaction changed')}
              column="col-6 col-sm-4"
              items={changesOf(row)}
            />
            <LicenceUpdateForm form={viewForm} target={null} transaction={row} />
            {renderMessages?.(row)}
          </>
        )}
      </RecordDialog>
    </ListView>
  );
}
