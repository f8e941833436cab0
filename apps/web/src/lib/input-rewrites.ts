import { MOBILE_INPUT_MAX, mobileAsTyped } from '@yaar/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Rewrite = (value: string) => string;
type ChangeLike = { target: { value: string }; nativeEvent?: Event };
type CompositionLike = { currentTarget: { value: string; name?: string } };

/**
 * Whether an input method is still composing the text (Gboard's Gujarati or Hindi keyboard, a
 * Chinese or Japanese one): the value is then the keyboard's, and rewriting it would break the
 * composition and jump the cursor (issue 45). The rewrite waits for `compositionend`.
 */
const isComposing = (event: ChangeLike) =>
  (event.nativeEvent as Partial<InputEvent> | undefined)?.isComposing === true;

/**
 * `registration` whose change handler rewrites the input's value as it is typed (never while an
 * input method composes: then once the composition ends), then tells the form.
 */
export const rewritten = (
  registration: UseFormRegisterReturn,
  rewrite: Rewrite,
): UseFormRegisterReturn & { onCompositionEnd: (event: CompositionLike) => void } => ({
  ...registration,
  onChange: (event: ChangeLike) => {
    if (!isComposing(event)) event.target.value = rewrite(event.target.value);
    return registration.onChange(event);
  },
  onCompositionEnd: rewriteAfterComposition(registration, rewrite),
});

/** An input's change handler that rewrites its value (a mobile number, upper case) for the form. */
export const rewriting =
  (registration: UseFormRegisterReturn, rewrite: Rewrite) => (event: ChangeLike) =>
    void rewritten(registration, rewrite).onChange(event);

/** The input's `compositionend` handler: the rewrite the composition held back, told to the form. */
export const rewriteAfterComposition =
  (registration: UseFormRegisterReturn, rewrite: Rewrite) => (event: CompositionLike) => {
    const target = event.currentTarget;
    const value = rewrite(target.value);
    if (value === target.value) return;
    target.value = value;
    void registration.onChange({ target, type: 'change' });
  };

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
