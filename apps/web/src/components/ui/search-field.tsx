import type { ComponentProps } from 'react';
import { Form } from 'react-bootstrap';
import type { ListSearch } from '@/hooks/use-list-query';
import { FormField } from './form-field';
import { t } from '@/lib/i18n/language';

interface SearchFieldProps extends Pick<
  ComponentProps<typeof Form.Control>,
  'autoComplete' | 'enterKeyHint'
> {
  /** The list's search (`useListQuery`'s `searchField`): id, label, placeholder, value, handler. */
  search: ListSearch | undefined;
  className?: string;
}

/** A list's labelled search box; each change as typed goes to the list query, which settles it. */
export function SearchField({ search, className, ...input }: SearchFieldProps) {
  if (!search) return null;
  const { id, label, placeholder, value, onSearch } = search;
  return (
    <FormField id={id} label={label} className={className}>
      <Form.Control
        type="search"
        placeholder={t(placeholder)}
        {...input}
        value={value}
        onChange={(event) => onSearch(event.target.value)}
      />
    </FormField>
  );
}
