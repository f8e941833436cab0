import { toast } from 'react-toastify';
import type { ConfirmOptions } from '@/lib/alerts';
import { confirmAlert, showAlert, showProgressAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { translateShown } from '@/lib/i18n/language';

interface Outcome {
  /** An alert's title (`as: 'alert'`). */
  title?: string;
  text: string;
}

/** The usual delete question around a row's own sentence. */
const STANDARD_DELETE = {
  title: 'Are you sure?',
  confirmButtonText: 'Yes, Delete',
  cancelButtonText: 'Cancel',
};

type ByIdMutation<Row> = Row extends { id: infer Id }
  ? { mutateAsync: (id: Id) => Promise<unknown> }
  : never;

export interface ConfirmedDeleteOptions<Row> {
  /** The call that deletes: a function of the row, or a mutation sent the row's `id`. */
  remove: ((row: Row) => Promise<unknown>) | ByIdMutation<Row>;
  /**
   * The question, which may name the row: its text alone ('Are you sure?', 'Yes, Delete' and
   * 'Cancel' around it), or the whole dialog.
   */
  confirm: (row: Row) => ConfirmOptions | string;
  /** Said once deleted. */
  done: Outcome;
  /**
   * The server's own message in place of `done.text`, when the deletion may do more than delete
   * (a licence sale's becomes a credit note once its GST return is filed).
   */
  sayServerMessage?: boolean;
  /** Said when the server refuses; its message, when it gives one, is said too. */
  failed: Outcome;
  /**
   * `toast` (the default): the outcome as a toast. `alert`: a 'please wait' dialog while it
   * runs (`progress`), then the outcome as an alert, the server's message in place of `failed.text`.
   */
  as?: 'toast' | 'alert';
  progress?: { title: string; text: string };
}

/**
 * Delete with a confirmation: asks, deletes, says how it went. A failure a global alert already
 * said (401, 5xx, network) is left on screen. Answers whether the row was deleted.
 */
export function useConfirmedDelete<Row>(options: ConfirmedDeleteOptions<Row>) {
  const { as = 'toast' } = options;
  return async (row: Row): Promise<boolean> => {
    const question = options.confirm(row);
    const dialog = typeof question === 'string' ? { ...STANDARD_DELETE, text: question } : question;
    if (!(await confirmAlert(dialog))) return false;
    if (as === 'alert' && options.progress) showProgressAlert(options.progress);
    let answer: unknown;
    try {
      const { remove } = options;
      answer = await (typeof remove === 'function'
        ? remove(row)
        : remove.mutateAsync((row as Row & { id: never }).id));
    } catch (error) {
      if (isApiError(error) && error.alerted) return false;
      const reason = isApiError(error) ? error.message : '';
      if (as === 'alert') {
        await showAlert({
          title: options.failed.title ?? '',
          text: reason || options.failed.text,
          icon: 'error',
        });
      } else {
        toast.error(
          <div>
            <div>{translateShown(options.failed.text)}</div>
            {reason ? <div className="small mt-1">{translateShown(reason)}</div> : null}
          </div>,
        );
      }
      return false;
    }
    const told = (answer as { message?: unknown } | undefined)?.message;
    const text =
      options.sayServerMessage && typeof told === 'string' && told ? told : options.done.text;
    if (as === 'alert') {
      await showAlert({ title: options.done.title ?? '', text, icon: 'success' });
    } else toast.success(translateShown(text));
    return true;
  };
}
