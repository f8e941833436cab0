import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { SidePanel } from './side-panel';
import { SubmitButton } from './submit-button';

interface FormPanelProps {
  title: string;
  show: boolean;
  onHide: () => void;
  /** The form's submit (`useCheckedSubmit`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  pending: boolean;
  /** Shown above the form (what the form acts on). */
  summary?: ReactNode;
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
  summary,
  children,
}: FormPanelProps) {
  return (
    <SidePanel title={title} show={show} onHide={onHide}>
      {summary}
      <Form noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)}>
        <div className="row g-3">{children}</div>
        <SubmitButton className="mt-4 w-100" pending={pending}>
          {submitLabel}
        </SubmitButton>
      </Form>
    </SidePanel>
  );
}
