import { z } from 'zod';
import { blankAsAbsent, idField, optionalDate } from './common';
import { rupeesShown } from './licence-money';
import { PAYOUT_METHODS, paymentFields, paymentRowShape } from './money-fields';

/**
 * Employee commissions (spec 2 §2, §3, §7; DESIGN §7 "Employee commission"): what an employee
 * earned by their sales, the payments made to them (Users List → Payment) and the Commission
 * Report. The rates per sale are the user's own fields (`user-admin.ts`).
 */

export const commissionMessages = {
  employeeRequired: 'Employee is required',
  entryDateRequired: 'Entry Date is required',
  amountInvalid: 'Enter a valid amount',
  paymentMethodRequired: 'Payment Method selection is required',
  remarksTooLong: 'Remarks must be at most 500 characters.',
  moreThanDue: (dueRupees: string) => `Only ${rupeesShown(dueRupees)} of commission is due.`,
  paid: 'Commission paid successfully.',
  paymentDeleted: 'Payment deleted successfully.',
  paymentNotFound: 'This payment no longer exists.',
  history: 'Commission payments',
  reportReady: 'Report generated.',
  reportEmpty: 'Report Not Generated!',
  reportLinkInvalid: 'This report link has expired or was changed. Generate the report again.',
} as const;

/** `POST /pay-commission` (multipart in the spec; JSON too). */
export const commissionPaymentSchema = z.object({
  EmployeeId: idField(commissionMessages.employeeRequired),
  ...paymentFields(PAYOUT_METHODS, commissionMessages),
});
export type CommissionPaymentInput = z.input<typeof commissionPaymentSchema>;

export const commissionHistoryQuerySchema = z.object({
  UserId: idField(commissionMessages.employeeRequired),
});
export const commissionDeleteSchema = z.object({
  id: idField(commissionMessages.paymentNotFound),
  UserId: idField(commissionMessages.employeeRequired),
});

/** A commission payment (spec 2 §3: TotalCharges is the amount). */
export const commissionPaymentRowSchema = z.object({
  ...paymentRowShape,
  TotalCharges: z.string(),
});
export type CommissionPaymentRow = z.infer<typeof commissionPaymentRowSchema>;

/** What an employee has earned, been paid and is still owed (rupees as text). */
export const commissionLedgerSchema = z.object({
  Sales: z.number(),
  Earned: z.string(),
  Paid: z.string(),
  Balance: z.string(),
});
export type CommissionLedger = z.infer<typeof commissionLedgerSchema>;

/** `POST /commission-report` (spec 2 §7): every filter optional. */
export const commissionReportSchema = z.object({
  PaymentMethod: blankAsAbsent(
    z.enum(PAYOUT_METHODS, { error: commissionMessages.paymentMethodRequired }),
  ),
  EmployeeId: blankAsAbsent(idField(commissionMessages.employeeRequired)),
  FromDate: optionalDate,
  ToDate: optionalDate,
});
export type CommissionReportFilter = z.output<typeof commissionReportSchema>;
