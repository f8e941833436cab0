import { z } from 'zod';
import {
  absentIfBlank,
  blankAsAbsent,
  optionalDate,
  mobileNumber,
  requiredText,
  zeroOneFlag,
} from './common';
import { PAYOUT_METHODS, paymentFields, paymentRowShape } from './money-fields';
import { rupeesShown } from './licence-money';
import { pageQueryShape } from './paging';

/**
 * Referral commissions (spec 2 §3, §5, §7; DESIGN §7 "Referral commission"): an app user of the
 * companion app refers a business as a lead (RefMobileNo = their mobile); once the business has
 * installed, the referrer is owed the commission, paid in one or more payments.
 */

export const REFERRAL_STATUSES = ['Payable', 'Pending', 'Complete'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const DEFAULT_REFERRAL_STATUS: ReferralStatus = 'Payable';

export const referralMessages = {
  amountInvalid: 'Enter a valid amount',
  paymentMethodRequired: 'Payment Method selection is required',
  paymentInfoRequired: 'Payment Info is required',
  paid: 'Referral commission paid successfully.',
  paymentInfoSaved: 'Payment info saved successfully.',
  list: 'Referral commissions',
  history: 'Referral payments',
  entryDateRequired: 'Entry Date is required',
  mobileRequired: 'Mobile number is required.',
  mobileInvalid: 'Please enter a valid 10-digit mobile number.',
  statusInvalid: 'Choose Payable, Pending or Complete.',
  paymentInfoTooLong: 'Payment info must be at most 300 characters.',
  remarksTooLong: 'Remarks must be at most 500 characters.',
  referralNotFound: 'No referral of this business by this referrer.',
  notInstalled: 'The referred business has not installed yet: nothing is owed.',
  noPaymentInfo: "Save the referrer's payment info before paying.",
  moreThanOwed: (owedRupees: string) =>
    `Only ${rupeesShown(owedRupees)} is still owed for this referral.`,
  referrerUnknown: 'No app user has this mobile number.',
  exportDatesRequired: 'From Date and To Date are required for the export.',
  /** The exports' file names. */
  referralsFile: 'referral-commissions.xlsx',
  paymentsFile: 'referral-payments.xlsx',
} as const;

/**
 * The one rule of a referral's state (DESIGN §7): Pending until the referred business has
 * installed ReqInstallation times, then Payable while less than the commission is paid, then
 * Complete. Every screen, list, filter and export uses it.
 */
export function referralStatus(referral: {
  installations: number;
  requiredInstallations: number;
  paidPaise: number;
  commissionPaise: number;
}): ReferralStatus {
  if (referral.installations < referral.requiredInstallations) return 'Pending';
  return referral.paidPaise < referral.commissionPaise ? 'Payable' : 'Complete';
}

const zeroOne = zeroOneFlag();
const mobile = mobileNumber(referralMessages.mobileRequired, referralMessages.mobileInvalid);

/** `POST /pending-payment-reference-leads`: the status filter (a page when asked); Export 1 answers the sheet. */
export const referralListQuerySchema = z.object({
  ...pageQueryShape,
  Status: z.preprocess(
    (value) => absentIfBlank(value) ?? DEFAULT_REFERRAL_STATUS,
    z.enum(REFERRAL_STATUSES, { error: referralMessages.statusInvalid }),
  ),
  Export: zeroOne,
});
export type ReferralListQuery = z.input<typeof referralListQuerySchema>;

/** `POST /pay-referense-commission` (spec 2 §7). PaidAmount is what the screen showed as paid. */
const { EntryDate, ...payment } = paymentFields(PAYOUT_METHODS, referralMessages);
export const referralPaymentSchema = z.object({
  EntryDate,
  RefMobileNo: mobile,
  MobileNo: mobile,
  PaidAmount: z.unknown().optional(),
  ...payment,
});
export type ReferralPaymentInput = z.input<typeof referralPaymentSchema>;

/**
 * `POST /pay-transaction-history-ref-leads`: one referral's payments (RefMobileNo, MobileNo), or
 * with Export 1 every referral payment from FromDate to ToDate as a sheet.
 */
export const referralHistoryQuerySchema = z
  .object({
    RefMobileNo: blankAsAbsent(mobile),
    MobileNo: blankAsAbsent(mobile),
    Export: zeroOne,
    FromDate: optionalDate,
    ToDate: optionalDate,
  })
  .superRefine((query, context) => {
    if (query.Export === 1) {
      if (!query.FromDate || !query.ToDate) {
        context.addIssue({
          code: 'custom',
          path: [query.FromDate ? 'ToDate' : 'FromDate'],
          message: referralMessages.exportDatesRequired,
        });
      }
      return;
    }
    if (!query.RefMobileNo)
      context.addIssue({
        code: 'custom',
        path: ['RefMobileNo'],
        message: referralMessages.mobileRequired,
      });
    if (!query.MobileNo)
      context.addIssue({
        code: 'custom',
        path: ['MobileNo'],
        message: referralMessages.mobileRequired,
      });
  });
export type ReferralHistoryQuery = z.input<typeof referralHistoryQuerySchema>;

/** `POST /oyaar-api/update-user-payment-info`: the referrer's UPI id or bank details. */
export const paymentInfoSchema = z.object({
  MobileNo: mobile,
  PaymentInfo: requiredText(referralMessages.paymentInfoRequired).pipe(
    z.string().max(300, { error: referralMessages.paymentInfoTooLong }),
  ),
});
export type PaymentInfoInput = z.input<typeof paymentInfoSchema>;

/** A referral row (spec 2 §3); money in rupees as text. */
export const referralSchema = z.object({
  id: z.number(),
  UserName: z.string(),
  Installation: z.number(),
  ReqInstallation: z.number(),
  RefMobileNo: z.string(),
  PaymentInfo: z.string(),
  Name: z.string(),
  MobileNo: z.string(),
  CommissionAmount: z.string(),
  PendingPayment: z.string(),
  PaidPayment: z.string(),
  Status: z.enum(REFERRAL_STATUSES),
});
export type Referral = z.infer<typeof referralSchema>;

/** A referral payment (spec 2 §3): CommissionAmount is the amount paid. */
export const referralPaymentRowSchema = z.object({
  ...paymentRowShape,
  CommissionAmount: z.string(),
});
export type ReferralPaymentRow = z.infer<typeof referralPaymentRowSchema>;
