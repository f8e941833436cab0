import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server (apps/server) in development; it also serves /config.js. */
const apiServer = 'http://localhost:3000';
const proxy = {
  '/api': apiServer,
  '/oyaar-api': apiServer,
  '/config.js': apiServer,
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
