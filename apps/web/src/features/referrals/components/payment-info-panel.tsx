import type { Referral } from '@yaar/shared';
import { paymentInfoSchema } from '@yaar/shared';
import { FormPanel } from '@/components/ui/form-panel';
import { useRecordForm } from '@/hooks/use-record-form';
import { useSavePaymentInfo } from '../api/referrals';
import { t } from '@/lib/i18n/language';

const valuesOf = (referral: Referral | null) => ({ PaymentInfo: referral?.PaymentInfo ?? '' });

/** Payment Info (spec 2 §2): where the referrer is paid, a UPI id or bank details. */
export function PaymentInfoPanel({
  referral,
  onHide,
}: {
  referral: Referral | null;
  onHide: () => void;
}) {
  const form = useRecordForm(referral, valuesOf);
  const save = useSavePaymentInfo();
  return (
    <FormPanel
      form={form}
      submit={{
        schema: paymentInfoSchema,
        toBody: (values) => ({ ...values, MobileNo: referral?.RefMobileNo ?? '' }),
        send: (body) => save.mutateAsync(body),
      }}
      title="Payment Info"
      show={referral !== null}
      onHide={onHide}
      submitLabel="Save"
      summary={
        referral ? (
          <p className="mb-3">
            {referral.UserName || t('Referrer')}{' '}
            <span className="text-muted">({referral.RefMobileNo})</span>
          </p>
        ) : null
      }
      idPrefix="payment-info"
      fields={[
        {
          name: 'PaymentInfo',
          label: 'Payment Info (UPI id or bank account and IFSC)',
          type: 'textarea',
          rows: 3,
          maxLength: 300,
          required: true,
        },
      ]}
    />
  );
}
