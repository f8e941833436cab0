import { z } from 'zod';
import { signUpEmailPattern, signUpMessages } from './auth-messages';
import {
  absentIfBlank,
  MAX_DB_ID,
  idField,
  mobileNumber,
  requiredText,
  wholeNumber,
  flagField,
} from './common';
import { rupeesField } from './money-fields';

/**
 * The administrator's Users List (spec 2 §2, §5): edit, activate/deactivate, each employee's
 * commission rates. The commission ledger itself is `commissions.ts`.
 */

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
