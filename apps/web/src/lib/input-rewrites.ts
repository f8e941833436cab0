import { MOBILE_INPUT_MAX, mobileAsTyped } from '@yaar/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Rewrite = (value: string) => string;

/** `registration` whose change handler rewrites the input's value as it is typed, then tells the form. */
export const rewritten = (
  registration: UseFormRegisterReturn,
  rewrite: Rewrite,
): UseFormRegisterReturn => ({
  ...registration,
  onChange: (event: { target: { value: string } }) => {
    event.target.value = rewrite(event.target.value);
    return registration.onChange(event);
  },
});

/** An input's change handler that rewrites its value (a mobile number, upper case) for the form. */
export const rewriting =
  (registration: UseFormRegisterReturn, rewrite: Rewrite) =>
  (event: { target: { value: string } }) =>
    void rewritten(registration, rewrite).onChange(event);

/**
 * Every mobile field's input: the phone's keypad with '+', and room for the number as people type
 * or paste it ("+91 98250 12345", "098250-12345"); `mobileTyped` makes it the ten digits once whole.
 */
export const mobileInputProps = {
  type: 'tel',
  inputMode: 'tel',
  maxLength: MOBILE_INPUT_MAX,
  /** Most are someone else's number: the browser offers none of the user's own. */
  autoComplete: 'off',
} as const;

/** A mobile field's change handler: the number normalised as it is typed or pasted. */
export const mobileTyped = (registration: UseFormRegisterReturn) =>
  rewriting(registration, mobileAsTyped);
