import type { FieldOption } from '@/lib/pick-options';
import { t } from '@/lib/i18n/language';

/** `<option>`s of plain strings or value/label pairs. */
export function OptionList({ options }: { options: readonly (string | FieldOption)[] }) {
  return options.map((option) => {
    const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
    return (
      <option key={value} value={value}>
        {t(label)}
      </option>
    );
  });
}
