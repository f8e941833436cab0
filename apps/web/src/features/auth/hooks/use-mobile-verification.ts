import { OTP_RESEND_SECONDS } from '@yaar/shared';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useCountdown } from './use-countdown';

/**
 * Sign-up's mobile verification (spec 1 §2.5, §4): unverified → OTP sent → verified.
 * `openDialog` has the server check the number's form (send-otp with CheckOnly: a field error for
 * MobileNo is thrown on to the caller; whether it has an account is never told before it is proved)
 * and opens the dialog; the dialog's 'Send OTP' then sends the code, only when tapped. A right
 * code's answer carries the VerificationToken for register.
 */
export function useMobileVerification() {
  const sendOtpMutation = useSendOtp();
  const verifyOtpMutation = useVerifyOtp();
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [dialogMobile, setDialogMobile] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [verificationToken, setVerificationToken] = useState<string | undefined>();

  const sendOtp = async (mobileNo: string) => {
    const answer = await sendOtpMutation.mutateAsync({ MobileNo: mobileNo });
    setSentTo(mobileNo);
    countdown.start();
    if (answer.message) toast.success(answer.message);
  };

  const openDialog = async (mobileNo: string) => {
    // Reopened for the number already sent to: the OTP sent still holds, no new check.
    if (sentTo !== mobileNo)
      await sendOtpMutation.mutateAsync({ MobileNo: mobileNo, CheckOnly: true });
    setDialogMobile(mobileNo);
    setDialogOpen(true);
  };

  /** The dialog's Send OTP / Resend OTP. */
  const resendOtp = async () => {
    if (dialogMobile) await sendOtp(dialogMobile);
  };

  const verifyOtp = async (otp: string) => {
    if (!dialogMobile) return;
    const answer = await verifyOtpMutation.mutateAsync({ MobileNo: dialogMobile, otp });
    setVerificationToken(answer.data?.VerificationToken);
    setDialogOpen(false);
    if (answer.message) toast.success(answer.message);
  };

  return {
    isMobileNoVerified: verificationToken !== undefined,
    /** The server no longer accepts the verification (expired, or used): verify again. */
    forgetVerification: () => setVerificationToken(undefined),
    /** What verify-otp answered; register sends it as proof of the number. */
    verificationToken,
    dialogOpen,
    closeDialog: () => setDialogOpen(false),
    openDialog,
    resendOtp,
    verifyOtp,
    hasSent: sentTo !== null && sentTo === dialogMobile,
    countdown,
    isSending: sendOtpMutation.isPending,
    isVerifying: verifyOtpMutation.isPending,
  };
}
