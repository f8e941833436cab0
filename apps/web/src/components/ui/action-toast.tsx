import { Button } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { t, translateShown } from '@/lib/i18n/language';

/** What a success leads to next (Print Bill): one button under the message. */
export interface ToastAction {
  label: string;
  /** A Bootstrap icon class ('bi-printer'). */
  icon: string;
  onClick: () => void;
}

/** A success's message, or its message with an action. */
export type Success = string | { message: string; action: ToastAction };

/** The success toast; one with an action stays 12 s, time to click it. */
export function toastSuccess(success: Success) {
  if (typeof success === 'string') return toast.success(translateShown(success));
  const { message, action } = success;
  return toast.success(
    <div>
      <div>{translateShown(message)}</div>
      <Button size="sm" variant="light" className="mt-2" onClick={action.onClick}>
        <i className={`bi ${action.icon} me-2`} aria-hidden="true" />
        {t(action.label)}
      </Button>
    </div>,
    { autoClose: 12_000 },
  );
}
