import { inputMessages, mobilePrefix, mobilePrefixPattern } from '@yaar/shared';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { FilterSelect } from './filter-select';
import { FormField } from './form-field';
import type { FilterSpec } from '@/lib/filter-specs';
import { mobileInputProps } from '@/lib/input-rewrites';
import { t } from '@/lib/i18n/language';

export interface FilterBarProps<Key extends string> {
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
                placeholder={t('10 digits, or the first few')}
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
