import type { City } from '@yaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cityKeys, useCity, useCitySearch } from '@/lib/cities';
import { FormField } from './form-field';
import { SearchableSelect } from './searchable-select';
import { t } from '@/lib/i18n/language';

interface CityStateFieldsProps<T extends FieldValues, C, O extends FieldValues> {
  /** `form.control` and the field holding the CityId (a number, or '' for none). */
  control: Control<T, C, O>;
  name: Path<T>;
  /** Prefix of the two controls' ids: `${idPrefix}-CityId`, `${idPrefix}-State`. */
  idPrefix: string;
  error?: string;
  /** The City is required: its label is marked. */
  required?: boolean;
  /** The column classes of each of the two fields. */
  className?: string;
}

/**
 * City and the read-only State it belongs to ('N/A' when none): spec 1 §5. The city is searched
 * on the server as it is typed (best matches first, `lib/cities.ts`); the list of about 4,300
 * cities is never loaded.
 */
export function CityStateFields<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  idPrefix,
  error,
  required,
  className,
}: CityStateFieldsProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CityStatePair
          idPrefix={idPrefix}
          error={error}
          required={required}
          className={className}
          cityId={typeof field.value === 'number' ? field.value : null}
          onChange={(cityId) => field.onChange(cityId ?? '')}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

interface CityStatePairProps {
  idPrefix: string;
  error?: string;
  required?: boolean;
  className?: string;
  cityId: number | null;
  onChange: (cityId: number | null) => void;
  onBlur: () => void;
}

function CityStatePair({
  idPrefix,
  error,
  required,
  className,
  cityId,
  onChange,
  onBlur,
}: CityStatePairProps) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<string | null>(null);
  const debounced = useDebouncedValue(search ?? '', 200);
  const found = useCitySearch(debounced, search !== null);
  const selected = useCity(cityId);
  const results = found.data ?? [];
  const options = results.map((city) => ({
    value: city.CityId,
    label: city.CityName,
    hint: city.state.StateName,
  }));

  const handlePick = (picked: number | null) => {
    const city: City | undefined = results.find((item) => item.CityId === picked);
    if (city) queryClient.setQueryData(cityKeys.byId(city.CityId), city);
    onChange(picked);
  };

  return (
    <>
      <FormField
        id={`${idPrefix}-CityId`}
        label="City"
        error={error}
        required={required}
        className={className}
      >
        <SearchableSelect
          id={`${idPrefix}-CityId`}
          options={options}
          value={cityId}
          selectedLabel={selected.data?.CityName}
          onSearch={setSearch}
          searching={found.isFetching || debounced !== (search ?? '')}
          onChange={handlePick}
          onBlur={onBlur}
          placeholder={t('Select City')}
          isInvalid={!!error}
          required={required}
        />
      </FormField>
      <FormField id={`${idPrefix}-State`} label="State" className={className}>
        <Form.Control
          value={selected.data?.state.StateName || t('N/A')}
          readOnly
          tabIndex={-1}
          className="bg-body-tertiary"
        />
      </FormField>
    </>
  );
}
