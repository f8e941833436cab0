import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * How far the kernel's clock, which stamps every file written (and so a local object store's
 * times), is ahead of this process's `Date.now()`: 0 on a real machine, the offset under
 * libfaketime (`npm run test:at`), which moves the process's clock but not the kernel's. A test
 * that ages files against the app's clock states those ages on the files' clock with it.
 */
export function fileClockOffsetMs(): number {
  const probe = path.join(os.tmpdir(), `yaar-file-clock-${process.pid}-${Math.random()}`);
  const before = Date.now();
  fs.writeFileSync(probe, '');
  const stamped = fs.statSync(probe).mtimeMs;
  fs.rmSync(probe);
  const offset = stamped - before;
  // Within a second the clocks agree (a file's time may be a tick behind Date.now()).
  return Math.abs(offset) < 1000 ? 0 : offset;
}

/** A sweep's minimum age that makes every file written so far old, on either clock. */
export const everyFileIsOld = (): number => Math.min(0, -fileClockOffsetMs()) - 60_000;

/** `Date.now()` on the files' clock. */
export const fileClockNow = (): number => Date.now() + fileClockOffsetMs();
