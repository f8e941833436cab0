import type { SendOtpInput } from '@yaar/shared';
import { authPaths } from '@yaar/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `POST /send-otp`: validates the mobile number and sends it an OTP. */
export const sendOtp = (input: SendOtpInput) => api.post<never>(authPaths.sendOtp, input);

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
