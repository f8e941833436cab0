import type { LicenceTransaction, UserPick } from '@yaar/shared';
import {
  licenceMessages,
  PAYMENT_METHODS,
  TRANSACTION_TYPES,
  licenceUpdateSchema,
  paiseToRupees,
} from '@yaar/shared';
import { Button, Form } from 'react-bootstrap';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { toast } from 'react-toastify';
import { FieldGrid, remarksField } from '@/components/ui/field-grid';
import { useSubmissionKey } from '@/hooks/use-submission-key';
import { todayIso } from '@/lib/dates';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, passesSchema, toastApiError } from '@/lib/form-errors';
import { employeeOptions } from '@/lib/pick-options';
import { SubmitButton } from '@/components/ui/submit-button';
import { downloadInvoice, useUpdateLicence } from '../api/licences';
import { LicenceTotals, totalsOf } from './licence-totals';
import { blankValues, valuesOf, type LicenceFormValues } from './licence-form-values';

export interface LicenceTarget {
  Product: string;
  MobileNo: string;
  /** The left card's editable details. */
  Name: string;
  ProductCharges: string;
  ServerCharges: string;
}

const formFields = Object.keys(blankValues()) as Path<LicenceFormValues>[];
const half = 'col-12 col-sm-6';
const third = 'col-6 col-md-4';
const whole = { type: 'number', min: 0, inputMode: 'numeric', className: third } as const;
const rupees = { inputMode: 'decimal', className: third } as const;

/** The saved sale's toast: its message and the invoice, to print at once. */
function SavedSale({
  message,
  sale,
}: {
  message: string;
  sale: { id: number; InvoiceNo: string };
}) {
  return (
    <div>
      <div>{message}</div>
      <Button
        size="sm"
        variant="light"
        className="mt-2"
        onClick={() => void downloadInvoice(sale).catch(toastApiError)}
      >
        <i className="bi bi-printer me-2" aria-hidden="true" />
        Print Bill {sale.InvoiceNo}
      </Button>
    </div>
  );
}

/** The left card's fields, by the name the call gives them: their refusals go beside them there. */
const DETAIL_FIELDS = {
  Name: 'Name',
  LicenseProductCharges: 'ProductCharges',
  LicenseServerCharges: 'ServerCharges',
} as const;
export type DetailErrors = Partial<
  Record<(typeof DETAIL_FIELDS)[keyof typeof DETAIL_FIELDS], string>
>;

/** The refusals of the left card's fields in a 422's (or the shared schema's) errors. */
const detailErrorsOf = (errors: Record<string, string | undefined>): DetailErrors =>
  Object.fromEntries(
    Object.entries(DETAIL_FIELDS).flatMap(([sent, field]) =>
      errors[sent] ? [[field, errors[sent]]] : [],
    ),
  );

/** The licence's usual charges, this sale's starting charges after a search. */
export type UsualCharges = Pick<LicenceTarget, 'ProductCharges' | 'ServerCharges'>;

interface LicenceUpdateFormProps {
  usualCharges?: UsualCharges;
  /** No licence of this product and mobile yet: the sale creates it, so it needs a name. */
  isNew?: boolean;
  /** Refusals of the left card's fields (name, usual charges), to show beside them. */
  onDetailErrors?: (errors: DetailErrors) => void;
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
export function LicenceUpdateForm(props: LicenceUpdateFormProps) {
  const { target, transaction, employees = [], states = [] } = props;
  const readOnly = transaction !== undefined;
  const updateMutation = useUpdateLicence();
  const submission = useSubmissionKey();
  const form = useForm<LicenceFormValues>({
    defaultValues: transaction
      ? valuesOf(transaction)
      : { ...blankValues(), ...props.usualCharges },
  });
  const [ProductCharges, ServerCharges, WABalance, FreeWABalance, IsGST, PlaceOfSupply] = useWatch({
    control: form.control,
    name: [
      'ProductCharges',
      'ServerCharges',
      'WABalance',
      'FreeWABalance',
      'IsGST',
      'PlaceOfSupply',
    ],
  });

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
    const refused = detailErrorsOf(
      Object.fromEntries(
        (checked.success ? [] : checked.error.issues).map((issue) => [
          String(issue.path[0]),
          issue.message,
        ]),
      ),
    );
    if (props.isNew && !target.Name.trim()) refused.Name = licenceMessages.nameRequired;
    props.onDetailErrors?.(refused);
    if (Object.keys(refused).length > 0) return;
    if (!passesSchema(licenceUpdateSchema, body, form.setError, formFields)) return;
    try {
      const saved = await updateMutation.mutateAsync({ body, key: submission.keyFor(body) });
      submission.done();
      toast.success(
        saved.sale ? <SavedSale message={saved.message} sale={saved.sale} /> : saved.message,
        {
          autoClose: saved.sale ? 12_000 : undefined,
        },
      );
      form.reset(blankValues());
      props.onSaved?.();
    } catch (error) {
      applyFieldErrors(error, form.setError, formFields);
      if (isApiError(error)) props.onDetailErrors?.(detailErrorsOf(error.errors));
      toastApiError(error);
    }
  });

  const employeeChoices =
    readOnly && transaction?.EmployeeId
      ? [{ value: transaction.EmployeeId, label: transaction.EmployeeName }]
      : employeeOptions(employees);
  const grid = (fields: Parameters<typeof FieldGrid<LicenceFormValues>>[0]['fields']) => (
    <FieldGrid form={form} idPrefix="licence" column={half} fields={fields} />
  );
  return (
    <Form noValidate onSubmit={(event) => void handleSave(event)} aria-label="Update License">
      <fieldset disabled={readOnly} className="row g-3">
        {grid([
          {
            name: 'TranType',
            label: 'Transaction Type',
            options: TRANSACTION_TYPES,
            placeholder: 'Select Transaction Type',
          },
          {
            name: 'EmployeeId',
            label: 'Employee',
            options: employeeChoices,
            placeholder: 'Select Employee',
          },
          {
            name: 'EntryDate',
            label: 'Entry Date',
            type: 'date',
            max: todayIso(),
            required: !readOnly,
          },
          { name: 'LicenseYears', label: 'License Days', ...whole },
          { name: 'NoOfCompanies', label: 'No. of Companies', ...whole },
          { name: 'ProductCharges', label: 'Product Charges (₹)', ...rupees },
          { name: 'ServerCharges', label: 'Server Charges (₹)', ...rupees },
          { name: 'WABalance', label: 'WA Balance (₹)', ...rupees },
          { name: 'FreeWABalance', label: 'Free WA Balance', type: 'switch' },
          { name: 'IsGST', label: 'GST', options: ['Yes', 'No'] },
        ])}
        <div className="col-12">
          <LicenceTotals
            values={{
              ProductCharges,
              ServerCharges,
              WABalance,
              FreeWABalance,
              IsGST,
              PlaceOfSupply,
            }}
          />
        </div>
        {grid([
          {
            name: 'PaymentMethod',
            label: 'Payment Method',
            options: PAYMENT_METHODS,
            placeholder: 'Select Payment Method',
          },
          {
            name: 'PlaceOfSupply',
            label: 'Place of Supply (state)',
            options: readOnly && transaction ? [transaction.PlaceOfSupply] : states,
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
