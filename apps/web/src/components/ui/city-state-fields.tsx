import type { City } from '@yaar/shared';
import { useMemo } from 'react';
import { Form } from 'react-bootstrap';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { FormField } from './form-field';
import { SearchableSelect } from './searchable-select';

interface CityStateFieldsProps<T extends FieldValues, C, O extends FieldValues> {
  /** `form.control` and the field holding the CityId (a number, or '' for none). */
  control: Control<T, C, O>;
  name: Path<T>;
  cities: City[];
  /** Prefix of the two controls' ids: `${idPrefix}-CityId`, `${idPrefix}-State`. */
  idPrefix: string;
  error?: string;
  /** The column classes of each of the two fields. */
  className?: string;
}

/** City (searchable, about 4,300) and the read-only State it belongs to ('N/A' when none): spec 1 §5. */
export function CityStateFields<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  cities,
  idPrefix,
  error,
  className,
}: CityStateFieldsProps<T, C, O>) {
  const options = useMemo(
    () =>
      cities.map((city) => ({
        value: city.CityId,
        label: city.CityName,
        hint: city.state.StateName,
      })),
    [cities],
  );
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const cityId = typeof field.value === 'number' ? field.value : null;
        const stateName = cities.find((city) => city.CityId === cityId)?.state.StateName || 'N/A';
        return (
          <>
            <FormField id={`${idPrefix}-CityId`} label="City" error={error} className={className}>
              <SearchableSelect
                id={`${idPrefix}-CityId`}
                options={options}
                value={cityId}
                onChange={(picked) => field.onChange(picked ?? '')}
                onBlur={field.onBlur}
                placeholder="Select City"
                isInvalid={!!error}
              />
            </FormField>
            <FormField id={`${idPrefix}-State`} label="State" className={className}>
              <Form.Control value={stateName} readOnly tabIndex={-1} className="bg-body-tertiary" />
            </FormField>
          </>
        );
      }}
    />
  );
}
