import type { DownloadOptions } from './api-client';
import { api } from './api';
import { toastApiError } from './form-errors';

/** Saves a downloaded file under `fileName` (an export: spec 1 §9 file names). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is let go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a file the API writes (an invoice, a template) and saves it as `fileName`. */
export async function downloadFile(
  fileName: string,
  path: string,
  body?: unknown,
  call?: DownloadOptions,
) {
  saveBlob(await api.download(path, body, call), fileName);
}

/** `downloadFile` for a button: a failure is toasted. */
export const saveFile = (...args: Parameters<typeof downloadFile>) =>
  void downloadFile(...args).catch(toastApiError);
