import { expect, test } from './support/test';
import { registerEmployee } from './support/api';
import { e2e } from './support/env';
import { uniqueSurname } from './support/leads';
import { signIn } from './support/pages';

/**
 * Issue 10.6, then 41: the sign-in page, the first a phone on mobile data opens, stays light. It
 * is the entry's own files (the light page: no React, no router, no app shell), the app's come
 * only once the user signs in.
 */
test('sign-in loads under 30 KB of compressed JS and CSS, none of the app before signing in', async ({
  page,
}) => {
  const sent: Promise<{ url: string; bytes: number; encoding: string }>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!/\.(js|css)$/.test(url.pathname) || url.pathname === '/sw.js') return;
    sent.push(
      response
        .request()
        .sizes()
        .then(async (sizes) => ({
          url: url.pathname,
          bytes: sizes.responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? 'none',
        })),
    );
  });
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(sent);
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  test.info().annotations.push({
    type: 'sign-in JS+CSS',
    description: `${(total / 1024).toFixed(1)} KB compressed in ${files.length} files`,
  });
  // Everything large is compressed, and nothing but what the page itself names has come.
  expect(files.filter((file) => file.bytes > 1024 && file.encoding === 'none')).toEqual([]);
  expect(total).toBeLessThan(30 * 1024);
  const html = await (await page.request.get('/signin')).text();
  const named = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]));
  expect(
    files.map((file) => file.url).filter((url) => url.startsWith('/assets/') && !named.has(url)),
  ).toEqual([]);

  // Signing in hands the page to the app: the Dashboard, with the server's word.
  await page.getByLabel('Email').fill(e2e.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(e2e.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Login Successfully.')).toBeVisible();
});

/** The splash is drawn with the page's own bytes; the app waits for its stylesheet, never unstyled. */
test('a slow stylesheet holds up the app, not the splash', async ({ page }) => {
  // Whether the app's stylesheet was in when React replaced the splash.
  await page.addInitScript(() => {
    const seen = window as unknown as { firstDraw?: { styled: boolean } };
    new MutationObserver((records, observer) => {
      const removed = records.flatMap((record) => [...record.removedNodes]);
      if (!removed.some((node) => node instanceof Element && node.matches('.boot-splash'))) return;
      observer.disconnect();
      const styled = [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/'));
      seen.firstDraw = { styled };
    }).observe(document, { childList: true, subtree: true });
  });
  let releaseStylesheet = () => {};
  const stylesheetHeld = new Promise<void>((resolve) => (releaseStylesheet = resolve));
  await page.route(/\/assets\/.*\.css$/, async (route) => {
    await stylesheetHeld;
    await route.continue();
  });
  const scriptArrived = page.waitForResponse(/\/assets\/index-[^/]*\.js$/);
  await page.goto('/signin', { waitUntil: 'commit' });
  const splash = page.locator('.boot-splash');
  await expect(splash).toHaveText('Yaar Back Office');
  // The splash has its own style: the whole screen with the name in its middle, not a bare line.
  const viewport = page.viewportSize();
  expect((await splash.boundingBox())?.height).toBe(viewport?.height);
  await scriptArrived;
  await expect(splash).toBeVisible();
  releaseStylesheet();
  await expect(page.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();
  await expect(splash).toHaveCount(0);
  expect(await page.evaluate(() => (window as { firstDraw?: unknown }).firstDraw)).toEqual({
    styled: true,
  });
});

/** Building schemas holds up a phone's main thread: the screens that only read build none. */
test("a staff member's Dashboard opens without loading Zod", async ({ page, request }) => {
  const staff = await registerEmployee(request, 'Kiran', uniqueSurname());
  const scripts: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  await signIn(page, staff.email, staff.password);
  await expect(page.getByText('Today FollowUp')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Today FollowUp')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((script) => script.includes('/assets/index-'))).toBe(true);
  expect(scripts.filter((script) => /\/zod-[^/]*\.js$/.test(script))).toEqual([]);
});
