import { lengthLimitReached } from '@yaar/shared';
import type { ComponentProps, ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import {
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { FieldOption } from '@/lib/pick-options';
import { OptionList } from './option-list';
import { FormField } from './form-field';
import { t, translateShown } from '@/lib/i18n/language';

/** What every registered field takes: the control's id, its label, the registration, the error. */
interface RegisteredFieldProps {
  id: string;
  label: string;
  /** `form.register('Name')`. */
  registration: UseFormRegisterReturn;
  /** `errors.Name?.message`: shown under the control, which turns red. */
  error?: string;
  /** Marks the label with a red '*' and the control `aria-required`. */
  required?: boolean;
  /** The column classes of the field (label, control and error). */
  className?: string;
  /** A line under the control (e.g. `LengthLimit`), above the error. */
  hint?: ReactNode;
  /** A sentence under the control: what the choice means (its `aria-describedby`). */
  note?: string;
}

type ControlProps = Omit<
  ComponentProps<typeof Form.Control>,
  'id' | 'name' | 'onChange' | 'onBlur' | 'ref' | 'isInvalid' | 'required' | 'className'
>;

/** A text input (also email, tel, number: pass `type`). */
export function TextField({
  id,
  label,
  registration,
  error,
  required,
  className,
  hint,
  note,
  ...control
}: RegisteredFieldProps & ControlProps) {
  return (
    <FormField {...{ id, label, error, required, className, note }}>
      <Form.Control
        isInvalid={!!error}
        aria-required={required || undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        {...control}
        {...registration}
      />
      {hint}
    </FormField>
  );
}

/** A date input (`YYYY-MM-DD`); `min`/`max` limit the picker. */
export function DateField(props: RegisteredFieldProps & { min?: string; max?: string }) {
  return <TextField {...props} type="date" />;
}

/** A multi-line text. */
export function TextAreaField({
  rows = 3,
  ...props
}: RegisteredFieldProps & { rows?: number; maxLength?: number }) {
  return <TextField {...props} as="textarea" rows={rows} />;
}

/** A select; plain strings are both value and label. The first, empty choice is `placeholder`. */
export function SelectField({
  options,
  placeholder,
  registration,
  ...field
}: RegisteredFieldProps & { options: readonly (string | FieldOption)[]; placeholder?: string }) {
  return (
    <FormField {...field}>
      <Form.Select
        isInvalid={!!field.error}
        aria-required={field.required || undefined}
        aria-describedby={field.note ? `${field.id}-note` : undefined}
        {...registration}
      >
        {placeholder !== undefined ? <option value="">{t(placeholder)}</option> : null}
        <OptionList options={options} />
      </Form.Select>
    </FormField>
  );
}

/**
 * Under a text field with a `maxLength`: says so once the text reaches it, so a paste cut at the
 * limit (the browser keeps only the first characters) is never cut silently.
 */
export function LengthLimit<Values extends FieldValues>({
  control,
  name,
  max,
}: {
  control: Control<Values>;
  name: Path<Values>;
  max: number;
}) {
  const value: unknown = useWatch({ control, name });
  if (typeof value !== 'string' || value.length < max) return null;
  return (
    <Form.Text className="d-block text-warning-emphasis" aria-live="polite">
      {translateShown(lengthLimitReached(max))}
    </Form.Text>
  );
}
