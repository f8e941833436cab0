import type { VerifyOtpInput } from '@yaar/shared';
import { authPaths } from '@yaar/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `POST /verify-otp`. */
export const verifyOtp = (input: VerifyOtpInput) => api.post<never>(authPaths.verifyOtp, input);

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
