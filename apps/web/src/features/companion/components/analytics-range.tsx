import { analyticsMessages } from '@yaar/shared';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { FormField } from '@/components/ui/form-field';
import { t } from '@/lib/i18n/language';

export interface DayRange {
  FromDate?: string;
  ToDate?: string;
}

/** A from/to filter with a Search button; the range is applied only when it is in order. */
export function AnalyticsRange({
  idPrefix,
  initial = {},
  onSearch,
}: {
  idPrefix: string;
  initial?: DayRange;
  onSearch: (range: DayRange) => void;
}) {
  const [from, setFrom] = useState(initial.FromDate ?? '');
  const [to, setTo] = useState(initial.ToDate ?? '');
  const outOfOrder = Boolean(from && to && to < from);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outOfOrder) return;
    onSearch({ FromDate: from || undefined, ToDate: to || undefined });
  };
  return (
    <Form noValidate onSubmit={submit} className="row g-2 align-items-start mb-3">
      <FormField id={`${idPrefix}-from`} label="From Date" className="col-6 col-md-4 col-xl-3">
        <Form.Control type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </FormField>
      <FormField
        id={`${idPrefix}-to`}
        label="To Date"
        className="col-6 col-md-4 col-xl-3"
        error={outOfOrder ? t(analyticsMessages.dateOrder) : undefined}
      >
        <Form.Control type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </FormField>
      <div className="col-12 col-md-auto align-self-end">
        <Button type="submit" disabled={outOfOrder}>
          <i className="bi bi-search me-2" aria-hidden="true" />
          {t('Search')}
        </Button>
      </div>
    </Form>
  );
}
