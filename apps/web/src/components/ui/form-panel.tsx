import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useCheckedSubmit, type CheckedSubmitOptions } from '@/hooks/use-checked-submit';
import { FieldGrid, type FieldGridProps } from './field-grid';
import { SidePanel, type PanelProps } from './side-panel';
import { SubmitButton } from './submit-button';
import { t } from '@/lib/i18n/language';

interface FormPanelProps<Values extends FieldValues, Body>
  extends PanelProps, Omit<FieldGridProps<Values>, 'form'> {
  title: string;
  form: UseFormReturn<Values>;
  /** The form's call (`useCheckedSubmit`); after a success its `onDone`, then the panel closes. */
  submit: CheckedSubmitOptions<Values, Body>;
  submitLabel: string;
  /** Shown above the form (what the form acts on). */
  summary?: ReactNode;
}

/**
 * A side panel holding one form (spec 2: Create Version, Edit user, Payment): its fields from a
 * list (`FieldGrid`), checked with the shared schema before the call, the submit waiting while the
 * call runs; full width on phones.
 */
export function FormPanel<Values extends FieldValues, Body = Values>({
  title,
  show,
  onHide,
  form,
  submit,
  submitLabel,
  summary,
  ...grid
}: FormPanelProps<Values, Body>) {
  const onSubmit = useCheckedSubmit(form, {
    ...submit,
    onDone: () => {
      submit.onDone?.();
      onHide();
    },
  });
  return (
    <SidePanel title={title} show={show} onHide={onHide}>
      {summary}
      <Form noValidate aria-label={t(title)} onSubmit={(event) => void onSubmit(event)}>
        <div className="row g-3">
          <FieldGrid form={form} {...grid} />
        </div>
        <SubmitButton className="mt-4 w-100" pending={form.formState.isSubmitting}>
          {submitLabel}
        </SubmitButton>
      </Form>
    </SidePanel>
  );
}
