import { useEffect, useState } from 'react';
import { itemFiles } from '@/lib/offline-queue/store';

/** Object URLs of a waiting item's stored photos (PDFs left out), read when shown, then revoked. */
export function useObjectUrls(itemId: string): { field: string; url: string }[] {
  const [urls, setUrls] = useState<{ field: string; url: string }[]>([]);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    let made: { field: string; url: string }[] = [];
    let live = true;
    void itemFiles(itemId)
      .then((files) => {
        if (!live) return;
        made = files
          .filter((file) => file.type.startsWith('image/'))
          .map((file) => ({
            field: file.field,
            url: URL.createObjectURL(new Blob([file.data], { type: file.type })),
          }));
        setUrls(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      made.forEach(({ url }) => URL.revokeObjectURL(url));
    };
  }, [itemId]);
  return urls;
}
