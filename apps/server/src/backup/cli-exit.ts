import { StartupError } from '../db/embedded-postgres';
import { ConfigError } from '../env';
import { RestoreRefused } from './restore';

/**
 * Runs a command line's work and exits: 0 when done; 1 with the reason alone for a refusal we
 * worded (configuration, the database not starting, a backup refused), else `failed` and the error.
 */
export function runAndExit(work: () => Promise<void>, failed: string) {
  work().then(
    () => process.exit(0),
    (error: unknown) => {
      if (
        error instanceof ConfigError ||
        error instanceof StartupError ||
        error instanceof RestoreRefused
      )
        console.error(`[yaar] ${error.message}`);
      else console.error(`[yaar] ${failed}`, error);
      process.exit(1);
    },
  );
}
