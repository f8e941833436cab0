export * from './api';
export * from './paging';
// constants, auth-messages and sign-in-check have no zod: the sign-in screen loads only these
// (issue 10.6); each file is exported once, so a bundler keeps only what is used.
export * from './constants';
export * from './business-days';
export * from './gst-states';
export * from './common';
export * from './auth-messages';
export * from './sign-in-check';
export * from './auth';
export * from './reference';
export * from './users';
export * from './leads';
export * from './search-rank';
export * from './dashboard';
export * from './licences';
export * from './payment-qr';
export * from './companion-versions';
export * from './companion-media';
export * from './lead-bulk';
export * from './referrals';
export * from './user-admin';
export * from './companion-announcements';
export * from './companion-analytics';
export * from './companion-offers';
export * from './money-fields';
export * from './companion-settings';
