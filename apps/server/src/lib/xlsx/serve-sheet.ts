/**
 * The loop of a worker thread that reads one spreadsheet for `readSheetBatches` (read-sheet.ts):
 * it parses the file within its bounds, hands each batch of rows to the worker's own work (plain
 * rows for `sheet-worker.ts`; a module's per-row checks for its own worker, so that they run off
 * the server's event loop) and posts what the work made of it, one batch per credit the reader
 * grants, so no more than a few batches ever wait in the server's memory. Its own heap is limited
 * by the reader; a file that needs more ends this thread, never the server.
 */
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { sheetBatches, type SheetKind } from './sheet-batches';
import { SheetRefused, type SheetBounds, type SheetLine } from './sheet-bounds';

export interface SheetWorkerData {
  filePath: string;
  kind: SheetKind;
  bounds: SheetBounds;
  /** Batches the worker may post before it waits for a credit. */
  credits: number;
  /** Rows a batch gathers before it is handed to the work. */
  batchRows: number;
  /** What the worker's work is told (structured-cloneable), as the starter passed it. */
  work: unknown;
}

/** The reader → worker message: more batches may come. */
export interface SheetWorkerCredit {
  credits: number;
}

/** The worker → reader messages. */
export type SheetWorkerMessage =
  | { batch: unknown }
  | { done: true }
  | { refused: SheetRefused['reason']; row?: number; detail?: string }
  | { failed: string };

/** A worker's work: made once from what its starter passed, then given each batch of rows in order. */
export type SheetWork = (data: unknown) => (lines: SheetLine[]) => unknown;

/** Runs this worker thread: reads the sheet and posts `work`'s answer to each batch of rows. */
export async function serveSheet(makeWork: SheetWork): Promise<void> {
  // On Linux a nice value is a thread's own: the reading yields the CPU to the server's requests.
  // (Elsewhere it would be the whole process's, so it is left alone.)
  if (process.platform === 'linux') {
    try {
      os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
    } catch {
      // A sandbox that forbids it: the worker reads at the server's priority.
    }
  }
  const port = parentPort!;
  const data = workerData as SheetWorkerData;
  let credit = data.credits;
  let granted: (() => void) | null = null;
  port.on('message', (message: SheetWorkerCredit) => {
    credit += message.credits;
    granted?.();
  });

  const work = makeWork(data.work);
  async function post(lines: SheetLine[]) {
    const batch = work(lines);
    while (credit <= 0) await new Promise<void>((resolve) => (granted = resolve));
    credit -= 1;
    port.postMessage({ batch } satisfies SheetWorkerMessage);
  }

  try {
    let lines: SheetLine[] = [];
    for await (const read of sheetBatches(data.filePath, data.kind, data.bounds)) {
      for (const line of read) lines.push(line);
      if (lines.length < data.batchRows) continue;
      await post(lines);
      lines = [];
    }
    if (lines.length > 0) await post(lines);
    port.postMessage({ done: true } satisfies SheetWorkerMessage);
  } catch (error) {
    port.postMessage(
      (error instanceof SheetRefused
        ? { refused: error.reason, row: error.row, detail: error.detail }
        : {
            failed: error instanceof Error ? (error.stack ?? error.message) : String(error),
          }) satisfies SheetWorkerMessage,
    );
  }
  port.close();
}
