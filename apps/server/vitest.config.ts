import { defineConfig } from 'vitest/config';

/**
 * The server's tests share each worker's modules (`isolate: false`): a file spends most of its
 * time importing the app, and re-importing it for each of 117 files took 153 of the run's 256 s.
 * Nothing of the app's is kept per process but per database or configuration (WeakMaps keyed by
 * the handle), and each file clones its own database, so files still do not see each other's
 * data. A file that replaces a module (`vi.mock`) or measures the heap must not share: name it
 * `*.isolated.test.ts` and it runs in the project of vitest.isolated.config.ts.
 */
export const serverTest = {
  environment: 'node' as const,
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    ...serverTest,
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/*.isolated.test.ts', '**/node_modules/**'],
    isolate: false,
  },
});
