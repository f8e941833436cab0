import { apiMessages } from '@yaar/shared';
import { AppError } from './errors';

/** Seconds a caller turned away is asked to wait before trying again. */
export const REPORT_RETRY_AFTER_SECONDS = 30;

/**
 * Turns of one process (also the cursor streams' share of a pool, lib/cursor, with no limit on
 * waiting). Reports prepared at once by one process: `running` stream at a time, `waiting` more wait for a
 * turn, and any beyond those is told to come back (503 with Retry-After) instead of growing the
 * process's memory until it crashes. `acquire` answers the function that gives the turn back.
 */
export class ReportQueue {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    /** How many hold a turn at once. */
    readonly running: number,
    private readonly waiting: number,
  ) {}

  async acquire(): Promise<() => void> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) {
        throw new AppError(503, apiMessages.reportsBusy, undefined, REPORT_RETRY_AFTER_SECONDS);
      }
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    };
  }
}

/** What gives a report its turn: this process's queue, or every process's (lib/shared-report-queue). */
export interface ReportTurns {
  acquire(): Promise<() => void>;
}

const queues = new WeakMap<object, ReportTurns>();

/**
 * The one queue of a running app (keyed by its context), shared by every report it serves; with
 * `shared` (REDIS_URL: several processes), the queue every process takes its turns from.
 */
export function reportQueueOf(
  app: object,
  limits: { REPORTS_AT_ONCE: number; REPORTS_WAITING: number },
  shared?: (running: number, waiting: number) => ReportTurns,
): ReportTurns {
  let queue = queues.get(app);
  if (!queue) {
    queue = shared
      ? shared(limits.REPORTS_AT_ONCE, limits.REPORTS_WAITING)
      : new ReportQueue(limits.REPORTS_AT_ONCE, limits.REPORTS_WAITING);
    queues.set(app, queue);
  }
  return queue;
}
