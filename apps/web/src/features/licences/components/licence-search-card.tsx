import type { LicenceRecord } from '@yaar/shared';
import { LICENCE_PRODUCTS, licenceSearchSchema } from '@yaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { FieldGrid } from '@/components/ui/field-grid';
import { FormField } from '@/components/ui/form-field';
import { formatDate, todayIso } from '@/lib/dates';
import type { LicenceTarget } from './licence-update-form';

interface LicenceSearchCardProps {
  onSearch: (query: { Product: string; MobileNo: string }) => Promise<void>;
  /** The licence found; null after a search that found none; undefined before any search. */
  licence: LicenceRecord | null | undefined;
  target: LicenceTarget | null;
  onTargetChange: (target: LicenceTarget) => void;
}

/** The left card: search by product and mobile, then the licence with its editable details. */
export function LicenceSearchCard({
  onSearch,
  licence,
  target,
  onTargetChange,
}: LicenceSearchCardProps) {
  const form = useForm({
    resolver: zodResolver(licenceSearchSchema),
    defaultValues: { Product: '', MobileNo: '' },
  });
  const { isSubmitting } = form.formState;
  const expired = licence?.LicenseKey ? licence.LicenseKey < todayIso() : false;
  const edit = (field: keyof LicenceTarget) => (event: React.ChangeEvent<HTMLInputElement>) =>
    target && onTargetChange({ ...target, [field]: event.target.value });

  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="fs-5">
          Search License
        </Card.Title>
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
            <Detail label="Product" value={target.Product} />
            <Detail label="Mobile No" value={target.MobileNo} />
            <FormField
              id="licence-Name"
              label={licence ? 'Name' : 'Name (new license)'}
              className="col-12"
            >
              <Form.Control value={target.Name} onChange={edit('Name')} maxLength={100} />
            </FormField>
            <Detail
              label="License Expiry"
              value={licence?.LicenseKey ? formatDate(licence.LicenseKey) : '—'}
              className={expired ? 'text-danger fw-bold' : ''}
              note={expired ? 'Expired' : undefined}
            />
            <Detail label="No. of Companies" value={String(licence?.NoOfCompanies ?? 0)} />
            <Detail label="WA Balance" value={`₹${licence?.WABalance ?? '0.00'}`} />
            <FormField
              id="licence-StdProductCharges"
              label="Usual Product Charges (₹)"
              className="col-6"
            >
              <Form.Control
                value={target.ProductCharges}
                onChange={edit('ProductCharges')}
                inputMode="decimal"
              />
            </FormField>
            <FormField
              id="licence-StdServerCharges"
              label="Usual Server Charges (₹)"
              className="col-6"
            >
              <Form.Control
                value={target.ServerCharges}
                onChange={edit('ServerCharges')}
                inputMode="decimal"
              />
            </FormField>
          </div>
        ) : null}
      </Card.Body>
    </Card>
  );
}

function Detail({
  label,
  value,
  className = '',
  note,
}: {
  label: string;
  value: string;
  className?: string;
  note?: string;
}) {
  return (
    <div className="col-6">
      <div className="small text-body-secondary">{label}</div>
      <div className={className} data-testid={`licence-detail-${label}`}>
        {value}
        {note ? <span className="badge text-bg-danger ms-2">{note}</span> : null}
      </div>
    </div>
  );
}
