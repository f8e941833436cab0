// Issue 45: languages, the ICU subset, translation. No zod; the catalogues are their own modules
// (`@yaar/shared/i18n/gu`, `…/hi`), loaded only for their language.
export * from './languages';
export * from './format-message';
export * from './translate';
export * from './message-keys';
