import type { City } from '@yaar/shared';
import { useMemo } from 'react';
import { Form } from 'react-bootstrap';
import { FormField } from '@/components/ui/form-field';
import { SearchableSelect } from '@/components/ui/searchable-select';

interface CityStateFieldsProps {
  cities: City[];
  value: unknown;
  onChange: (cityId: number | '') => void;
  onBlur: () => void;
  error?: string;
  className?: string;
}

/** City (searchable) and the read-only State it belongs to ('N/A' when none): spec 1 §5. */
export function CityStateFields({
  cities,
  value,
  onChange,
  onBlur,
  error,
  className,
}: CityStateFieldsProps) {
  const options = useMemo(
    () =>
      cities.map((city) => ({
        value: city.CityId,
        label: city.CityName,
        hint: city.state.StateName,
      })),
    [cities],
  );
  const cityId = typeof value === 'number' ? value : null;
  const stateName = cities.find((city) => city.CityId === cityId)?.state.StateName || 'N/A';
  return (
    <>
      <FormField id="lead-CityId" label="City" error={error} className={className}>
        <SearchableSelect
          id="lead-CityId"
          options={options}
          value={cityId}
          onChange={(picked) => onChange(picked ?? '')}
          onBlur={onBlur}
          placeholder="Select City"
          isInvalid={!!error}
        />
      </FormField>
      <FormField id="lead-State" label="State" className={className}>
        <Form.Control value={stateName} readOnly tabIndex={-1} className="bg-body-tertiary" />
      </FormField>
    </>
  );
}
