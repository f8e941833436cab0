// No zod here: screens show these (a failed load, the last backup) without building schemas.

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
} as const;
