import { expect, test } from '@playwright/test';

/** Issue 10.6: the sign-in page, the first a phone on mobile data opens, stays light. */
test('sign-in loads under 150 KB of compressed JS and CSS', async ({ page }) => {
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
  // Everything large is compressed, and none of the form libraries of the other screens comes.
  expect(files.filter((file) => file.bytes > 1024 && file.encoding === 'none')).toEqual([]);
  expect(total).toBeLessThan(150 * 1024);
});
