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
