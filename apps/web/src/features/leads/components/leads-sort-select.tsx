import type { LeadSort } from '@yaar/shared';
import { Form } from 'react-bootstrap';
import { isLeadSort, LEAD_SORT_LABELS, sortChoices } from '../utils/lead-views';
import { t } from '@/lib/i18n/language';

interface LeadsSortSelectProps {
  sort: LeadSort;
  /** The view's own order, offered first. */
  defaultSort: LeadSort;
  onChange: (sort: LeadSort) => void;
}

/** Phones: 'Sort by', the order the table's headers give on wider screens. */
export function LeadsSortSelect({ sort, defaultSort, onChange }: LeadsSortSelectProps) {
  return (
    <div className="leads-sort d-flex align-items-center gap-2 me-auto">
      <Form.Label htmlFor="leads-Sort" className="mb-0 text-nowrap small fw-medium">
        {t('Sort by')}
      </Form.Label>
      <Form.Select
        id="leads-Sort"
        value={sort}
        onChange={(event) => {
          if (isLeadSort(event.target.value)) onChange(event.target.value);
        }}
      >
        {sortChoices(defaultSort, sort).map((choice) => (
          <option key={choice} value={choice}>
            {t(LEAD_SORT_LABELS[choice])}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
