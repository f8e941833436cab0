import { Worker } from 'node:worker_threads';

export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
}

export interface LoadTarget {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A JSON body; or `raw`: the bytes as they are (a multipart form, with its own content type). */
  body?: unknown;
  /** JSON bodies sent in turn instead of one `body` (a different search on each request). */
  bodies?: unknown[];
  raw?: Buffer;
}

/** Loads one target for `seconds` with `connections` (autocannon in a worker thread). */
export function load(target: LoadTarget, seconds: number, connections = 10): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { target, seconds, connections },
    });
    worker.once('message', (figures: LoadFigures) => resolve(figures));
    worker.once('error', reject);
  });
}
