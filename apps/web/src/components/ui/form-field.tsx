import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { t, translateShown } from '@/lib/i18n/language';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  /**
   * A red '*' after the label, drawn by CSS (`.form-label-required::after`) so the label's text
   * stays the field's name; the control itself says `aria-required` (the caller's, or the kit's).
   */
  required?: boolean;
  className?: string;
  /** A sentence under the control saying what the choice means (read with the control). */
  note?: string;
  children: ReactNode;
}

/** A label, a control and its error message under it. */
export function FormField(props: FormFieldProps) {
  const { id, label, error, required, className, note, children } = props;
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label className={required ? 'form-label-required' : undefined}>{t(label)}</Form.Label>
      {children}
      {note ? (
        <Form.Text id={`${id}-note`} className="d-block">
          {t(note)}
        </Form.Text>
      ) : null}
      {error ? (
        <div className="invalid-feedback d-block" role="alert">
          {translateShown(error)}
        </div>
      ) : null}
    </Form.Group>
  );
}
