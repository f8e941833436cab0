import { describe, expect, it, vi } from 'vitest';

vi.mock('./start', () => ({ startApp: vi.fn() }));

/** What the page holds, in document order: each stylesheet, where, and whether it applies. */
const sheets = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => [
    link.parentElement?.tagName,
    link.getAttribute('href'),
    link.media,
  ]);

describe('loadApp', () => {
  it('puts the app’s stylesheet at the end of <body>, then switches the light page’s off', async () => {
    document.body.innerHTML =
      '<div id="root"></div><link rel="stylesheet" href="/assets/index-light.css">';
    vi.resetModules();
    const { loadApp } = await import('./load-app');
    // A screen's own sheet, as Vite's loader adds it.
    const screenSheet = document.head.appendChild(document.createElement('link'));
    screenSheet.rel = 'stylesheet';
    screenSheet.href = '/assets/dashboard.css';

    const loading = loadApp();
    expect(loadApp()).toBe(loading);
    const appSheet = document.body.lastElementChild as HTMLLinkElement;
    expect(sheets()).toEqual([
      ['HEAD', '/assets/dashboard.css', ''],
      ['BODY', '/assets/index-light.css', ''],
      ['BODY', appSheet.getAttribute('href'), ''],
    ]);
    // Nothing is switched off before the app's sheet applies.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('link[media="not all"]')).toBeNull();

    appSheet.dispatchEvent(new Event('load'));
    const app = await loading;
    expect(app.startApp).toBeDefined();
    // Still there (Vite's loader would add a missing one again), but applying to nothing.
    expect(sheets()[1]).toEqual(['BODY', '/assets/index-light.css', 'not all']);
    screenSheet.remove();
  });

  it('tries again after a failure', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    vi.resetModules();
    const { loadApp } = await import('./load-app');
    const first = loadApp();
    (document.body.lastElementChild as HTMLLinkElement).dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/Could not load/);
    const second = loadApp();
    expect(second).not.toBe(first);
    (document.body.lastElementChild as HTMLLinkElement).dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeDefined();
  });
});
