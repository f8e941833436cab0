import type { LicenceSearch, LicenceTransaction, UserPick } from '@yaar/shared';
import {
  PAYMENT_METHODS,
  TRANSACTION_TYPES,
  licenceMessages,
  licenceUpdateSchema,
} from '@yaar/shared';
import { useEffect } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import {
  FieldGrid,
  countField,
  entryDateField,
  remarksField,
  rupeesField,
  selectField,
} from '@/components/ui/field-grid';
import { SubmitRow } from '@/components/ui/submit-button';
import { LiveTotals } from '@/components/ui/totals-strip';
import { useCheckedSubmit } from '@/hooks/use-checked-submit';
import { getConfig } from '@/lib/config';
import { employeeOptions } from '@/lib/pick-options';
import { useUpdateLicence } from '../api/licences';
import {
  bodyOf,
  newLicenceRefusals,
  recipientRefusalsOf,
  taxLinesOfForm,
  totalsOf,
  type LicenceFormValues,
} from './licence-form-values';
import { AddressStateHint } from './address-state-hint';
import { SavedSale } from './saved-sale';
import { t } from '@/lib/i18n/language';

const third = { className: 'col-6 col-md-4' };

/** SubTotal, the GST as the invoice splits it (CGST + SGST, or IGST), and the Total. */
const totalLines = (values: LicenceFormValues) => {
  const totals = totalsOf(values);
  const taxes = taxLinesOfForm(values).map(([tax, rate, paise]) => ({
    label: rate === 'not charged' ? t('GST not charged') : `${tax} ${rate}`,
    paise,
    testId: `licence-${tax.toLowerCase()}`,
  }));
  return [
    { label: t('SubTotal'), paise: totals.subTotal, testId: 'licence-subtotal' },
    ...taxes,
    { label: t('Total'), paise: totals.totalCharges, emphasis: true, testId: 'licence-total' },
  ];
};

/**
 * What the GST choice means: a registered supplier issues a Tax Invoice for every licence (issue
 * 42: a Bill of Supply is only for exempt supplies), so 'Yes' is the only choice; a recorded
 * transaction shows what it was.
 */
const gstField = (readOnly: boolean) =>
  getConfig().supplierGstRegistered
    ? {
        name: 'IsGST' as const,
        label: 'GST',
        options: readOnly ? ['Yes', 'No'] : ['Yes'],
        note: licenceMessages.taxInvoiceNote,
      }
    : {
        name: 'IsGST' as const,
        label: 'GST',
        options: ['No'],
        note: licenceMessages.supplierUnregistered,
      };

interface LicenceUpdateFormProps {
  /** The screen's one form: the left card's details and this sale (`blankValues`). */
  form: UseFormReturn<LicenceFormValues>;
  /** The searched licence (or the new one); none: nothing to save yet. */
  target: LicenceSearch | null;
  /** No licence of this product and mobile yet: the sale creates it, so it needs a name. */
  isNew?: boolean;
  onSaved?: () => void;
  /** A recorded transaction, shown read-only. */
  transaction?: LicenceTransaction;
  employees?: readonly UserPick[];
  /** India's states, for the place of supply. */
  states?: readonly string[];
}

/** Update License (spec 2 §2): one transaction, with the live SubTotal / GST / Total. */
export function LicenceUpdateForm(props: LicenceUpdateFormProps) {
  const { form, target, transaction, employees = [], states = [] } = props;
  const readOnly = transaction !== undefined;
  const updateMutation = useUpdateLicence();
  // A new search is a new sale: the last one's Print Bill goes.
  const { reset: forgetSale } = updateMutation;
  useEffect(() => forgetSale(), [target, forgetSale]);
  const save = useCheckedSubmit(form, {
    schema: licenceUpdateSchema,
    refuse: (values) => ({
      ...newLicenceRefusals(values, props.isNew),
      ...recipientRefusalsOf(values),
    }),
    toBody: (values) => bodyOf(values, target!),
    send: (body, key) => updateMutation.mutateAsync({ body, key }),
    onDone: props.onSaved,
  });

  const employeeChoices =
    readOnly && transaction.EmployeeId
      ? [{ value: transaction.EmployeeId, label: transaction.EmployeeName }]
      : employeeOptions(employees);
  return (
    <Form
      noValidate
      onSubmit={(event) => void (target ? save(event) : event.preventDefault())}
      aria-label={t('Update License')}
    >
      <fieldset disabled={readOnly} className="row g-3">
        <FieldGrid
          form={form}
          idPrefix="licence"
          column="col-12 col-sm-6"
          fields={[
            selectField('TranType', 'Transaction Type', TRANSACTION_TYPES),
            selectField('EmployeeId', 'Employee', employeeChoices),
            entryDateField({ required: !readOnly }),
            countField('LicenseYears', 'License Days', third),
            countField('NoOfCompanies', 'No. of Companies', third),
            rupeesField('ProductCharges', 'Product Charges (₹)', third),
            rupeesField('ServerCharges', 'Server Charges (₹)', third),
            rupeesField('WABalance', 'WA Balance (₹)', third),
            { name: 'FreeWABalance', label: 'Free WA Balance', type: 'switch' },
            gstField(readOnly),
            <LiveTotals key="totals" column="col-12" control={form.control} lines={totalLines} />,
            selectField('PaymentMethod', 'Payment Method', PAYMENT_METHODS),
            {
              name: 'CustomerGSTIN',
              label: 'Customer GSTIN (if registered)',
              maxLength: 15,
              note: 'A registered buyer’s GSTIN sets the place of supply: its state.',
            },
            {
              name: 'CustomerAddress',
              label: 'Customer Address (invoice)',
              type: 'textarea',
              rows: 2,
              maxLength: 300,
            },
            {
              name: 'PlaceOfSupply',
              label: 'Place of Supply (state)',
              options: readOnly ? [transaction.PlaceOfSupply] : states,
              placeholder: 'Select the buyer’s state',
              note: licenceMessages.placeOfSupplyNote,
            },
            readOnly ? null : <AddressStateHint key="address-state" form={form} />,
            remarksField,
          ]}
        />
      </fieldset>
      {readOnly ? null : <SavedSale sale={updateMutation.data} />}
      {readOnly ? null : (
        <SubmitRow
          pending={updateMutation.isPending}
          hint={target ? undefined : t('Search a license by product and mobile first.')}
        >
          Update License
        </SubmitRow>
      )}
    </Form>
  );
}
