import { Form } from 'react-bootstrap';
import type { FieldOption } from '@/lib/pick-options';
import { FormField } from './form-field';
import { OptionList } from './option-list';
import { t } from '@/lib/i18n/language';

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Plain strings are both value and label. */
  options: readonly (string | FieldOption)[];
  /** The first choice, which filters nothing; null: none (the list always shows one choice). */
  allLabel?: string | null;
  className?: string;
}

/** A list filter's select: 'All' first, then the options; a choice is reported at once. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  allLabel = 'All',
  className,
}: FilterSelectProps) {
  return (
    <FormField id={id} label={label} className={className}>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel === null ? null : <option value="">{t(allLabel)}</option>}
        <OptionList options={options} />
      </Form.Select>
    </FormField>
  );
}
