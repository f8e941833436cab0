import { mobilePattern, normaliseMobile } from '@yaar/shared';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { mobileTyped } from '@/lib/input-rewrites';
import { checkMobile } from '../api/check-mobile';
import type { LeadFormInput, LeadFormOutput } from '../utils/lead-form';

type InputEvent = { target: { value: string } };

/**
 * The Mobile Number field's handlers: the number normalised as typed or pasted, and the duplicate check (spec 1 §5) — on
 * leaving the field when creating, on every change (with the lead's id) when updating. Its
 * MobileNo message shows under the field; only the latest answer counts.
 */
export function useMobileCheck(
  form: UseFormReturn<LeadFormInput, unknown, LeadFormOutput>,
  leadId: number | undefined,
) {
  const isUpdate = leadId !== undefined;
  const latestCheck = useRef(0);
  const registration = form.register('MobileNo');
  const clearDuplicate = () => {
    if (form.getFieldState('MobileNo').error?.type === 'duplicate') form.clearErrors('MobileNo');
  };

  const check = async (value: string) => {
    const mobileNo = normaliseMobile(value);
    if (!mobilePattern.test(mobileNo)) return;
    const current = ++latestCheck.current;
    const message = await checkMobile(mobileNo, leadId);
    if (current !== latestCheck.current) return;
    if (message) form.setError('MobileNo', { type: 'duplicate', message });
    else clearDuplicate();
  };

  return {
    ...registration,
    onChange: (event: InputEvent) => {
      mobileTyped(registration)(event);
      latestCheck.current += 1;
      clearDuplicate();
      if (isUpdate) void check(event.target.value);
    },
    onBlur: (event: InputEvent) => {
      void registration.onBlur(event);
      if (!isUpdate) void check(event.target.value);
    },
  };
}
