import type { LicenceSearch, LicenceTransaction, UserPick } from '@yaar/shared';
import {
  licenceMessages,
  PAYMENT_METHODS,
  TRANSACTION_TYPES,
  licenceUpdateSchema,
  paiseToRupees,
} from '@yaar/shared';
import { Form } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { FieldGrid, remarksField, selectField, entryDateField } from '@/components/ui/field-grid';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCheckedSubmit } from '@/hooks/use-checked-submit';
import { employeeOptions } from '@/lib/pick-options';
import { printBill, useUpdateLicence } from '../api/licences';
import { LicenceTotals, totalsOf } from './licence-totals';
import type { LicenceFormValues } from './licence-form-values';

const half = 'col-12 col-sm-6';
const third = 'col-6 col-md-4';
const whole = { type: 'number', min: 0, inputMode: 'numeric', className: third } as const;
const rupees = { inputMode: 'decimal', className: third } as const;

/** What the call sends: the searched licence, its details and the sale, with its totals. */
const bodyOf = (values: LicenceFormValues, target: LicenceSearch) => {
  const totals = totalsOf(values);
  return {
    ...values,
    ...target,
    LicenseProductCharges: values.LicenseProductCharges || undefined,
    LicenseServerCharges: values.LicenseServerCharges || undefined,
    IsGST: values.IsGST === 'Yes',
    SubTotal: paiseToRupees(totals.subTotal),
    GSTCharges: paiseToRupees(totals.gstCharges),
    TotalCharges: paiseToRupees(totals.totalCharges),
  };
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
  /** Active employees (the route's). */
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
    refuse: (values) =>
      props.isNew && !values.Name.trim() ? { Name: licenceMessages.nameRequired } : {},
    toBody: (values) => bodyOf(values, target!),
    send: async (body, key) => {
      const { message, sale } = await updateMutation.mutateAsync({ body, key });
      if (!sale) return message;
      const print = { label: `Print Bill ${sale.InvoiceNo}`, icon: 'bi-printer' };
      return { message, action: { ...print, onClick: () => printBill(sale) } };
    },
    onDone: props.onSaved,
  });

  const employeeChoices =
    readOnly && transaction.EmployeeId
      ? [{ value: transaction.EmployeeId, label: transaction.EmployeeName }]
      : employeeOptions(employees);
  const grid = (fields: Parameters<typeof FieldGrid<LicenceFormValues>>[0]['fields']) => (
    <FieldGrid form={form} idPrefix="licence" column={half} fields={fields} />
  );
  return (
    <Form
      noValidate
      onSubmit={(event) => void (target ? save(event) : event.preventDefault())}
      aria-label="Update License"
    >
      <fieldset disabled={readOnly} className="row g-3">
        {grid([
          selectField('TranType', 'Transaction Type', TRANSACTION_TYPES),
          selectField('EmployeeId', 'Employee', employeeChoices),
          entryDateField({ required: !readOnly }),
          { name: 'LicenseYears', label: 'License Days', ...whole },
          { name: 'NoOfCompanies', label: 'No. of Companies', ...whole },
          { name: 'ProductCharges', label: 'Product Charges (₹)', ...rupees },
          { name: 'ServerCharges', label: 'Server Charges (₹)', ...rupees },
          { name: 'WABalance', label: 'WA Balance (₹)', ...rupees },
          { name: 'FreeWABalance', label: 'Free WA Balance', type: 'switch' },
          { name: 'IsGST', label: 'GST', options: ['Yes', 'No'] },
        ])}
        <div className="col-12">
          <LicenceTotals control={form.control} />
        </div>
        {grid([
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
        ])}
      </fieldset>
      {readOnly ? null : (
        <div className="d-flex align-items-center gap-3 mt-3">
          <SubmitButton pending={updateMutation.isPending} disabled={!target}>
            Update License
          </SubmitButton>
          {target ? null : (
            <span className="small text-body-secondary">
              Search a license by product and mobile first.
            </span>
          )}
        </div>
      )}
    </Form>
  );
}
