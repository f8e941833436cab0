import { MAX_LEAD_FILE_BYTES, VISIT_PHOTO_TYPES, leadMessages, visitMessages } from '@yaar/shared';
import { useCallback, useEffect, useState } from 'react';
import { toQueuedFile } from '@/lib/offline-queue/compress-photo';
import type { QueuedFile } from '@/lib/offline-queue/types';

export interface PickedPhoto {
  file: QueuedFile;
  /** An object URL of the bytes kept, for the preview. */
  previewUrl: string;
}

const allowedName = /\.(jpe?g|png)$/i;

/** Why a picked photo is refused (the server's own messages), or null. */
export function photoTypeProblem(file: File): string | null {
  const typeAllowed = file.type
    ? (VISIT_PHOTO_TYPES as readonly string[]).includes(file.type)
    : allowedName.test(file.name);
  return typeAllowed ? null : visitMessages.photoType;
}

/**
 * A check-in's optional photo: compressed on the phone as the lead photos are (what the queue keeps
 * and sends), refused beside the field when it is not a JPG or PNG or is still over 8 MB.
 */
export function useVisitPhoto() {
  const [photo, setPhoto] = useState<PickedPhoto | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The picked photo is being compressed: "I'm here" waits for it. */
  const [preparing, setPreparing] = useState(false);
  useEffect(
    () => () => {
      if (photo?.previewUrl) URL.revokeObjectURL(photo.previewUrl);
    },
    [photo],
  );

  const pick = useCallback(async (file: File | null) => {
    setError(null);
    if (!file) return;
    const problem = photoTypeProblem(file);
    if (problem) return setError(problem);
    setPreparing(true);
    const kept = await toQueuedFile('Photo', file).finally(() => setPreparing(false));
    if (kept.data.byteLength > MAX_LEAD_FILE_BYTES) return setError(leadMessages.fileSize);
    const previewUrl =
      typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(new Blob([kept.data], { type: kept.type }))
        : '';
    setPhoto({ file: kept, previewUrl });
  }, []);
  const clear = useCallback(() => {
    setPhoto(null);
    setError(null);
  }, []);
  return { photo, error, preparing, setError, pick, clear };
}
