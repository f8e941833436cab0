import type { LicenceRecord, LicenceSearch } from '@yaar/shared';
import {
  LICENCE_PRODUCTS,
  licenceSearchSchema,
  licenceExpired,
  renewalMessages,
} from '@yaar/shared';
import type { UseFormReturn } from 'react-hook-form';
import { FieldGrid, selectField, mobileField, rupeesField } from '@/components/ui/field-grid';
import { DetailItem, type DetailItemProps } from '@/components/ui/detail-item';
import { SearchForm } from '@/components/ui/search-form';
import { TitledCard } from '@/components/ui/titled-card';
import { formatDate, businessTodayIso } from '@/lib/dates';
import { rupees } from '@/lib/money';
import type { LicenceFormValues } from './licence-form-values';
import { t } from '@/lib/i18n/language';

interface LicenceSearchCardProps {
  onSearch: (query: LicenceSearch) => Promise<void>;
  /** The licence found; null after a search that found none; undefined before any search. */
  licence: LicenceRecord | null | undefined;
  /** What was searched: the licence the sale is for. */
  target: LicenceSearch | null;
  /** The screen's one form, whose licence details (name, usual charges) this card edits. */
  form: UseFormReturn<LicenceFormValues>;
}

/** The left card: search by product and mobile, then the licence with its editable details. */
export function LicenceSearchCard({ onSearch, licence, target, form }: LicenceSearchCardProps) {
  const half = { className: 'col-6' };
  const expired = licence?.LicenseKey
    ? licenceExpired(licence.LicenseKey, businessTodayIso())
    : false;
  const detail = (label: string, value: string, more?: Partial<DetailItemProps>) => (
    <DetailItem key={label} {...{ label, value, ...more }} testId={`licence-detail-${label}`} />
  );

  return (
    <TitledCard title="Search License" className="h-100">
      <SearchForm
        schema={licenceSearchSchema}
        idPrefix="search"
        fields={[
          selectField('Product', 'Product', LICENCE_PRODUCTS, { required: true }),
          mobileField('Mobile No', { className: 'col-8', required: true }),
        ]}
        buttonColumn="col-4"
        onSearch={onSearch}
      />
      {target ? (
        <div className="row g-2 mt-3" aria-label={t('License details')}>
          <FieldGrid
            form={form}
            idPrefix="licence"
            fields={[
              detail('Product', target.Product),
              detail('Mobile No', target.MobileNo),
              { name: 'Name', label: licence ? 'Name' : 'Name (new license)', maxLength: 100 },
              detail('License Expiry', formatDate(licence?.LicenseKey, '—'), {
                className: expired ? 'text-danger fw-bold' : '',
                note: expired ? 'Expired' : undefined,
              }),
              detail('No. of Companies', String(licence?.NoOfCompanies ?? 0)),
              detail('WA Balance', rupees(licence?.WABalance ?? '0.00')),
              // The details saved with the next update.
              rupeesField('LicenseProductCharges', 'Usual Product Charges (₹)', half),
              rupeesField('LicenseServerCharges', 'Usual Server Charges (₹)', half),
              { name: 'NoReminders', label: renewalMessages.noRemindersLabel, type: 'switch' },
            ]}
          />
        </div>
      ) : null}
    </TitledCard>
  );
}
