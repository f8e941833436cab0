import type { LicenceRecord } from '@yaar/shared';
import { LICENCE_PRODUCTS, licenceSearchSchema } from '@yaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { FieldGrid } from '@/components/ui/field-grid';
import { DetailItem } from '@/components/ui/detail-item';
import { FormField } from '@/components/ui/form-field';
import { TitledCard } from '@/components/ui/titled-card';
import { formatDate, todayIso } from '@/lib/dates';
import type { DetailErrors, LicenceTarget } from './licence-update-form';

interface LicenceSearchCardProps {
  onSearch: (query: { Product: string; MobileNo: string }) => Promise<void>;
  /** The licence found; null after a search that found none; undefined before any search. */
  licence: LicenceRecord | null | undefined;
  target: LicenceTarget | null;
  onTargetChange: (target: LicenceTarget) => void;
  /** Refusals of the name and usual charges, shown beside them. */
  errors?: DetailErrors;
}

/** The left card: search by product and mobile, then the licence with its editable details. */
export function LicenceSearchCard({
  onSearch,
  licence,
  target,
  onTargetChange,
  errors = {},
}: LicenceSearchCardProps) {
  const form = useForm({
    resolver: zodResolver(licenceSearchSchema),
    defaultValues: { Product: '', MobileNo: '' },
  });
  const { isSubmitting } = form.formState;
  const expired = licence?.LicenseKey ? licence.LicenseKey < todayIso() : false;
  const detail = (label: string, value: string) => (
    <DetailItem label={label} value={value} testId={`licence-detail-${label}`} />
  );
  /** A detail saved with the next update (the name, the usual charges). */
  const editable = (field: keyof DetailErrors, id: string, label: string, column = 'col-6') => (
    <FormField id={`licence-${id}`} label={label} className={column} error={errors[field]}>
      <Form.Control
        isInvalid={Boolean(errors[field])}
        value={target?.[field] ?? ''}
        onChange={(event) => target && onTargetChange({ ...target, [field]: event.target.value })}
        maxLength={field === 'Name' ? 100 : undefined}
        inputMode={field === 'Name' ? undefined : 'decimal'}
      />
    </FormField>
  );

  return (
    <TitledCard title="Search License" className="h-100">
      <Form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
        className="row g-2 align-items-end"
      >
        <FieldGrid
          form={form}
          idPrefix="search"
          fields={[
            {
              name: 'Product',
              label: 'Product',
              options: LICENCE_PRODUCTS,
              placeholder: 'Select Product',
              required: true,
            },
            {
              name: 'MobileNo',
              label: 'Mobile No',
              className: 'col-8',
              inputMode: 'numeric',
              maxLength: 10,
              required: true,
            },
          ]}
        />
        <div className="col-4">
          <Button type="submit" className="w-100" disabled={isSubmitting}>
            {isSubmitting ? <Spinner size="sm" aria-hidden="true" /> : 'Search'}
          </Button>
        </div>
      </Form>
      {target ? (
        <div className="row g-2 mt-3" aria-label="License details">
          {detail('Product', target.Product)}
          {detail('Mobile No', target.MobileNo)}
          {editable('Name', 'Name', licence ? 'Name' : 'Name (new license)', 'col-12')}
          <DetailItem
            label="License Expiry"
            value={licence?.LicenseKey ? formatDate(licence.LicenseKey) : '—'}
            className={expired ? 'text-danger fw-bold' : ''}
            note={expired ? 'Expired' : undefined}
            testId="licence-detail-License Expiry"
          />
          {detail('No. of Companies', String(licence?.NoOfCompanies ?? 0))}
          {detail('WA Balance', `₹${licence?.WABalance ?? '0.00'}`)}
          {editable('ProductCharges', 'StdProductCharges', 'Usual Product Charges (₹)')}
          {editable('ServerCharges', 'StdServerCharges', 'Usual Server Charges (₹)')}
        </div>
      ) : null}
    </TitledCard>
  );
}
