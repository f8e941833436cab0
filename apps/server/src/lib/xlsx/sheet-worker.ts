/**
 * The worker thread that reads one spreadsheet for `readSheetRows` (read-sheet.ts): it parses the
 * file within its bounds and posts its rows in batches, one batch per credit the reader grants, so
 * no more than a few batches ever wait in the server's memory. Its own heap is limited by the
 * reader; a file that needs more ends this thread, never the server.
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
  /** Rows a batch gathers before it is posted. */
  batchRows: number;
}

/** The reader → worker message: more batches may come. */
export interface SheetWorkerCredit {
  credits: number;
}

/** The worker → reader messages. */
export type SheetWorkerMessage =
  | { lines: SheetLine[] }
  | { done: true }
  | { refused: SheetRefused['reason']; row?: number; detail?: string }
  | { failed: string };

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
const { filePath, kind, bounds, credits, batchRows } = workerData as SheetWorkerData;
let credit = credits;
let granted: (() => void) | null = null;
port.on('message', (message: SheetWorkerCredit) => {
  credit += message.credits;
  granted?.();
});

async function post(lines: SheetLine[]) {
  while (credit <= 0) await new Promise<void>((resolve) => (granted = resolve));
  credit -= 1;
  port.postMessage({ lines } satisfies SheetWorkerMessage);
}

async function readSheet() {
  let lines: SheetLine[] = [];
  for await (const batch of sheetBatches(filePath, kind, bounds)) {
    for (const line of batch) lines.push(line);
    if (lines.length < batchRows) continue;
    await post(lines);
    lines = [];
  }
  if (lines.length > 0) await post(lines);
}

try {
  await readSheet();
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
