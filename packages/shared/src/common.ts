import { z } from 'zod';

/** Constants of spec 1 §9 and 2 §9. */
export const MOBILE_DIGITS = 10;
export const PINCODE_DIGITS = 6;
export const NAME_MAX_LENGTH = 50;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 30;
export const API_TIMEOUT_MS = 10_000;
export const IMPORT_TIMEOUT_MS = 200_000;
export const WHATSAPP_COUNTRY_PREFIX = '91';
export const PRODUCT_NAME = 'Yaar Back Office';

export const mobilePattern = /^\d{10}$/;
export const pincodePattern = /^\d{6}$/;

/** Trims strings before they are checked; other values pass as they are. */
export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** A required text field: missing, null and blank all give `message`. */
export const requiredText = (message: string) =>
  z.preprocess(
    (value) => trimmed(value) ?? '',
    z.string({ error: message }).min(1, { error: message }),
  );

/** A required 10-digit mobile number. */
export const mobileNumber = (requiredMessage: string, invalidMessage: string) =>
  requiredText(requiredMessage).pipe(z.string().regex(mobilePattern, { error: invalidMessage }));

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_DB_ID = 2_147_483_647;

/** A positive integer id that fits the database's `integer`; `message` for anything else. */
export const dbId = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_DB_ID, { error: message });
