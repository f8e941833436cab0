import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { FieldGrid, type FieldSpec } from './field-grid';
import { t } from '@/lib/i18n/language';

interface SearchFormProps<Query extends Record<string, string>> {
  /** The shared schema: a search it refuses is not sent, its messages beside the fields. */
  schema: ZodType<Query, Record<string, unknown>>;
  /** Prefixes every control's id: `${idPrefix}-${name}`. */
  idPrefix: string;
  /** The fields, each blank at first, on one row with the Search button. */
  fields: readonly FieldSpec<Query>[];
  /** The Search button's column classes. */
  buttonColumn: string;
  onSearch: (query: Query) => Promise<void>;
}

/** A search by a few fields (not a list's search box): Search waits, a spinner in its place. */
export function SearchForm<Query extends Record<string, string>>(props: SearchFormProps<Query>) {
  const form = useForm<Query>({
    resolver: zodResolver(props.schema) as Resolver<Query>,
    defaultValues: Object.fromEntries(
      props.fields.map((field) => [field.name, '']),
    ) as DefaultValues<Query>,
  });
  const searching = form.formState.isSubmitting;
  return (
    <Form
      noValidate
      onSubmit={(event) => void form.handleSubmit(props.onSearch)(event)}
      className="row g-2 align-items-end"
    >
      <FieldGrid form={form} idPrefix={props.idPrefix} fields={props.fields} />
      <div className={props.buttonColumn}>
        <Button type="submit" className="w-100" disabled={searching}>
          {searching ? <Spinner size="sm" aria-hidden="true" /> : t('Search')}
        </Button>
      </div>
    </Form>
  );
}
