import type { QueuedFile } from './types';

/** About what a photo is kept and sent at: enough to read a hoarding or a visiting card. */
export const PHOTO_TARGET_BYTES = 300 * 1024;
export const PHOTO_LONGEST_SIDE_PX = 1600;
const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45, 0.35];

const bytesOf = (blob: Blob): Promise<ArrayBuffer> =>
  typeof blob.arrayBuffer === 'function'
    ? blob.arrayBuffer()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('Could not read the file.'));
        reader.readAsArrayBuffer(blob);
      });

async function compressed(file: File): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, PHOTO_LONGEST_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  let best: Blob | null = null;
  for (const quality of QUALITIES) {
    best = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', quality),
    );
    if (!best || best.size <= PHOTO_TARGET_BYTES) break;
  }
  return best;
}

/**
 * A picked file as the queue keeps it: a photo larger than ~300 KB made a JPEG of at most 1600 px
 * on its longest side, lowering the quality until it fits (the location and the time it was taken
 * are the form's own fields, not the photo's); a PDF, a small photo, or a browser that cannot draw
 * it, kept as it is. Bytes, not a Blob: Safari loses Blobs stored in IndexedDB.
 */
export async function toQueuedFile(field: string, file: File): Promise<QueuedFile> {
  const isPhoto = file.type === 'image/jpeg' || file.type === 'image/png';
  if (isPhoto && file.size > PHOTO_TARGET_BYTES && typeof createImageBitmap === 'function') {
    try {
      const smaller = await compressed(file);
      if (smaller && smaller.size < file.size) {
        const name = file.name.replace(/\.(jpe?g|png)$/i, '') + '.jpg';
        return { field, name, type: 'image/jpeg', data: await bytesOf(smaller) };
      }
    } catch {
      // A photo the browser cannot decode is sent as it was picked; the server checks it.
    }
  }
  return { field, name: file.name, type: file.type, data: await bytesOf(file) };
}
