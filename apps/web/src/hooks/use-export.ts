import { IMPORT_TIMEOUT_MS } from '@yaar/shared';
import { useState } from 'react';
import { api } from '@/lib/api';
import type { ApiClient } from '@/lib/api-client';
import { failureReason } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { toastApiError } from '@/lib/form-errors';

export interface ExportOptions {
  /** The API that writes the file: `api` (the default) or `oyaarApi`. */
  client?: ApiClient;
  /** The API path answering the file (POST), e.g. `leadPaths.leadsList`. */
  path: string;
  /** The name the file is saved under (spec 1 §9), e.g. 'leads.xlsx'. */
  fileName: string;
  /** A whole export may take a while: the long time-out by default. */
  timeoutMs?: number;
}

/**
 * Downloads a file the server writes (an `.xlsx` export, a report) and saves it, with the bytes
 * received so far and the failure's message. A failure is also toasted (spec 1 §8), unless a
 * global alert already said it.
 */
export function useExport({
  client = api,
  path,
  fileName,
  timeoutMs = IMPORT_TIMEOUT_MS,
}: ExportOptions) {
  const [isPending, setPending] = useState(false);
  const [bytesReceived, setBytesReceived] = useState(0);
  const [error, setError] = useState<string | null>(null);

  /** Asks for the file with this body; resolves once it is saved (true) or has failed (false). */
  const start = async (body: unknown): Promise<boolean> => {
    setPending(true);
    setBytesReceived(0);
    setError(null);
    try {
      const file = await client.download(path, body, { timeoutMs, onProgress: setBytesReceived });
      saveBlob(file, fileName);
      return true;
    } catch (failure) {
      setError(failureReason(failure));
      toastApiError(failure);
      return false;
    } finally {
      setPending(false);
    }
  };

  return { start, isPending, bytesReceived, error };
}

/** Bytes for people: '850 KB', '12.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
