import { Worker } from 'node:worker_threads';
import type { SheetKind } from './sheet-batches';
import { SheetRefused, type SheetBounds, type SheetLine } from './sheet-bounds';
import type { SheetWorkerCredit, SheetWorkerData, SheetWorkerMessage } from './serve-sheet';
import { checkXlsxDirectory } from './xlsx-sheet';

export { SheetRefused, type SheetBounds, type SheetLine, type SheetKind };
export type { CellText, SheetRefusal } from './sheet-bounds';

/** What one read may take of the machine, beyond what `SheetBounds` lets the file hold. */
export interface SheetReadLimits {
  /** The worker's heap (V8 old generation), in MB. */
  heapMb: number;
  /** Seconds the worker may spend reading (time it waits for the caller to take rows is not counted). */
  seconds: number;
}

/** Sheets read at once by this process; more wait for a turn (each worker has its own heap). */
const READS_AT_ONCE = 2;
/** Batches the worker may read ahead of the caller, and rows a batch holds. */
const CREDITS = 4;
const BATCH_ROWS = 500;
/** Lets the event loop run other requests' callbacks (the caller's per-row work is synchronous). */
const otherRequests = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A worker entry named `name` beside the module at `moduleUrl` (its `import.meta.url`): under tsx
 * or Vitest the module is TypeScript and so is the worker (run through tsx's loader); in the bundle
 * (build.mjs) every module is the bundle and the worker is `<name>.js` beside it.
 */
export const workerBeside = (moduleUrl: string, name: string) =>
  new URL(`./${name}${moduleUrl.endsWith('.ts') ? '.ts' : '.js'}`, moduleUrl);

/** The worker that answers plain rows. */
const rowsWorker = workerBeside(import.meta.url, 'sheet-worker');

/** A worker thread for `readSheetBatches`: its entry (which calls `serveSheet`) and what its work is told. */
export interface SheetWorkerEntry {
  file: URL;
  work?: unknown;
}

let reading = 0;
const waiting: (() => void)[] = [];
async function takeTurn(): Promise<() => void> {
  if (reading >= READS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else reading += 1;
  return () => {
    const next = waiting.shift();
    if (next) next();
    else reading -= 1;
  };
}

/** The worker's messages, its death and the time budget as one queue the reader awaits. */
class WorkerInbox {
  private readonly messages: SheetWorkerMessage[] = [];
  private failure: Error | null = null;
  private wake: (() => void) | null = null;
  /** Batches the worker may still post: while it has any, it is working and its clock runs. */
  private owed: number;
  private spentMs = 0;
  private since = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly worker: Worker,
    credits: number,
    private readonly budgetMs: number,
  ) {
    this.owed = credits;
    this.startClock();
    worker.on('message', (message: SheetWorkerMessage) => {
      if ('batch' in message) {
        this.owed -= 1;
        if (this.owed === 0) this.stopClock();
      } else {
        this.stopClock();
      }
      this.messages.push(message);
      this.wake?.();
    });
    worker.on('error', (error: Error & { code?: string }) =>
      this.fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new SheetRefused('memory') : error),
    );
    worker.on('exit', (code) =>
      this.fail(new Error(`the sheet worker stopped (exit code ${code}) before it finished`)),
    );
  }

  private startClock() {
    this.since = performance.now();
    this.timer = setTimeout(
      () => this.fail(new SheetRefused('time')),
      Math.max(this.budgetMs - this.spentMs, 0),
    );
  }

  private stopClock() {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.spentMs += performance.now() - this.since;
  }

  private fail(error: Error) {
    this.stopClock();
    this.failure ??= error;
    this.wake?.();
  }

  /** Grants the worker one more batch. */
  credit() {
    this.worker.postMessage({ credits: 1 } satisfies SheetWorkerCredit);
    if (this.owed === 0 && this.failure === null) this.startClock();
    this.owed += 1;
  }

  async next(): Promise<SheetWorkerMessage> {
    for (;;) {
      const message = this.messages.shift();
      if (message) return message;
      if (this.failure !== null) throw this.failure;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = null;
    }
  }

  close() {
    this.stopClock();
  }
}

/**
 * The rows of a spreadsheet file checked by content as `xlsx` or `xls`, read in a worker thread
 * within `bounds` and `limits`, as `readSheetBatches` reads them with the plain rows' worker.
 */
export async function* readSheetRows(
  filePath: string,
  kind: SheetKind,
  bounds: SheetBounds,
  limits: SheetReadLimits,
): AsyncGenerator<SheetLine> {
  for await (const lines of readSheetBatches(filePath, kind, bounds, limits, { file: rowsWorker }))
    yield* lines as SheetLine[];
}

/**
 * A spreadsheet file checked by content as `xlsx` or `xls`, read in the worker thread `worker`
 * within `bounds` and `limits`: what the worker's work made of each batch of rows, in order. An `.xlsx`'s zip directory is checked here first (a zip bomb is
 * refused before any worker starts); then the worker's heap is capped (a file that needs more is
 * refused as `memory`, and only the worker ends), its reading time is capped (`time`), and it
 * sends rows in batches only as fast as the caller takes them. Stopping early (a `return` or a
 * `throw` in the caller's loop) ends the worker. Throws `SheetRefused` for a file it will not read.
 */
export async function* readSheetBatches(
  filePath: string,
  kind: SheetKind,
  bounds: SheetBounds,
  limits: SheetReadLimits,
  worker: SheetWorkerEntry,
): AsyncGenerator<unknown> {
  if (kind === 'xlsx') await checkXlsxDirectory(filePath, bounds);
  const giveBack = await takeTurn();
  let thread: Worker;
  try {
    thread = new Worker(worker.file, {
      workerData: {
        filePath,
        kind,
        bounds,
        credits: CREDITS,
        batchRows: BATCH_ROWS,
        work: worker.work,
      } satisfies SheetWorkerData,
      execArgv: worker.file.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
      stdout: false,
      stderr: false,
    });
  } catch (error) {
    giveBack();
    throw error;
  }
  const inbox = new WorkerInbox(thread, CREDITS, limits.seconds * 1000);
  try {
    for (;;) {
      const message = await inbox.next();
      if ('batch' in message) {
        inbox.credit();
        // Batches already here come without a pause: without one, a caller that works on them
        // synchronously would hold the event loop for batch after batch.
        await otherRequests();
        yield message.batch;
      } else if ('done' in message) {
        return;
      } else if ('refused' in message) {
        throw new SheetRefused(message.refused, message.row, message.detail);
      } else {
        throw new Error(`reading a sheet failed in its worker: ${message.failed}`);
      }
    }
  } finally {
    inbox.close();
    await thread.terminate();
    giveBack();
  }
}
