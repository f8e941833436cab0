import type { UseQueryResult } from '@tanstack/react-query';
import {
  DataTable,
  dateColumn,
  moneyColumn,
  type DataTableColumn,
  type DataTableRowActions,
} from './data-table';
import { loadFailure } from './error-state';

interface PaymentRow {
  id: number;
  EntryDate: string;
  PaymentMethod: string;
  Remarks: string;
}

/** A payment ledger's columns (a commission's, a referral's): the day, the amount, how, why. */
const paymentColumns = <Row extends PaymentRow>(
  amountOf: (row: Row) => string,
): DataTableColumn<Row>[] => [
  dateColumn('date', 'Date', (row) => row.EntryDate),
  moneyColumn('amount', 'Amount', amountOf),
  { id: 'method', header: 'Payment Method', cell: (row) => row.PaymentMethod },
  { id: 'remarks', header: 'Remarks', cell: (row) => row.Remarks || '—' },
];

interface PaymentsTableProps<Row extends PaymentRow> {
  rows: Row[] | undefined;
  /** The amount as the ledger names it (TotalCharges, CommissionAmount). */
  amountOf: (row: Row) => string;
  /** The query the rows come from: its loading and failure (with Retry). */
  query: UseQueryResult<unknown>;
  rowActions?: DataTableRowActions<Row>;
}

/** A ledger's payments, newest first, in a side panel: cards on phones. */
export function PaymentsTable<Row extends PaymentRow>(props: PaymentsTableProps<Row>) {
  return (
    <DataTable
      columns={paymentColumns(props.amountOf)}
      rows={props.rows}
      rowKey={(row) => row.id}
      loading={props.query.isFetching}
      emptyText="No payments yet."
      error={loadFailure('the payments', props.query)}
      cardsLabel="Payments"
      size="sm"
      rowActions={props.rowActions}
    />
  );
}
