import { useEffect } from 'react';
import type { Id } from 'react-toastify';
import { toast } from 'react-toastify';

/**
 * A toast shown this long before a navigation belongs to the page being left. A toast shown
 * together with a navigation ('Lead Created successfully', then Leads) is newer and stays.
 */
export const TOAST_CARRIES_OVER_MS = 1500;

const shownAt = new Map<Id, number>();
let watching = false;

function watchToasts() {
  if (watching) return;
  watching = true;
  toast.onChange(({ id, status }) => {
    if (status === 'added') shownAt.set(id, Date.now());
    else if (status === 'removed') shownAt.delete(id);
  });
}

/** Clears the toasts of the page being left whenever `pageKey` (the path) changes. */
export function useDismissToastsOnNavigate(pageKey: string) {
  useEffect(() => {
    watchToasts();
  }, []);
  useEffect(() => {
    const now = Date.now();
    for (const [id, at] of shownAt) {
      if (now - at > TOAST_CARRIES_OVER_MS) toast.dismiss(id);
    }
  }, [pageKey]);
}
