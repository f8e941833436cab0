import type { LeadListItem } from '@yaar/shared';
import { leadMessages } from '@yaar/shared';
import { confirmAlert, showAlert, showProgressAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { useDeleteLead } from '../api/delete-lead';

/**
 * Delete with its alerts (spec 1 §8): 'Are you sure?' → 'Deleting...' → 'Success!', or 'Error!'
 * with the server's message ('Failed to delete lead.' when there is none). When a global alert
 * already spoke (401, 5xx, network), it is left on screen.
 */
export function useDeleteLeadFlow() {
  const deleteMutation = useDeleteLead();

  return async (lead: Pick<LeadListItem, 'id'>) => {
    const confirmed = await confirmAlert({
      title: leadMessages.deleteConfirmTitle,
      text: leadMessages.deleteConfirmText,
      confirmButtonText: leadMessages.deleteConfirmButton,
      cancelButtonText: leadMessages.deleteCancelButton,
    });
    if (!confirmed) return;
    showProgressAlert({ title: leadMessages.deletingTitle, text: leadMessages.deletingText });
    try {
      await deleteMutation.mutateAsync(lead.id);
    } catch (error) {
      if (isApiError(error) && error.alerted) return;
      await showAlert({
        title: leadMessages.deleteFailedTitle,
        text: (isApiError(error) && error.message) || leadMessages.deleteFailedText,
        icon: 'error',
      });
      return;
    }
    await showAlert({
      title: leadMessages.deletedTitle,
      text: leadMessages.deletedText,
      icon: 'success',
    });
  };
}
