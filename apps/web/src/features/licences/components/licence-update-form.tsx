import type { LicenceSearch, LicenceTransaction, UserPick } from '@yaar/shared';
import { PAYMENT_METHODS, TRANSACTION_TYPES, licenceUpdateSchema } from '@yaar/shared';
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
import { employeeOptions } from '@/lib/pick-options';
import { useUpdateLicence } from '../api/licences';
import { bodyOf, nameMissing, totalsOf, type LicenceFormValues } from './licence-form-values';

const third = { className: 'col-6 col-md-4' };

const totalLines = (values: LicenceFormValues) => {
  const totals = totalsOf(values);
  return [
    { label: 'SubTotal', paise: totals.subTotal, testId: 'licence-subtotal' },
    { label: 'GST (18%)', paise: totals.gstCharges, testId: 'licence-gst' },
    { label: 'Total', paise: totals.totalCharges, emphasis: true, testId: 'licence-total' },
  ];
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
  const save = useCheckedSubmit(form, {
    schema: licenceUpdateSchema,
    refuse: (values) => nameMissing(values, props.isNew),
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
      aria-label="Update License"
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
            { name: 'IsGST', label: 'GST', options: ['Yes', 'No'] },
            <LiveTotals key="totals" column="col-12" control={form.control} lines={totalLines} />,
            selectField('PaymentMethod', 'Payment Method', PAYMENT_METHODS),
            {
              name: 'PlaceOfSupply',
              label: 'Place of Supply (state)',
              options: readOnly ? [transaction.PlaceOfSupply] : states,
              placeholder: 'Our own state',
            },
            { name: 'CustomerAddress', label: 'Customer Address (invoice)', maxLength: 300 },
            { name: 'CustomerGSTIN', label: 'Customer GSTIN (if registered)', maxLength: 15 },
            remarksField,
          ]}
        />
      </fieldset>
      {readOnly ? null : (
        <SubmitRow
          pending={updateMutation.isPending}
          hint={target ? undefined : 'Search a license by product and mobile first.'}
        >
          Update License
        </SubmitRow>
      )}
    </Form>
  );
}
