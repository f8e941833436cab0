import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { ZodType } from 'zod';
import { toastSuccess, type Success } from '@/components/ui/action-toast';
import { confirmAlert, type ConfirmOptions } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, passesSchema, toastApiError } from '@/lib/form-errors';
import { useSubmissionKey } from './use-submission-key';
import { translateShown } from '@/lib/i18n/language';

export interface CheckedSubmitOptions<Values extends FieldValues, Body> {
  /** The call's shared schema: checked on the body before anything is sent. */
  schema: ZodType;
  /** The call's body from the form's values (switches to 0/1…); the values as they are by default. */
  toBody?: (values: Values) => Body;
  /** A rule of this screen's own, checked with the schema: its refusals beside their fields, nothing sent. */
  refuse?: (values: Values) => Partial<Record<Path<Values>, string>>;
  /**
   * Sends the body; answers the server's message (or it with an action), toasted as a success.
   * `idempotencyKey` is the submission's (`useSubmissionKey`): send it as the Idempotency-Key of
   * a write that must happen once.
   */
  send: (body: Body, idempotencyKey: string) => Promise<Success>;
  /**
   * A question for a body that does what cannot be taken back (a forced update, a push to every
   * phone): asked once the body passes its checks; the dialog's words, or nothing to ask.
   */
  confirm?: (body: Body) => ConfirmOptions | undefined;
  /** After a success (close the panel, reset the form). */
  onDone?: () => void;
  /** Toasted for a failed call instead of the server's message (unless a global alert said it). */
  failure?: string;
}

/**
 * A form's submit: the shared schema first (its messages beside the fields), then the call; the
 * server's 422 `errors` go beside the fields and its message is toasted.
 */
export function useCheckedSubmit<Values extends FieldValues, Body = Values>(
  form: UseFormReturn<Values>,
  { schema, toBody, refuse, send, confirm, onDone, failure }: CheckedSubmitOptions<Values, Body>,
) {
  const submission = useSubmissionKey();
  return form.handleSubmit(async (values) => {
    const fields = Object.keys(values) as Path<Values>[];
    const body = toBody ? toBody(values) : (values as unknown as Body);
    // Every message at once: the schema's, then the screen's own rules beside their fields.
    const passes = passesSchema(schema, body, form.setError, fields);
    const refused = Object.entries(refuse?.(values) ?? {}) as [Path<Values>, string][];
    for (const [field, message] of refused) form.setError(field, { type: 'client', message });
    if (!passes || refused.length > 0) return;
    const question = confirm?.(body);
    if (question && !(await confirmAlert(question))) return;
    try {
      toastSuccess(await send(body, submission.keyFor(body)));
      submission.done();
      onDone?.();
    } catch (error) {
      applyFieldErrors(error, form.setError, fields);
      if (failure === undefined) toastApiError(error);
      else if (!(isApiError(error) && error.alerted)) toast.error(translateShown(failure));
    }
  });
}
