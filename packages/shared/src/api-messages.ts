// No zod here: screens show these (a failed load, the last backup) without building schemas.

/**
 * The most pixels (width × height) an uploaded JPG or PNG may have: more than a phone's camera
 * takes (a 108 MP sensor saves 12 MP by default), and at 4 bytes a pixel the 160 MB anything that
 * opens it may have to hold.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Messages that are ours rather than the spec's, used by both APIs. */
export const apiMessages = {
  unauthorized: 'You are not signed in, or your session has expired.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  /** A screen opened offline whose data the phone did not keep (the web app, in place). */
  notKeptOffline: 'It was not kept on this phone. It opens when the network is back.',
  /** An action tapped offline that cannot wait in the phone's queue (the web app, where tapped). */
  needsNetwork: 'You are offline, and this needs the network. Try again when you are back online.',
  validation: 'Please correct the highlighted fields.',
  malformedBody: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please try again later.',
  serverError: 'Something went wrong. Please try again later',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  healthy: 'OK',
  databaseUnreachable: 'The database is unreachable.',
  storeUnreachable: 'The file store cannot be written.',
  redisUnreachable: 'Redis is unreachable.',
  backupsFailing: 'Backups have failed for more than 48 hours.',
  reportsBusy: 'Too many reports are being prepared right now. Please try again in a minute.',
  reportLinkUsed: 'This report link has already been opened. Generate the report again.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyInProgress: 'The same request is still being processed. Please try again shortly.',
  /** Beside a lead photo, visit photo or media image whose content does not decode. */
  imageUnreadable: 'This image could not be read: the file is damaged or incomplete.',
  imageTooManyPixels: `This image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (for example 8000 × 5000).`,
} as const;
