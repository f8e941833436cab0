import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { ZodType } from 'zod';
import { isApiError } from './api-client';
import { translateShown } from './i18n/language';

/**
 * Puts the server's field errors (422 `errors`) beside the form's fields; returns the names of the
 * fields it set. Unknown names are ignored.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): Path<T>[] {
  if (!isApiError(error)) return [];
  const applied = fields.filter((field) => typeof error.errors[field] === 'string');
  for (const field of applied) setError(field, { type: 'server', message: error.errors[field] });
  return applied;
}

/**
 * Checks what is about to be sent with the call's shared schema (the server's own rules): an
 * issue with a form field goes beside it, the first other issue is toasted. True when it passes.
 */
export function passesSchema<T extends FieldValues>(
  schema: ZodType,
  body: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const checked = schema.safeParse(body);
  if (checked.success) return true;
  let toasted = false;
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0]) as Path<T>;
    if (fields.includes(field)) setError(field, { type: 'client', message: issue.message });
    else if (!toasted) {
      toast.error(translateShown(issue.message));
      toasted = true;
    }
  }
  return false;
}

/**
 * The server's message as an error toast (spec 1 §8), unless a global alert already said it.
 * Anything that is not an API error is only logged.
 */
export function toastApiError(error: unknown) {
  if (!isApiError(error)) {
    console.error(error);
    return;
  }
  if (!error.alerted && error.message) toast.error(translateShown(error.message));
}

/**
 * Scrolls to and focuses the first field marked invalid in the form, once React has drawn the
 * messages (the next frame). The field, not its message, takes the focus, so a screen reader
 * reads the label and the message tied to it.
 */
export function focusFirstError(form: HTMLFormElement | null) {
  if (!form) return;
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('.is-invalid, [aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}
