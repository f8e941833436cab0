import { z } from 'zod';
import { idField, inputMessages, optionalText } from './common';
import { pageQueryShape } from './paging';

export const USER_STATUS = { inactive: 0, active: 1 } as const;

/** A full user record, as the administrator sees it in `GET /users-list`. */
export const userRecordSchema = z.object({
  id: z.number(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  MobileNo: z.string(),
  Address: z.string(),
  CityId: z.number().nullable(),
  CityName: z.string().nullable(),
  StateName: z.string().nullable(),
  Pincode: z.string(),
  Status: z.number(),
  OYComm1: z.string(),
  OYComm2: z.string(),
  IsAdmin: z.boolean(),
  /** A sign-up the administrator has never switched on (SIGNUP_APPROVAL=admin): listed first. */
  Waiting: z.boolean(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** What staff get from `GET /users-list`: enough for an employee picker. */
export const userPickSchema = z.object({
  id: z.number(),
  FirstName: z.string(),
  LastName: z.string(),
  Status: z.number(),
});
export type UserPick = z.infer<typeof userPickSchema>;

export const usersListQuerySchema = z.object({
  id: idField(inputMessages.numberInvalid).optional(),
  ...pageQueryShape,
  /** Part of a name, an e-mail or a mobile number. */
  Search: optionalText(100, inputMessages.textInvalid).optional(),
});
