import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';
import { purgeUnusedCss } from './build/purge-css.ts';
import { splashFirst } from './build/splash-first.ts';
import { subsetIconFont } from './build/subset-icons.ts';
import { workerScript } from './build/worker-script.ts';

/** The API server (apps/server) in development; it also serves /config.js. */
const apiServer = 'http://localhost:3000';
const proxy = {
  '/api': apiServer,
  '/oyaar-api': apiServer,
  '/config.js': apiServer,
};

/** The accent colour (styles/tokens.css --yaar-accent), for the installed app's frame. */
const ACCENT = '#3b4fe4';

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // Installable, and the shell opens without a network: a web manifest and a Workbox service
    // worker that keeps the built files; the API is never cached (an offline banner says so).
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Yaar Back Office',
        short_name: 'Yaar',
        description: 'Leads and follow-ups of the VahanYaar, BuildYaar and OYaar field staff.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f5f7fb',
        theme_color: ACCENT,
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Each in its own file beside the generated worker: the offline queue's Background Sync
        // handler (lib/offline-queue/sw-sync.ts) and Web Push (the follow-up reminders, public/).
        importScripts: ['/sw-sync.js', '/push-handler.js'],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api/, /^\/oyaar-api/, /^\/config\.js/],
        runtimeCaching: [
          {
            // The runtime configuration: fresh when online, the last one offline.
            urlPattern: ({ url }) => url.pathname === '/config.js',
            handler: 'NetworkFirst',
            options: { cacheName: 'yaar-config', networkTimeoutSeconds: 3 },
          },
        ],
      },
    }),
    workerScript(
      fileURLToPath(new URL('./src/lib/offline-queue/sw-sync.ts', import.meta.url)),
      'sw-sync.js',
      {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // Only the header's name: the worker goes without zod (a missing export fails the build).
        '@yaar/shared': fileURLToPath(
          new URL('../../packages/shared/src/idempotency-header.ts', import.meta.url),
        ),
      },
    ),
    splashFirst(),
    subsetIconFont(),
    precompress(),
  ],
  css: {
    // Only in the build: the dev server keeps every rule, so a new class works at once.
    postcss: command === 'build' ? { plugins: [purgeUnusedCss()] } : {},
  },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // `<link rel="modulepreload">` for two things only (docs/decisions.md, issue 41): the entry's
    // own imports, in index.html (the light Sign In page's few small chunks, fetched beside the
    // entry instead of after it), and the app's chunks when the entry or the light page imports
    // app/start.tsx (fetched side by side, not each after the one that names it). No other lazy
    // chunk gets them: Vite's helper adds one link element per dependency in one task (some 60
    // for Leads, ~50 ms of DOM work on the phone profile), and the browser's module loader fetches
    // a chunk's imports itself; the opening screen's come early through `preloadOpeningScreen`.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || /(^|\/)start-[^/]+\.js$/.test(file) ? deps : [],
    },
    rolldownOptions: {
      // Zod and the shared schema builders (common.ts) in a chunk of their own: left to itself
      // rolldown put them with modules every screen imports (the API paths, lib/dates), and a
      // screen that builds no schema ran Zod's code as it opened.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'zod',
              // Not what common.ts imports (constants.ts, which Sign In needs without Zod).
              includeDependenciesRecursively: false,
              test: /node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/]src[\\/]common\.ts$/,
            },
          ],
        },
      },
    },
  },
}));
