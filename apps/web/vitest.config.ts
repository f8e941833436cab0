import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Threads, not forks: 72 s instead of 84 s for the web files on two cores.
    pool: 'threads',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A test types and clicks as a user does (user-event): on a busy two-core machine, with the
    // server's files running beside these, one can outlast Vitest's 5 s default.
    testTimeout: 20_000,
    clearMocks: true,
    restoreMocks: true,
  },
});
