import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  /** A red '*' after the label (hidden from screen readers: the control says `required`). */
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** A label, a control and its error message under it. */
export function FormField({ id, label, error, required, className, children }: FormFieldProps) {
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label>
        {label}
        {required ? (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        ) : null}
      </Form.Label>
      {children}
      {error ? (
        <div className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </Form.Group>
  );
}
