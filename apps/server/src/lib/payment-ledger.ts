import type { Column } from 'drizzle-orm';
import { paiseToRupees } from '@yaar/shared';
import { apiColumns } from './api-columns';

/** A ledger payment as a form sends it: the day, the amount in paise, how, why. */
export interface LedgerPaymentInput {
  EntryDate: string;
  Amount: number;
  PaymentMethod: string;
  Remarks: string;
}

/** The row's shared columns (db/schema/payment-ledger) from the form, recorded by `actorId`. */
export const ledgerValues = (input: LedgerPaymentInput, actorId: number) => ({
  entryDate: input.EntryDate,
  amount: paiseToRupees(input.Amount),
  paymentMethod: input.PaymentMethod,
  remarks: input.Remarks,
  createdBy: actorId,
});

/** A ledger table: its id and the columns every ledger has (db/schema/payment-ledger). */
interface LedgerTable {
  id: Column;
  entryDate: Column;
  amount: Column;
  paymentMethod: Column;
  remarks: Column;
}

/** A ledger payment's fields under their API names, the amount under the ledger's own name. */
type LedgerPaymentFields<T extends LedgerTable, Amount extends string> = {
  id: T['id'];
  EntryDate: T['entryDate'];
  PaymentMethod: T['paymentMethod'];
  Remarks: T['remarks'];
} & Record<Amount, T['amount']>;

/** A ledger's payment under its API names (spec 2 §3), the amount under the ledger's own name. */
export const ledgerPaymentColumns = <T extends LedgerTable, Amount extends string>(
  table: T,
  amount: Amount,
) =>
  apiColumns({
    id: table.id,
    EntryDate: table.entryDate,
    [amount]: table.amount,
    PaymentMethod: table.paymentMethod,
    Remarks: table.remarks,
  } as LedgerPaymentFields<T, Amount>);
