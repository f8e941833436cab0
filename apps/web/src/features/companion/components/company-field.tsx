import type { CompanySettings } from '@yaar/shared';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { SearchableSelect } from '@/components/ui/searchable-select';

interface CompanyFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The field holding the CompanyId: a number, or '' for none. */
  name: Path<T>;
  idPrefix: string;
  companies: readonly CompanySettings[];
  /** A company was picked: the card fills its fields with the company's current settings. */
  onPicked: (company: CompanySettings) => void;
}

/** The company a card changes: a type-to-search picker of every company (name, phone). */
export function CompanyField<T extends FieldValues>({
  form,
  name,
  idPrefix,
  companies,
  onPicked,
}: CompanyFieldProps<T>) {
  const id = `${idPrefix}-${name}`;
  const error = form.formState.errors[name]?.message as string | undefined;
  const options = companies.map((company) => ({
    value: company.id,
    label: company.Name || company.PhoneNo,
    hint: company.PhoneNo,
  }));
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField id={id} label="Company" error={error} required className="col-12">
          <SearchableSelect
            id={id}
            options={options}
            value={typeof field.value === 'number' ? field.value : null}
            onChange={(picked) => {
              field.onChange(picked ?? '');
              const company = companies.find((item) => item.id === picked);
              if (company) onPicked(company);
            }}
            onBlur={field.onBlur}
            placeholder="Select Company"
            isInvalid={!!error}
            required
          />
        </FormField>
      )}
    />
  );
}
