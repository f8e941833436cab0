import type { LicenceTransaction, UserPick } from '@yaar/shared';
import {
  PAYMENT_METHODS,
  TRANSACTION_TYPES,
  licenceUpdateSchema,
  paiseToRupees,
} from '@yaar/shared';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { toast } from 'react-toastify';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-fields';
import { todayIso } from '@/lib/dates';
import { applyFieldErrors, toastApiError } from '@/lib/form-errors';
import { useSubmissionKey } from '@/hooks/use-submission-key';
import { useUpdateLicence } from '../api/licences';
import { employeeOptions } from '@/lib/pick-options';
import { LicenceTotals, totalsOf } from './licence-totals';

export interface LicenceTarget {
  Product: string;
  MobileNo: string;
  /** The left card's editable details. */
  Name: string;
  ProductCharges: string;
  ServerCharges: string;
}

interface FormValues {
  TranType: string;
  EmployeeId: string;
  EntryDate: string;
  LicenseYears: string;
  NoOfCompanies: string;
  ProductCharges: string;
  ServerCharges: string;
  WABalance: string;
  FreeWABalance: boolean;
  IsGST: string;
  PaymentMethod: string;
  Remarks: string;
  CustomerAddress: string;
  CustomerGSTIN: string;
  PlaceOfSupply: string;
}

const blank = (): FormValues => ({
  TranType: '',
  EmployeeId: '',
  EntryDate: todayIso(),
  LicenseYears: '',
  NoOfCompanies: '',
  ProductCharges: '',
  ServerCharges: '',
  WABalance: '',
  FreeWABalance: false,
  IsGST: 'Yes',
  PaymentMethod: '',
  Remarks: '',
  CustomerAddress: '',
  CustomerGSTIN: '',
  PlaceOfSupply: '',
});

/** A recorded transaction's figures, for the read-only view. */
export const valuesOf = (t: LicenceTransaction): FormValues => ({
  TranType: t.TranType,
  EmployeeId: t.EmployeeId ? String(t.EmployeeId) : '',
  EntryDate: t.EntryDate,
  LicenseYears: String(t.LicenseYears),
  NoOfCompanies: String(t.NoOfCompanies),
  ProductCharges: t.ProductCharges,
  ServerCharges: t.ServerCharges,
  WABalance: t.WABalance,
  FreeWABalance: t.FreeWABalance,
  IsGST: t.IsGST ? 'Yes' : 'No',
  PaymentMethod: t.PaymentMethod,
  Remarks: t.Remarks,
  CustomerAddress: t.CustomerAddress,
  CustomerGSTIN: t.CustomerGSTIN,
  PlaceOfSupply: t.PlaceOfSupply,
});

const formFields = Object.keys(blank()) as Path<FormValues>[];

interface LicenceUpdateFormProps {
  /** The searched licence (or the new one); none: nothing to save yet. */
  target: LicenceTarget | null;
  onSaved?: () => void;
  /** A recorded transaction, shown read-only. */
  transaction?: LicenceTransaction;
  /** Active employees (the route's). */
  employees?: readonly UserPick[];
  /** India's states, for the place of supply. */
  states?: readonly string[];
}

