import { z } from 'zod';
import { signUpEmailPattern, signUpMessages } from './auth-messages';
import {
  absentIfBlank,
  blankAsAbsent,
  optionalDate,
  MAX_DB_ID,
  idField,
  mobileNumber,
  requiredText,
  wholeNumber,
  flagField,
} from './common';
import { PAYOUT_METHODS, paymentFields, paymentRowShape, rupeesField } from './money-fields';
import { rupeesShown } from './licence-money';

/**
 * The administrator's Users List (spec 2 §2, §3, §5, §7): edit, activate/deactivate, and the
 * employee commission ledger (DESIGN §7 "Employee commission").
 */
export const userAdminPaths = {
  updateUser: '/update-user',
  payCommission: '/pay-commission',
  commissionHistory: '/commission-history',
  commissionDelete: '/commission-delete',
  commissionReport: '/commission-report',
  commissionReportFile: '/commission-report-file',
} as const;

/** Names and e-mail at most 50 characters (spec 2 §5). */
export const USER_TEXT_MAX = 50;

export const userAdminMessages = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  emailRequired: 'Email is required',
  mobileRequired: 'Mobile Number is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  pincodeRequired: 'Pincode is required',
  numberInvalid: 'Enter a valid number',
  amountInvalid: 'Enter a valid amount',
  tooLong: `At most ${USER_TEXT_MAX} characters.`,
  emailInvalid: signUpMessages.emailInvalid,
  mobileInvalid: signUpMessages.mobileInvalid,
  pincodeInvalid: signUpMessages.pincodeInvalid,
  statusInvalid: 'Status must be 1 (active) or 0 (inactive).',
  emailTaken: 'Another user has this email.',
  mobileTaken: 'Another user has this mobile number.',
  cityUnknown: 'Please select a city from the list.',
  userNotFound: 'User not found.',
  ownAccount: 'You cannot deactivate your own account.',
  statusUpdated: 'Status Updated successfully.',
  /** The Users list's badge on a sign-up that waits for approval (SIGNUP_APPROVAL=admin). */
  waiting: 'Waiting',
  userUpdated: 'User updated successfully.',
  noUsers: 'No users available.',
  employeeRequired: 'Employee is required',
  entryDateRequired: 'Entry Date is required',
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

const limited = (message: string) =>
  requiredText(message).pipe(z.string().max(USER_TEXT_MAX, { error: userAdminMessages.tooLong }));
/** A commission per sale: a non-negative amount of rupees, as text. */
const commission = z.preprocess(
  (value) => absentIfBlank(value) ?? '0',
  rupeesField(userAdminMessages.numberInvalid, { min: 0 }),
);
const status = flagField(userAdminMessages.statusInvalid);

/** The Edit panel's fields (spec 2 §5). */
export const userEditSchema = z.object({
  id: idField(userAdminMessages.userNotFound),
  FirstName: limited(userAdminMessages.firstNameRequired),
  LastName: limited(userAdminMessages.lastNameRequired),
  Email: limited(userAdminMessages.emailRequired).pipe(
    z.string().regex(signUpEmailPattern, { error: userAdminMessages.emailInvalid }),
  ),
  MobileNo: mobileNumber(userAdminMessages.mobileRequired, userAdminMessages.mobileInvalid),
  Address: requiredText(userAdminMessages.addressRequired).pipe(
    z.string().max(500, { error: userAdminMessages.tooLong }),
  ),
  CityId: wholeNumber(userAdminMessages.cityRequired, 1, MAX_DB_ID),
  Pincode: requiredText(userAdminMessages.pincodeRequired).pipe(
    z.string().regex(/^\d{6}$/, { error: userAdminMessages.pincodeInvalid }),
  ),
  OYComm1: commission,
  OYComm2: commission,
  Status: status.optional(),
});
export type UserEdit = z.output<typeof userEditSchema>;
const EDIT_FIELDS = Object.keys(userEditSchema.shape).filter(
  (key) => key !== 'id' && key !== 'Status',
);

/**
 * `POST /update-user`: the full edit, or `{ id, Status }` alone (the list's switch). Which one is
 * told by the fields sent: any edit field makes it an edit, checked in full.
 */
export const userUpdateSchema = z.record(z.string(), z.unknown()).transform((body, context) => {
  const isEdit = EDIT_FIELDS.some((key) => body[key] !== undefined);
  const checked = isEdit
    ? userEditSchema.safeParse(body)
    : z.object({ id: idField(userAdminMessages.userNotFound), Status: status }).safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues)
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return isEdit
    ? { kind: 'edit' as const, ...(checked.data as UserEdit) }
    : { kind: 'status' as const, ...(checked.data as { id: number; Status: number }) };
});

/** `POST /pay-commission` (multipart in the spec; JSON too). */
export const commissionPaymentSchema = z.object({
  EmployeeId: idField(userAdminMessages.employeeRequired),
  ...paymentFields(PAYOUT_METHODS, userAdminMessages),
});
export type CommissionPaymentInput = z.input<typeof commissionPaymentSchema>;

export const commissionHistoryQuerySchema = z.object({
  UserId: idField(userAdminMessages.employeeRequired),
});
export const commissionDeleteSchema = z.object({
  id: idField(userAdminMessages.paymentNotFound),
  UserId: idField(userAdminMessages.employeeRequired),
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
    z.enum(PAYOUT_METHODS, { error: userAdminMessages.paymentMethodRequired }),
  ),
  EmployeeId: blankAsAbsent(idField(userAdminMessages.employeeRequired)),
  FromDate: optionalDate,
  ToDate: optionalDate,
});
export type CommissionReportFilter = z.output<typeof commissionReportSchema>;
