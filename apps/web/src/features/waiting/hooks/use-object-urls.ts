import { useEffect, useMemo } from 'react';
import type { QueuedFile } from '@/lib/offline-queue/types';

/** Object URLs of an item's stored photos (PDFs left out), revoked when no longer shown. */
export function useObjectUrls(files: QueuedFile[]): { field: string; url: string }[] {
  const urls = useMemo(
    () =>
      typeof URL.createObjectURL === 'function'
        ? files
            .filter((file) => file.type.startsWith('image/'))
            .map((file) => ({
              field: file.field,
              url: URL.createObjectURL(new Blob([file.data], { type: file.type })),
            }))
        : [],
    [files],
  );
  useEffect(() => () => urls.forEach(({ url }) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}