/** Update License (spec 2 §2): one transaction, with the live SubTotal / GST / Total. */
export function LicenceUpdateForm({
  target,
  onSaved,
  transaction,
  employees = [],
  states = [],
}: LicenceUpdateFormProps) {
  const readOnly = transaction !== undefined;
  const updateMutation = useUpdateLicence();
  const submission = useSubmissionKey();
  const form = useForm<FormValues>({
    defaultValues: transaction ? valuesOf(transaction) : blank(),
  });
  const { errors } = form.formState;
  const charges = useWatch({
    control: form.control,
    name: ['ProductCharges', 'ServerCharges', 'WABalance', 'FreeWABalance', 'IsGST'],
  });
  const [ProductCharges, ServerCharges, WABalance, FreeWABalance, IsGST] = charges;
  const chargeValues = { ProductCharges, ServerCharges, WABalance, FreeWABalance, IsGST };

  const handleSave = form.handleSubmit(async (values) => {
    if (!target) return;
    const totals = totalsOf(values);
    const body = {
      ...values,
      Product: target.Product,
      MobileNo: target.MobileNo,
      Name: target.Name,
      LicenseProductCharges: target.ProductCharges || undefined,
      LicenseServerCharges: target.ServerCharges || undefined,
      IsGST: values.IsGST === 'Yes',
      SubTotal: paiseToRupees(totals.subTotal),
      GSTCharges: paiseToRupees(totals.gstCharges),
      TotalCharges: paiseToRupees(totals.totalCharges),
    };
    const checked = licenceUpdateSchema.safeParse(body);
    if (!checked.success) {
      let toasted = false;
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as Path<FormValues>;
        if (formFields.includes(field))
          form.setError(field, { type: 'client', message: issue.message });
        else if (!toasted) {
          toast.error(issue.message);
          toasted = true;
        }
      }
      return;
    }
    try {
      const message = await updateMutation.mutateAsync({ body, key: submission.keyFor(body) });
      submission.done();
      toast.success(message);
      form.reset(blank());
      onSaved?.();
    } catch (error) {
      applyFieldErrors(error, form.setError, formFields);
      toastApiError(error);
    }
  });

  const half = 'col-12 col-sm-6';
  const third = 'col-6 col-md-4';
  return (
    <Form noValidate onSubmit={(event) => void handleSave(event)} aria-label="Update License">
      <fieldset disabled={readOnly} className="row g-3">
        <SelectField
          id="licence-TranType"
          label="Transaction Type"
          className={half}
          registration={form.register('TranType')}
          options={TRANSACTION_TYPES}
          placeholder="Select Transaction Type"
          error={errors.TranType?.message}
        />
        <SelectField
          id="licence-EmployeeId"
          label="Employee"
          className={half}
          registration={form.register('EmployeeId')}
          options={
            readOnly && transaction?.EmployeeId
              ? [{ value: transaction.EmployeeId, label: transaction.EmployeeName }]
              : employeeOptions(employees)
          }
          placeholder="Select Employee"
          error={errors.EmployeeId?.message}
        />
        <TextField
          id="licence-EntryDate"
          label="Entry Date"
          type="date"
          max={todayIso()}
          className={third}
          registration={form.register('EntryDate')}
          error={errors.EntryDate?.message}
          required
        />
        <TextField
          id="licence-LicenseYears"
          label="License Days"
          type="number"
          min={0}
          inputMode="numeric"
          className={third}
          registration={form.register('LicenseYears')}
          error={errors.LicenseYears?.message}
        />
        <TextField
          id="licence-NoOfCompanies"
          label="No. of Companies"
          type="number"
          min={0}
          inputMode="numeric"
          className={third}
          registration={form.register('NoOfCompanies')}
          error={errors.NoOfCompanies?.message}
        />
        <TextField
          id="licence-ProductCharges"
          label="Product Charges (₹)"
          inputMode="decimal"
          className={third}
          registration={form.register('ProductCharges')}
          error={errors.ProductCharges?.message}
        />
        <TextField
          id="licence-ServerCharges"
          label="Server Charges (₹)"
          inputMode="decimal"
          className={third}
          registration={form.register('ServerCharges')}
          error={errors.ServerCharges?.message}
        />
        <TextField
          id="licence-WABalance"
          label="WA Balance (₹)"
          inputMode="decimal"
          className={third}
          registration={form.register('WABalance')}
          error={errors.WABalance?.message}
        />
        <Form.Group className={half} controlId="licence-FreeWABalance">
          <Form.Check type="switch" label="Free WA Balance" {...form.register('FreeWABalance')} />
        </Form.Group>
        <SelectField
          id="licence-IsGST"
          label="GST"
          className={half}
          registration={form.register('IsGST')}
          options={['Yes', 'No']}
        />
        <div className="col-12">
          <LicenceTotals values={chargeValues} />
        </div>
        <SelectField
          id="licence-PaymentMethod"
          label="Payment Method"
          className={half}
          registration={form.register('PaymentMethod')}
          options={PAYMENT_METHODS}
          placeholder="Select Payment Method"
          error={errors.PaymentMethod?.message}
        />
        <SelectField
          id="licence-PlaceOfSupply"
          label="Place of Supply (state)"
          className={half}
          registration={form.register('PlaceOfSupply')}
          error={errors.PlaceOfSupply?.message}
          options={readOnly && transaction ? [transaction.PlaceOfSupply] : states}
          placeholder="Our own state"
        />
        <TextField
          id="licence-CustomerAddress"
          label="Customer Address (invoice)"
          className={half}
          registration={form.register('CustomerAddress')}
          error={errors.CustomerAddress?.message}
          maxLength={300}
        />
        <TextField
          id="licence-CustomerGSTIN"
          label="Customer GSTIN (if registered)"
          className={half}
          maxLength={15}
          registration={form.register('CustomerGSTIN')}
          error={errors.CustomerGSTIN?.message}
        />
        <TextAreaField
          id="licence-Remarks"
          label="Remarks"
          className="col-12"
          rows={2}
          maxLength={500}
          registration={form.register('Remarks')}
          error={errors.Remarks?.message}
        />
      </fieldset>
      {readOnly ? null : (
        <div className="d-flex align-items-center gap-3 mt-3">
          <Button type="submit" disabled={!target || updateMutation.isPending}>
            {updateMutation.isPending ? (
              <Spinner size="sm" className="me-2" aria-hidden="true" />
            ) : null}
            Update License
          </Button>
          {target ? null : (
            <span className="small text-body-secondary">
              Search a licence by product and mobile first.
            </span>
          )}
        </div>
      )}
    </Form>
  );
}
