import type { CommissionPaymentRow, UserRecord } from '@yaar/shared';
import { PAYOUT_METHODS, commissionMessages, commissionPaymentSchema } from '@yaar/shared';
import { Button, Form } from 'react-bootstrap';
import { PaymentsTable } from '@/components/ui/payments-table';
import { DetailGrid } from '@/components/ui/detail-item';
import {
  FieldGrid,
  remarksField,
  selectField,
  entryDateField,
  rupeesField,
} from '@/components/ui/field-grid';
import { SidePanel } from '@/components/ui/side-panel';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCheckedSubmit } from '@/hooks/use-checked-submit';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { useRecordForm } from '@/hooks/use-record-form';
import { formatDate, businessTodayIso } from '@/lib/dates';
import { rupees } from '@/lib/money';
import { useCommissionHistory, useDeleteCommission, usePayCommission } from '../api/commissions';
import { t } from '@/lib/i18n/language';

const blank = () => ({ EntryDate: businessTodayIso(), Amount: '', PaymentMethod: '', Remarks: '' });

/**
 * Payment (spec 2 §2): what the employee earned, was paid and is owed, the pay form, and the
 * payments with Delete.
 */
export function CommissionPanel({ user, onHide }: { user: UserRecord | null; onHide: () => void }) {
  const history = useCommissionHistory(user?.id ?? null);
  const pay = usePayCommission();
  const remove = useDeleteCommission();
  const form = useRecordForm(user, blank);
  const submit = useCheckedSubmit(form, {
    schema: commissionPaymentSchema,
    toBody: (values) => ({ ...values, EmployeeId: user?.id }),
    send: (body) => pay.mutateAsync(body),
    onDone: () => form.reset(blank()),
  });
  const handleDelete = useConfirmedDelete<CommissionPaymentRow>({
    remove: (row) => remove.mutateAsync({ id: row.id, UserId: user!.id }),
    confirm: (row) =>
      t('Delete the payment of {amount} on {date}?', {
        amount: rupees(row.TotalCharges),
        date: formatDate(row.EntryDate),
      }),
    done: { text: t(commissionMessages.paymentDeleted) },
    failed: { text: t('Could not delete the payment.') },
  });
  const ledger = history.data?.ledger;
  return (
    <SidePanel title="Payment" show={user !== null} onHide={onHide}>
      {user ? <p className="fw-semibold mb-2">{`${user.FirstName} ${user.LastName}`}</p> : null}
      <DetailGrid
        label={t('Commission')}
        column="col-4"
        items={[
          { label: 'Earned', value: ledger ? rupees(ledger.Earned) : '…' },
          { label: 'Paid', value: ledger ? rupees(ledger.Paid) : '…' },
          { label: 'Balance', value: ledger ? rupees(ledger.Balance) : '…', className: 'fw-bold' },
        ]}
      />
      <Form noValidate aria-label={t('Pay Commission')} onSubmit={(event) => void submit(event)}>
        <div className="row g-3">
          <FieldGrid
            form={form}
            idPrefix="commission"
            column="col-6"
            fields={[
              entryDateField(),
              rupeesField('Amount', 'Amount (₹)', { required: true }),
              selectField('PaymentMethod', 'Payment Method', PAYOUT_METHODS, {
                required: true,
                className: 'col-12',
              }),
              remarksField,
            ]}
          />
        </div>
        <SubmitButton className="mt-3 w-100" pending={pay.isPending}>
          {t('Pay')}
        </SubmitButton>
      </Form>
      <h3 className="fs-6 mt-4">{t('Payments')}</h3>
      <PaymentsTable
        rows={history.data?.payments}
        amountOf={(row) => row.TotalCharges}
        query={history}
        rowActions={{
          header: '',
          render: (row) => (
            <Button
              variant="outline-danger"
              size="sm"
              aria-label={t('Delete the payment of {amount}', { amount: rupees(row.TotalCharges) })}
              onClick={() => void handleDelete(row)}
            >
              <i className="bi bi-trash" aria-hidden="true" />
            </Button>
          ),
        }}
      />
    </SidePanel>
  );
}
