import { paiseToRupees } from '@yaar/shared';

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
