import { useDeferredValue } from 'react';

/**
 * `value`, one render late when it changes: the render a query's answer starts (synchronous: TanStack
 * Query reads its cache through useSyncExternalStore) keeps the old value, then React draws the
 * new one in a transition, in slices that let a phone's main thread answer a tap between them.
 * For what a large form or list is drawn from: without it, all of it is drawn in one long task.
 * A value that is there from the first render (kept in the cache) is drawn at once.
 */
export const useReadyInSlices = <Value>(value: Value): Value => useDeferredValue(value);
