import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { ZodType } from 'zod';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, passesSchema, toastApiError } from '@/lib/form-errors';

export interface CheckedSubmitOptions<Values extends FieldValues, Body> {
  /** The call's shared schema: checked on the body before anything is sent. */
  schema: ZodType;
  /** The call's body from the form's values (switches to 0/1…); the values as they are by default. */
  toBody?: (values: Values) => Body;
  /** Sends the body; answers the server's message, toasted as a success. */
  send: (body: Body) => Promise<string>;
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
  { schema, toBody, send, onDone, failure }: CheckedSubmitOptions<Values, Body>,
) {
  return form.handleSubmit(async (values) => {
    const fields = Object.keys(values) as Path<Values>[];
    const body = toBody ? toBody(values) : (values as unknown as Body);
    if (!passesSchema(schema, body, form.setError, fields)) return;
    try {
      toast.success(await send(body));
      onDone?.();
    } catch (error) {
      applyFieldErrors(error, form.setError, fields);
      if (failure === undefined) toastApiError(error);
      else if (!(isApiError(error) && error.alerted)) toast.error(failure);
    }
  });
}
