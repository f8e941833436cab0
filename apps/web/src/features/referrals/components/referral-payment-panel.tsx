import type { Referral } from '@yaar/shared';
import { PAYOUT_METHODS, referralMessages, referralPaymentSchema } from '@yaar/shared';
import { Alert } from 'react-bootstrap';
import { remarksField, selectField, entryDateField, rupeesField } from '@/components/ui/field-grid';
import { FormPanel } from '@/components/ui/form-panel';
import { useRecordForm } from '@/hooks/use-record-form';
import { businessTodayIso } from '@/lib/dates';
import { usePayReferral } from '../api/referrals';
import { ReferralSummary } from './referral-summary';
import { t } from '@/lib/i18n/language';

const valuesFor = (referral: Referral | null) => ({
  EntryDate: businessTodayIso(),
  Amount: referral?.PendingPayment ?? '',
  PaymentMethod: '',
  Remarks: '',
});

/** Payment (spec 2 §2): pays towards one referral, the pending amount offered. */
export function ReferralPaymentPanel({
  referral,
  onHide,
}: {
  referral: Referral | null;
  onHide: () => void;
}) {
  const form = useRecordForm(referral, valuesFor);
  const pay = usePayReferral();
  return (
    <FormPanel
      form={form}
      submit={{
        schema: referralPaymentSchema,
        toBody: (values) => ({
          ...values,
          RefMobileNo: referral?.RefMobileNo ?? '',
          MobileNo: referral?.MobileNo ?? '',
          PaidAmount: referral?.PaidPayment ?? '0',
        }),
        send: (body) => pay.mutateAsync(body),
      }}
      title="Payment"
      show={referral !== null}
      onHide={onHide}
      submitLabel="Pay"
      summary={
        referral ? (
          <>
            <ReferralSummary referral={referral} />
            {referral.PaymentInfo ? (
              <p className="small mb-3">{t('Paid to: {info}', { info: referral.PaymentInfo })}</p>
            ) : (
              <Alert variant="warning">{t(referralMessages.noPaymentInfo)}</Alert>
            )}
          </>
        ) : null
      }
      idPrefix="referral-payment"
      fields={[
        entryDateField(),
        rupeesField('Amount', 'Amount (₹)', { required: true }),
        selectField('PaymentMethod', 'Payment Method', PAYOUT_METHODS, {
          required: true,
        }),
        remarksField,
      ]}
    />
  );
}
