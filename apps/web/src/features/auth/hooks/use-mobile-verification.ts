import { OTP_RESEND_SECONDS } from '@yaar/shared';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useCountdown } from './use-countdown';

/**
 * Sign-up's mobile verification (spec 1 §2.5, §4): unverified → OTP sent → verified.
 * `openDialog` sends the first OTP and opens the dialog only when the send succeeded; errors are
 * thrown on to the caller. A right code's answer carries the VerificationToken for register.
 */
export function useMobileVerification() {
  const sendOtpMutation = useSendOtp();
  const verifyOtpMutation = useVerifyOtp();
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [verificationToken, setVerificationToken] = useState<string | undefined>();

  const sendOtp = async (mobileNo: string) => {
    const answer = await sendOtpMutation.mutateAsync({ MobileNo: mobileNo });
    setSentTo(mobileNo);
    countdown.start();
    if (answer.message) toast.success(answer.message);
  };

  const openDialog = async (mobileNo: string) => {
    // Reopened within the countdown for the same number: the OTP already sent still holds.
    if (!(countdown.running && sentTo === mobileNo)) await sendOtp(mobileNo);
    setDialogOpen(true);
  };

  const resendOtp = async () => {
    if (sentTo) await sendOtp(sentTo);
  };

  const verifyOtp = async (otp: string) => {
    if (!sentTo) return;
    const answer = await verifyOtpMutation.mutateAsync({ MobileNo: sentTo, otp });
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
    hasSent: sentTo !== null,
    countdown,
    isSending: sendOtpMutation.isPending,
    isVerifying: verifyOtpMutation.isPending,
  };
}
