import { appUserMobileSchema, SECURITY_PIN_MINUTES, settingsMessages } from '@yaar/shared';
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { FieldGrid, mobileField } from '@/components/ui/field-grid';
import { useCheckedSubmit } from '@/hooks/use-checked-submit';
import { ApiError, isApiError } from '@/lib/api-client';
import { fetchReferredUsername, useIssueSecurityPin } from '../api/settings';
import { SettingsCard } from './settings-card';
import { t } from '@/lib/i18n/language';

interface IssuedPin {
  pin: string;
  mobileNo: string;
  userName: string;
}

/** An unknown app user (404) is said beside the mobile number, as well as toasted. */
const besideMobile = (error: unknown) =>
  isApiError(error) && error.status === 404
    ? new ApiError(error.status, error.message, { MobileNo: error.message }, error.alerted)
    : error;

/**
 * Security Pin (DESIGN §3, §7): a fresh one-time PIN for the app user with this mobile, shown
 * once, with a Copy button; it is put away when it expires. No stored PIN is ever shown.
 */
export function SecurityPinCard() {
  const form = useForm({ defaultValues: { MobileNo: '' } });
  const issue = useIssueSecurityPin();
  const [issued, setIssued] = useState<IssuedPin | null>(null);
  const submit = useCheckedSubmit(form, {
    schema: appUserMobileSchema,
    send: async (body) => {
      setIssued(null);
      try {
        const userName = await fetchReferredUsername(body);
        const { pin, message } = await issue.mutateAsync(body);
        setIssued({ pin, mobileNo: body.MobileNo.trim(), userName });
        return message;
      } catch (error) {
        throw besideMobile(error);
      }
    },
  });

  useEffect(() => {
    if (!issued) return;
    const timer = setTimeout(() => setIssued(null), SECURITY_PIN_MINUTES * 60_000);
    return () => clearTimeout(timer);
  }, [issued]);

  const copy = async (pin: string) => {
    try {
      await navigator.clipboard.writeText(pin);
      toast.success(t(settingsMessages.pinCopied));
    } catch {
      toast.error(t(settingsMessages.pinCopyFailed));
    }
  };

  return (
    <SettingsCard
      title="Security Pin"
      onSubmit={submit}
      pending={issue.isPending}
      submitLabel="Get Pin"
      footer={
        issued ? (
          <div className="border rounded p-3 mt-3 bg-body-tertiary" aria-live="polite">
            <div className="small text-muted">
              {t('Security Pin for {name} ({mobile})', {
                name: issued.userName || t('the app user'),
                mobile: issued.mobileNo,
              })}
            </div>
            <div className="d-flex flex-wrap align-items-center gap-3 mt-1">
              <output
                aria-label={t('Security Pin')}
                className="fs-3 fw-semibold font-monospace"
                style={{ letterSpacing: '0.3em' }}
              >
                {issued.pin}
              </output>
              <Button variant="outline-primary" size="sm" onClick={() => void copy(issued.pin)}>
                <i className="bi bi-clipboard me-1" aria-hidden="true" />
                {t('Copy')}
              </Button>
            </div>
            <div className="small text-muted mt-1">
              {t('Valid for {minutes} minutes and shown only this once.', {
                minutes: SECURITY_PIN_MINUTES,
              })}
            </div>
          </div>
        ) : null
      }
    >
      <FieldGrid
        form={form}
        idPrefix="security-pin"
        fields={[mobileField('Mobile Number', { required: true })]}
      />
    </SettingsCard>
  );
}
