import type { ComponentProps } from 'react';
import { Form } from 'react-bootstrap';
import { FormField } from './form-field';

interface SearchFieldProps extends Pick<
  ComponentProps<typeof Form.Control>,
  'autoComplete' | 'enterKeyHint'
> {
  id: string;
  label: string;
  className?: string;
  placeholder: string;
  value: string;
  /** Each change as typed (the list query settles it). */
  onSearch: (text: string) => void;
}

/** A list's labelled search box. */
export function SearchField({
  id,
  label,
  className,
  placeholder,
  value,
  onSearch,
  ...input
}: SearchFieldProps) {
  return (
    <FormField id={id} label={label} className={className}>
      <Form.Control
        type="search"
        placeholder={placeholder}
        {...input}
        value={value}
        onChange={(event) => onSearch(event.target.value)}
      />
    </FormField>
  );
}
