import type { RegisterInput } from '@yaar/shared';
import { authPaths } from '@yaar/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `POST /register`: creates a staff account (mobile number verified first). */
export const register = (input: RegisterInput) => api.post<never>(authPaths.register, input);

export const useRegister = () => useMutation({ mutationFn: register });
