import type { ComponentProps } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';

/** What every registered field takes: the control's id, its label, the registration, the error. */
interface RegisteredFieldProps {
  id: string;
  label: string;
  /** `form.register('Name')`. */
  registration: UseFormRegisterReturn;
  /** `errors.Name?.message`: shown under the control, which turns red. */
  error?: string;
  required?: boolean;
  /** The column classes of the field (label, control and error). */
  className?: string;
}

type ControlProps = Omit<
  ComponentProps<typeof Form.Control>,
  'id' | 'name' | 'onChange' | 'onBlur' | 'ref' | 'isInvalid' | 'required' | 'className' | 'as'
>;

/** A text input (also email, tel, number: pass `type`). */
export function TextField({
  id,
  label,
  registration,
  error,
  required,
  className,
  ...control
}: RegisteredFieldProps & ControlProps) {
  return (
    <FormField id={id} label={label} error={error} required={required} className={className}>
      <Form.Control isInvalid={!!error} aria-required={required} {...control} {...registration} />
    </FormField>
  );
}

/** A date input (`YYYY-MM-DD`); `min`/`max` limit the picker. */
export function DateField(props: RegisteredFieldProps & { min?: string; max?: string }) {
  return <TextField {...props} type="date" />;
}

/** A multi-line text. */
export function TextAreaField({
  id,
  label,
  registration,
  error,
  required,
  className,
  rows = 3,
  maxLength,
}: RegisteredFieldProps & { rows?: number; maxLength?: number }) {
  return (
    <FormField id={id} label={label} error={error} required={required} className={className}>
      <Form.Control
        as="textarea"
        rows={rows}
        maxLength={maxLength}
        isInvalid={!!error}
        aria-required={required}
        {...registration}
      />
    </FormField>
  );
}

export interface FieldOption {
  value: string | number;
  label: string;
}

/** A select; plain strings are both value and label. The first, empty choice is `placeholder`. */
export function SelectField({
  id,
  label,
  registration,
  error,
  required,
  className,
  options,
  placeholder,
}: RegisteredFieldProps & { options: readonly (string | FieldOption)[]; placeholder?: string }) {
  return (
    <FormField id={id} label={label} error={error} required={required} className={className}>
      <Form.Select isInvalid={!!error} aria-required={required} {...registration}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </Form.Select>
    </FormField>
  );
}
