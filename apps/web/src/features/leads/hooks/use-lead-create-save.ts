import { leadMessages } from '@yaar/shared';
import type { RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '@/lib/api-client';
import { applyFieldErrors, focusFirstError } from '@/lib/form-errors';
import { SAVED_ON_PHONE } from '@/lib/offline-queue/capture';
import { StorageFullError } from '@/lib/offline-queue/store';
import { pathTo } from '@/lib/paths';
import { useCaptureLead } from '../api/capture-lead';
import type { LeadFormInput, LeadFormOutput } from '../utils/lead-form';
import { leadServerFields } from '../utils/lead-form';
import { translateShown } from '@/lib/i18n/language';

/**
 * Lead Create's Save, network or not: sent, or kept on the phone ("Saved on this phone — …"), then
 * back to Leads; refused, the server's messages beside the fields. `replaces`: the waiting item
 * being fixed.
 */
export function useLeadCreateSave(
  form: UseFormReturn<LeadFormInput, unknown, LeadFormOutput>,
  formRef: RefObject<HTMLFormElement | null>,
  replaces?: string,
) {
  const capture = useCaptureLead();
  const navigate = useNavigate();
  const save = async (values: LeadFormOutput) => {
    let outcome;
    try {
      outcome = await capture.mutateAsync({ values, replaces });
    } catch (error) {
      console.error('Could not save the lead', error);
      // A full storage is said until closed: the form, still on screen, holds what was typed.
      if (error instanceof StorageFullError)
        toast.error(translateShown(error.message), { autoClose: false });
      else toast.error(translateShown(leadMessages.saveFailed));
      return;
    }
    if (outcome.kind === 'refused') {
      const { status, message, errors } = outcome.error;
      const applied = applyFieldErrors(
        new ApiError(status, message, errors),
        form.setError,
        leadServerFields,
      );
      toast.error(translateShown(applied.length > 0 ? leadMessages.saveFailed : message));
      focusFirstError(formRef.current);
      return;
    }
    if (outcome.kind === 'kept') {
      toast.info(translateShown(SAVED_ON_PHONE));
      if (outcome.warning) toast.warning(translateShown(outcome.warning), { autoClose: false });
    } else toast.success(translateShown(leadMessages.created));
    await navigate(pathTo('Leads'));
  };
  return { save, pending: capture.isPending };
}
