import type { LeadListItem } from '@yaar/shared';
import { leadMessages } from '@yaar/shared';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { useDeleteLead } from '../api/delete-lead';

/**
 * Delete with its alerts (spec 1 §8): 'Are you sure?' → 'Deleting...' → 'Success!', or 'Error!'
 * with the server's message ('Failed to delete lead.' when there is none). When a global alert
 * already spoke (401, 5xx, network), it is left on screen.
 */
export function useDeleteLeadFlow() {
  return useConfirmedDelete<Pick<LeadListItem, 'id'>>({
    remove: useDeleteLead(),
    confirm: () => ({
      title: leadMessages.deleteConfirmTitle,
      text: leadMessages.deleteConfirmText,
      confirmButtonText: leadMessages.deleteConfirmButton,
      cancelButtonText: leadMessages.deleteCancelButton,
    }),
    as: 'alert',
    progress: { title: leadMessages.deletingTitle, text: leadMessages.deletingText },
    done: { title: leadMessages.deletedTitle, text: leadMessages.deletedText },
    failed: { title: leadMessages.deleteFailedTitle, text: leadMessages.deleteFailedText },
  });
}
