/** The first retry after a failed send; each further failure doubles it, up to `MAX_DELAY_MS`. */
export const FIRST_DELAY_MS = 5_000;
export const MAX_DELAY_MS = 15 * 60_000;

/** How long to wait after the `attempts`-th failed send (1: the first failure). */
export const retryDelay = (attempts: number) =>
  Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));
