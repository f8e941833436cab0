import { inputMessages, mobilePrefix, mobilePrefixPattern } from '@yaar/shared';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { FilterSelect } from './filter-select';
import type { FieldOption } from './form-fields';
import { FormField } from './form-field';
import { mobileInputProps } from '@/lib/input-rewrites';

/**
 * One filter of a list: a select (with `options`, 'All' first), a date, or a mobile number (the
 * whole number or its first digits, a search by prefix; +91 and spaces as typed are read).
 */
export interface FilterSpec<Key extends string> {
  key: Key;
  label: string;
  options?: readonly (string | FieldOption)[];
  type?: 'date' | 'mobile';
  /** The 'All' choice's text; null: no 'All' (one of the options is always chosen). */
  allLabel?: string | null;
  /** A date that may not come before another filter's date (To after From): refused beside it. */
  notBefore?: { key: Key; message: string };
}

/**
 * A range of days: the From and To dates, each a [key, label] (the spec's FromDate 'From Date' and
 * ToDate 'To Date' unless given); a To before the From (or a From after the To) is refused beside
 * it with `message`.
 */
export const dateRangeFilters = <Key extends string = 'FromDate' | 'ToDate'>(
  message: string,
  [fromKey, fromLabel] = ['FromDate', 'From Date'] as [Key, string],
  [toKey, toLabel] = ['ToDate', 'To Date'] as [Key, string],
): FilterSpec<Key>[] => [
  { key: fromKey, label: fromLabel, type: 'date' },
  { key: toKey, label: toLabel, type: 'date', notBefore: { key: fromKey, message } },
];

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
  const [refused, setRefused] = useState<Partial<Record<Key, string>>>({});
  const set = (key: Key, value: string) => {
    setRefused({});
    onChange({ [key]: value } as Partial<Record<Key, string>>);
  };
  /** A date is set only in order with its pair; out of order, it is refused beside the field. */
  const setDate = (spec: FilterSpec<Key>, value: string) => {
    const before = spec.notBefore;
    if (before && value && filters[before.key] && value < filters[before.key]) {
      setRefused({ [spec.key]: before.message } as Partial<Record<Key, string>>);
      return;
    }
    const after = specs.find((other) => other.notBefore?.key === spec.key);
    if (after?.notBefore && value && filters[after.key] && filters[after.key] < value) {
      setRefused({ [spec.key]: after.notBefore.message } as Partial<Record<Key, string>>);
      return;
    }
    set(spec.key, value);
  };
  return (
    <div className="row g-2 mb-3">
      {specs.map((spec) => {
        const { key, label, options, type, allLabel } = spec;
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
          <FormField key={key} id={id} label={label} className={column} error={refused[key]}>
            {type === 'mobile' ? (
              <Form.Control
                {...mobileInputProps}
                placeholder="10 digits, or the first few"
                defaultValue={filters[key]}
                isInvalid={Boolean(refused[key])}
                onChange={(event) => {
                  const mobile = mobilePrefix(event.target.value);
                  if (mobile === '' || mobilePrefixPattern.test(mobile)) set(key, mobile);
                  else
                    setRefused({ [key]: inputMessages.mobileFilterInvalid } as Partial<
                      Record<Key, string>
                    >);
                }}
              />
            ) : (
              <Form.Control
                type="date"
                value={filters[key]}
                isInvalid={Boolean(refused[key])}
                onChange={(event) => setDate(spec, event.target.value)}
              />
            )}
          </FormField>
        );
      })}
    </div>
  );
}
