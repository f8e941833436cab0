import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A label, a control and its error message under it. */
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label>{label}</Form.Label>
      {children}
      {error ? (
        <div className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </Form.Group>
  );
}
