import { AppError } from '../errors';

/** Reports built at once per process; more wait in a short queue; beyond it, 503 + Retry-After. */
const RUNNING = 2;
const WAITING = 6;
const RETRY_AFTER_SECONDS = 30;
export const REPORTS_BUSY = 'Too many reports are being generated right now. Try again shortly.';

/** A small counting semaphore: `take` resolves with its `release` when a slot is free. */
function slots(running: number, waiting: number) {
  let busy = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else busy -= 1;
  };
  return {
    async take(): Promise<() => void> {
      if (busy < running) busy += 1;
      else if (queue.length >= waiting)
        throw new AppError(503, REPORTS_BUSY, undefined, RETRY_AFTER_SECONDS);
      else await new Promise<void>((resolve) => queue.push(resolve));
      let released = false;
      return () => {
        if (!released) release();
        released = true;
      };
    },
  };
}

export const reportSlots = slots(RUNNING, WAITING);
