import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now (false where matchMedia does not exist). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => false);
}

/** Phones: below Bootstrap's `md` breakpoint. */
export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)';
