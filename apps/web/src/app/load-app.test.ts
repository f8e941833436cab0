import { describe, expect, it, vi } from 'vitest';

vi.mock('./start', () => ({ startApp: vi.fn() }));

describe('loadApp', () => {
  it('switches the light page’s stylesheet off once the app’s has loaded, and only that one', async () => {
    document.body.innerHTML =
      '<div id="root"></div><link rel="stylesheet" href="/assets/index-light.css">';
    vi.resetModules();
    const { loadApp } = await import('./load-app');
    // What the app's import adds (Vite puts the app's stylesheets into <head>).
    const appSheet = document.head.appendChild(document.createElement('link'));
    appSheet.rel = 'stylesheet';
    appSheet.href = '/assets/start-app.css';

    const app = await loadApp();
    expect(app.startApp).toBeDefined();
    // Still there (Vite's loader would add a missing one again), but applying to nothing.
    expect(
      [...document.querySelectorAll('link')].map((link) => [link.getAttribute('href'), link.media]),
    ).toEqual([
      ['/assets/start-app.css', ''],
      ['/assets/index-light.css', 'not all'],
    ]);
    appSheet.remove();
  });
});
