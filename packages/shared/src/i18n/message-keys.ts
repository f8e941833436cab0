import type { apiMessages } from '../api-messages';
import type { authMessages, signInMessages, signUpMessages } from '../auth-messages';
import type { inputMessages } from '../common';
import type { languageMessages } from './languages';
import type { followUpMessages, leadMessages, transferMessages } from '../lead-messages';

/** A message object's texts, only those written out (a literal type): none built at run time. */
type ValuesOf<T> = LiteralOnly<T[keyof T]>;
type LiteralOnly<T> = T extends string ? (string extends T ? never : T) : never;

/**
 * The shared messages translated so far (issue 45): those of sign-in, the leads and their
 * follow-ups and transfers, and the API's own. A catalogue that lacks one fails the typecheck
 * (`Record<SharedMessage, string>`) and `catalogues.test.ts`. The rest fall back to English.
 */
export type SharedMessage =
  | ValuesOf<typeof signInMessages>
  | ValuesOf<typeof signUpMessages>
  | ValuesOf<typeof authMessages>
  | ValuesOf<typeof leadMessages>
  | ValuesOf<typeof transferMessages>
  | ValuesOf<typeof followUpMessages>
  | ValuesOf<typeof inputMessages>
  | ValuesOf<typeof apiMessages>
  | ValuesOf<typeof languageMessages>
  | SharedTemplate;

/** Messages written with figures in them (`textTooLong(max)`), as ICU templates. */
export const sharedTemplates = {
  textTooLong: 'Please enter at most {max} characters.',
  lengthLimitReached:
    '{max} of {max} characters: the limit. Anything typed or pasted beyond it is not kept.',
} as const;
export type SharedTemplate = ValuesOf<typeof sharedTemplates>;
