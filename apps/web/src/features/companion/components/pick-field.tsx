import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { QueryError, type LoadingQuery } from '@/components/ui/error-state';
import { SelectField } from '@/components/ui/form-fields';
import type { FieldOption } from '@/lib/pick-options';

interface PickFieldProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  /** The card's id prefix: the select is `${idPrefix}-${name}`, as `FieldGrid` names its fields. */
  idPrefix: string;
  label: string;
  placeholder: string;
  /** The list to pick from, and its name in the load failure ('the tutorials'). */
  list: { what: string; query: LoadingQuery; options: readonly FieldOption[] };
  /** Fills the card's other fields from the value picked. */
  onPick: (value: string) => void;
}

/** A settings card's first field: one record of a list, picked to be changed by the fields below. */
export function PickField<Values extends FieldValues>({
  form,
  name,
  idPrefix,
  label,
  placeholder,
  list,
  onPick,
}: PickFieldProps<Values>) {
  return (
    <>
      {list.query.isError ? (
        <div className="col-12">
          <QueryError what={list.what} query={list.query} className="mb-0" />
        </div>
      ) : null}
      <SelectField
        id={`${idPrefix}-${name}`}
        label={label}
        className="col-12"
        registration={form.register(name, {
          onChange: (event: { target: { value: string } }) => onPick(event.target.value),
        })}
        options={list.options}
        placeholder={placeholder}
        error={form.getFieldState(name, form.formState).error?.message}
        required
      />
    </>
  );
}
