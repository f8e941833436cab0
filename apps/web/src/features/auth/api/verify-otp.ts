import type { MobileVerification, VerifyOtpInput } from '@yaar/shared';
import { authPaths } from '@yaar/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `POST /verify-otp`: the answer carries the VerificationToken that register requires. */
export const verifyOtp = (input: VerifyOtpInput) =>
  api.post<MobileVerification>(authPaths.verifyOtp, input);

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
