import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` covers the server (real PostgreSQL) and the web app (jsdom). At least two
 * workers even on a two-core machine: a test file spends much of its time importing modules and
 * waiting on PostgreSQL, so two files at once took the run from 409 s to 266 s there (Vitest's own
 * default is one worker less than the cores).
 */
export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/server/vitest.isolated.config.ts', 'apps/web'],
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
