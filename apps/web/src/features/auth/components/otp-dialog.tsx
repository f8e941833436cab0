import { verifyOtpSchema } from '@yaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { applyFieldErrors, toastApiError } from '@/lib/form-errors';
import { DialogHeader } from '@/components/ui/dialog-header';
import { t } from '@/lib/i18n/language';

const otpSchema = verifyOtpSchema.pick({ otp: true });

interface OtpDialogProps {
  show: boolean;
  onHide: () => void;
  /** Seconds left before another OTP may be sent; 0 when it may. */
  remaining: number;
  hasSent: boolean;
  isSending: boolean;
  isVerifying: boolean;
  onSend: () => Promise<void>;
  onVerify: (otp: string) => Promise<void>;
}

/** 'Mobile Verification' (spec 1 §2.5): static backdrop, not closed by the keyboard. */
export function OtpDialog({ show, onHide, ...props }: OtpDialogProps) {
  return (
    <Modal
      show={show}
      onHide={onHide}
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby="otp-dialog-title"
    >
      <DialogHeader id="otp-dialog-title" title="Mobile Verification" />
      <OtpForm {...props} />
    </Modal>
  );
}

function OtpForm({
  remaining,
  hasSent,
  isSending,
  isVerifying,
  onSend,
  onVerify,
}: Omit<OtpDialogProps, 'show' | 'onHide'>) {
  const form = useForm({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } });
  const error = form.formState.errors.otp?.message;
  const counting = remaining > 0;
  const sendLabel = counting
    ? String(remaining).padStart(2, '0')
    : t(hasSent ? 'Resend OTP' : 'Send OTP');

  const handleSend = async () => {
    try {
      await onSend();
    } catch (sendError) {
      toastApiError(sendError);
    }
  };
  const handleVerify = form.handleSubmit(async ({ otp }) => {
    try {
      await onVerify(String(otp));
    } catch (verifyError) {
      if (applyFieldErrors(verifyError, form.setError, ['otp']).length === 0)
        toastApiError(verifyError);
    }
  });
  // The dialog sits in a portal but inside the sign-up form's React tree: keep its submit here.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void handleVerify(event);
  };

  return (
    <Form noValidate onSubmit={handleSubmit}>
      <Modal.Body>
        <FormField id="otp" label="OTP" error={error}>
          <Form.Control
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            isInvalid={!!error}
            {...form.register('otp')}
          />
        </FormField>
      </Modal.Body>
      <Modal.Footer>
        <Button
          variant="outline-primary"
          className="otp-send"
          disabled={counting || isSending}
          aria-live="polite"
          onClick={() => void handleSend()}
        >
          {sendLabel}
        </Button>
        <Button type="submit" disabled={isVerifying}>
          {t('Verify')}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
