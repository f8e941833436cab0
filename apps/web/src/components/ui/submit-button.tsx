import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { tIfText } from '@/lib/i18n/language';

interface SubmitButtonProps {
  /** The call is under way: the button waits, with a spinner before its label. */
  pending: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** A form's submit button that cannot be pressed twice while its call runs. */
export function SubmitButton({ pending, disabled, className, children }: SubmitButtonProps) {
  return (
    <Button type="submit" className={className} disabled={pending || disabled}>
      {pending ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
      {tIfText(children)}
    </Button>
  );
}

/** A page form's submit row; `hint` beside it says what it waits for (a search first): till then it is disabled. */
export function SubmitRow({
  hint,
  ...button
}: Omit<SubmitButtonProps, 'disabled'> & { hint?: string }) {
  return (
    <div className="d-flex align-items-center gap-3 mt-3">
      <SubmitButton {...button} disabled={Boolean(hint)} />
      {hint ? <span className="small text-body-secondary">{hint}</span> : null}
    </div>
  );
}
