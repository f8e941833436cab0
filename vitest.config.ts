import { defineConfig } from 'vitest/config';

/** One `vitest run` covers the server (real PostgreSQL) and the web app (jsdom). */
export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web'],
  },
});
