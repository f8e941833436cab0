import type { ComponentProps, ReactElement } from 'react';
import { isValidElement } from 'react';
import { mobileAsTyped } from '@yaar/shared';
import { Form } from 'react-bootstrap';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { CityStateFields } from './city-state-fields';
import type { FieldOption } from '@/lib/pick-options';
import { LengthLimit, SelectField, TextAreaField, TextField } from './form-fields';
import { businessTodayIso } from '@/lib/dates';
import { mobileInputProps, rewritten } from '@/lib/input-rewrites';
import { t } from '@/lib/i18n/language';

type InputProps = Pick<
  ComponentProps<typeof Form.Control>,
  'inputMode' | 'maxLength' | 'min' | 'max' | 'placeholder' | 'autoComplete'
>;

/** One field of a form, by its name in the form's values. */
export interface FieldSpec<Values extends FieldValues> extends InputProps {
  name: Path<Values>;
  label: string;
  /** Column classes; the grid's `column` when left out. */
  className?: string;
  required?: boolean;
  /**
   * An input type ('date', 'number', 'email'…), or 'textarea', or 'switch' (a boolean), or 'mobile'
   * (a mobile number normalised as typed: `mobileField`), or 'city'
   * (the CityId, picked with its state by `CityStateFields`, whose labels are its own). A field
   * with `options` is a select.
   */
  type?: string;
  /** A select's choices; plain strings are both value and label. */
  options?: readonly (string | FieldOption)[];
  rows?: number;
  /** A sentence under the control: what the choice means. */
  note?: string;
}

export type FieldList<Values extends FieldValues> = readonly (
  FieldSpec<Values> | ReactElement | false | null | undefined
)[];

export interface FieldGridProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** Prefixes every control's id: `${idPrefix}-${name}`. */
  idPrefix: string;
  /** The fields in order; an element (a field of its own kind) stands as it is. */
  fields: FieldList<Values>;
  /** The default column classes. */
  column?: string;
}

/**
 * A form's fields from a list: each registered on `form`, labelled, with its error (the shared
 * schema's, or the server's 422) under it. Falsy entries are skipped, for fields shown on a
 * condition; an element (with its `key`) is rendered in its place.
 */
export function FieldGrid<Values extends FieldValues>({
  form,
  idPrefix,
  fields,
  column = 'col-12',
}: FieldGridProps<Values>) {
  const { errors } = form.formState;
  return fields.map((spec) => {
    if (!spec) return null;
    if (isValidElement(spec)) return spec;
    const { name, label, type, options, rows, required, note, ...rest } = spec;
    const { className = column, ...input } = rest;
    const id = `${idPrefix}-${name}`;
    const common = {
      id,
      label,
      required,
      className,
      note,
      registration: form.register(name),
      error: errors[name]?.message as string | undefined,
    };
    if (type === 'city') {
      return (
        <CityStateFields
          key={name}
          control={form.control}
          name={name}
          idPrefix={idPrefix}
          error={common.error}
          required={required}
          className={className}
        />
      );
    }
    if (type === 'switch') {
      return (
        <Form.Group key={name} className={className} controlId={id}>
          <Form.Check type="switch" label={t(label)} {...form.register(name)} />
        </Form.Group>
      );
    }
    if (options) {
      return (
        <SelectField key={name} {...common} options={options} placeholder={input.placeholder} />
      );
    }
    // A code of digits (a Pincode's six) is complete at its maxLength: no line says it is full.
    const hint =
      input.maxLength && input.inputMode !== 'numeric' ? (
        <LengthLimit control={form.control} name={name} max={input.maxLength} />
      ) : undefined;
    if (type === 'textarea') {
      return (
        <TextAreaField key={name} {...common} rows={rows} maxLength={input.maxLength} hint={hint} />
      );
    }
    if (type === 'mobile') {
      return (
        <TextField
          key={name}
          {...common}
          {...mobileInputProps}
          {...input}
          registration={rewritten(common.registration, mobileAsTyped)}
        />
      );
    }
    return <TextField key={name} {...common} type={type} {...input} hint={hint} />;
  });
}

/** The Remarks every money form ends with: up to 500 characters, the row's full width. */
export const remarksField = {
  name: 'Remarks',
  label: 'Remarks',
  type: 'textarea',
  rows: 2,
  maxLength: 500,
  className: 'col-12',
} as const;

/** A pick whose blank choice asks for it: 'Select Payment Method'. */
export const selectField = <Name extends string>(
  name: Name,
  label: string,
  options: readonly (string | FieldOption)[],
  more: Pick<FieldSpec<FieldValues>, 'required' | 'className'> = {},
) => ({ name, label, options, placeholder: `Select ${label}`, ...more });

type FieldMore = Pick<FieldSpec<FieldValues>, 'required' | 'className'>;

/** The day a payment or a sale is entered: up to today, required. */
export const entryDateField = (more: FieldMore = {}) =>
  ({
    name: 'EntryDate',
    label: 'Entry Date',
    type: 'date',
    max: businessTodayIso(),
    required: true,
    ...more,
  }) as const;

/** An amount in rupees ('₹' in its label), typed on the decimal keypad. */
export const rupeesField = <Name extends string>(name: Name, label: string, more: FieldMore = {}) =>
  ({ name, label, inputMode: 'decimal', ...more }) as const;

/** A whole number from 0 (days, a count), typed on the number keypad. */
export const countField = <Name extends string>(
  name: Name,
  label: string,
  more: FieldMore & Pick<FieldSpec<FieldValues>, 'min' | 'max'> = {},
) => ({ name, label, type: 'number', min: 0, inputMode: 'numeric', ...more }) as const;

/** A 10-digit mobile number, normalised as it is typed or pasted ("+91 98250 12345"). */
export const mobileField = (label = 'Mobile No', more: FieldMore = {}) =>
  ({ name: 'MobileNo', label, type: 'mobile', ...more }) as const;
