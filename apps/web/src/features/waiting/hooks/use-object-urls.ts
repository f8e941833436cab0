import { useEffect, useState } from 'react';
import type { QueuedFile } from '@/lib/offline-queue/types';

/** Object URLs of an item's stored photos (PDFs left out), revoked when no longer shown. */
export function useObjectUrls(files: QueuedFile[]): { field: string; url: string }[] {
  const [urls, setUrls] = useState<{ field: string; url: string }[]>([]);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const made = files
      .filter((file) => file.type.startsWith('image/'))
      .map((file) => ({
        field: file.field,
        url: URL.createObjectURL(new Blob([file.data], { type: file.type })),
      }));
    setUrls(made);
    return () => made.forEach(({ url }) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}
