import { formatDate } from '@/lib/dates';
import type { DataTableColumn } from './data-table';

interface PaymentRow {
  EntryDate: string;
  PaymentMethod: string;
  Remarks: string;
}

/** A payment ledger's columns (a commission's, a referral's): the day, the amount, how, why. */
export const paymentColumns = <Row extends PaymentRow>(
  amountOf: (row: Row) => string,
): DataTableColumn<Row>[] => [
  {
    id: 'date',
    header: 'Date',
    cell: (row) => formatDate(row.EntryDate),
    className: 'text-nowrap',
  },
  { id: 'amount', header: 'Amount', cell: (row) => `₹${amountOf(row)}`, className: 'text-end' },
  { id: 'method', header: 'Payment Method', cell: (row) => row.PaymentMethod },
  { id: 'remarks', header: 'Remarks', cell: (row) => row.Remarks || '—' },
];
