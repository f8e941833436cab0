import { Form } from 'react-bootstrap';
import { FilterSelect } from './filter-select';
import type { FieldOption } from './form-fields';
import { FormField } from './form-field';

/**
 * One filter of a list: a select (with `options`, 'All' first), a date, or a mobile number (sent
 * once it has its 10 digits, or cleared).
 */
export interface FilterSpec<Key extends string> {
  key: Key;
  label: string;
  options?: readonly (string | FieldOption)[];
  type?: 'date' | 'mobile';
  /** The 'All' choice's text. */
  allLabel?: string;
}

interface FilterBarProps<Key extends string> {
  /** Prefixes each control's id. */
  idPrefix: string;
  filters: Record<Key, string>;
  onChange: (changes: Partial<Record<Key, string>>) => void;
  specs: readonly FilterSpec<Key>[];
  /** Each filter's column classes. */
  column?: string;
}

/** A list's filters in a row: each change is reported at once (the list goes back to page 1). */
export function FilterBar<Key extends string>({
  idPrefix,
  filters,
  onChange,
  specs,
  column = 'col-6 col-md-4 col-xl-2',
}: FilterBarProps<Key>) {
  const set = (key: Key, value: string) =>
    onChange({ [key]: value } as Partial<Record<Key, string>>);
  return (
    <div className="row g-2 mb-3">
      {specs.map(({ key, label, options, type, allLabel }) => {
        const id = `${idPrefix}-${key}`;
        if (options) {
          return (
            <FilterSelect
              key={key}
              id={id}
              label={label}
              className={column}
              value={filters[key]}
              onChange={(value) => set(key, value)}
              options={options}
              allLabel={allLabel}
            />
          );
        }
        return (
          <FormField key={key} id={id} label={label} className={column}>
            {type === 'mobile' ? (
              <Form.Control
                inputMode="numeric"
                maxLength={10}
                placeholder="10 digits"
                defaultValue={filters[key]}
                onChange={(event) => {
                  const digits = event.target.value.replace(/\D/g, '');
                  if (digits.length === 0 || digits.length === 10) set(key, digits);
                }}
              />
            ) : (
              <Form.Control
                type="date"
                value={filters[key]}
                onChange={(event) => set(key, event.target.value)}
              />
            )}
          </FormField>
        );
      })}
    </div>
  );
}
