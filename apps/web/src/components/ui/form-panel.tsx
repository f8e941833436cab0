import type { FormEvent, ReactNode } from 'react';
import { Button, Form, Offcanvas, Spinner } from 'react-bootstrap';

interface FormPanelProps {
  title: string;
  show: boolean;
  onHide: () => void;
  /** The form's submit (`useCheckedSubmit`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  pending: boolean;
  /** The fields (a `FieldGrid`). */
  children: ReactNode;
}

/** A side panel holding one form (spec 2: Create Version, Edit user, Payment): full width on phones. */
export function FormPanel({
  title,
  show,
  onHide,
  onSubmit,
  submitLabel,
  pending,
  children,
}: FormPanelProps) {
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" className="form-panel">
      <Offcanvas.Header closeButton>
        <Offcanvas.Title as="h2" className="fs-5">
          {title}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Form noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)}>
          <div className="row g-3">{children}</div>
          <Button type="submit" className="mt-4 w-100" disabled={pending}>
            {pending ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
            {submitLabel}
          </Button>
        </Form>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
