import { useSyncExternalStore } from 'react';
import { connectivity } from '@/lib/api';

/** False while the server cannot be reached: the browser says offline, or a request found no network. */
export const useOnline = () =>
  useSyncExternalStore(connectivity.subscribe, connectivity.online, () => true);
