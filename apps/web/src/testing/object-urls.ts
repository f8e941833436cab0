import { onTestFinished, vi } from 'vitest';

/** Stubs URL.createObjectURL / revokeObjectURL for one test (jsdom's cannot make real ones). */
export function stubObjectUrls(url = 'blob:stub') {
  const original = {
    createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  };
  const createObjectURL = vi.fn((_object: Blob | MediaSource) => url);
  const revokeObjectURL = vi.fn((_url: string) => undefined);
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  onTestFinished(() => {
    for (const [name, descriptor] of Object.entries(original)) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  });
  return { createObjectURL, revokeObjectURL };
}
