import type { City } from '@yaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cityKeys, useCity, useCitySearch } from '@/lib/cities';
import { FormField } from './form-field';
import { SearchableSelect } from './searchable-select';

interface CityStateFieldsProps {
  /** Prefix of the two fields' ids: `<idPrefix>-CityId`, `<idPrefix>-State`. */
  idPrefix: string;
  value: unknown;
  onChange: (cityId: number | '') => void;
  onBlur: () => void;
  error?: string;
  className?: string;
}

/**
 * City, searched on the server as it is typed (best matches first), and the read-only State it
 * belongs to ('N/A' when none): spec 1 §5, used by Sign Up and the lead form.
 */
export function CityStateFields({
  idPrefix,
  value,
  onChange,
  onBlur,
  error,
  className,
}: CityStateFieldsProps) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<string | null>(null);
  const debounced = useDebouncedValue(search ?? '', 200);
  const found = useCitySearch(debounced, search !== null);
  const cityId = typeof value === 'number' ? value : null;
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
    onChange(picked ?? '');
  };

  return (
    <>
      <FormField id={`${idPrefix}-CityId`} label="City" error={error} className={className}>
        <SearchableSelect
          id={`${idPrefix}-CityId`}
          options={options}
          value={cityId}
          selectedLabel={selected.data?.CityName}
          onSearch={setSearch}
          searching={found.isFetching || debounced !== (search ?? '')}
          onChange={handlePick}
          onBlur={onBlur}
          placeholder="Select City"
          isInvalid={!!error}
        />
      </FormField>
      <FormField id={`${idPrefix}-State`} label="State" className={className}>
        <Form.Control
          value={selected.data?.state.StateName || 'N/A'}
          readOnly
          tabIndex={-1}
          className="bg-body-tertiary"
        />
      </FormField>
    </>
  );
}
