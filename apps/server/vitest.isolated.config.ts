import { defineConfig } from 'vitest/config';
import { serverTest } from './vitest.config';

/** The server's tests that replace a module (`vi.mock`): each in a module graph of its own. */
export default defineConfig({
  test: {
    ...serverTest,
    name: 'server-isolated',
    include: [
      'src/**/*.isolated.test.ts',
      'test/**/*.isolated.test.ts',
      'bench/**/*.isolated.test.ts',
    ],
  },
});
