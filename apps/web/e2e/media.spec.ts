import { expect, test } from './support/test';
import { mediaMessages } from '@yaar/shared';
import { e2e } from './support/env';
import { screenshotBothWidths, signIn } from './support/pages';

/** A 1×1 PNG, and a small SVG with a script and a handler the server takes out. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4AWP4z8DwHwAFAAH/e+m+7wAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" onload="alert(1)">' +
    '<script>alert(2)</script><rect width="120" height="60" fill="#1f4e79"/>' +
    '<circle cx="60" cy="30" r="20" fill="#f4b400"/></svg>',
);

test('the administrator adds media in the side panel, sees its image, and deletes it', async ({
  page,
}, testInfo) => {
  const link = `https://oyaar.example/e2e/${Date.now()}`;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, e2e.admin.email, e2e.admin.password);
  await page.locator('#sidebar').getByRole('link', { name: 'Media', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Media Add' }).click();
  const panel = page.getByRole('form', { name: 'Media Add' });
  await panel.getByRole('button', { name: 'Add Media' }).click();
  await expect(panel.getByText(mediaMessages.typeRequired)).toBeVisible();
  await expect(panel.getByText(mediaMessages.imageRequired)).toBeVisible();

  // A program under a picture's name: the browser lets it through, the server reads its content.
  await panel.getByLabel('Type').selectOption('Guide');
  await panel.getByLabel('Image').setInputFiles({
    name: 'guide.png',
    mimeType: 'image/png',
    buffer: Buffer.from('#!/bin/sh\necho not an image\n'),
  });
  await panel.getByLabel('Link').fill(link);
  await panel.getByRole('button', { name: 'Add Media' }).click();
  await expect(page.getByText(mediaMessages.addFailed)).toBeVisible();
  await expect(panel.getByText(mediaMessages.imageType)).toBeVisible();

  await panel.getByLabel('Image').setInputFiles({
    name: 'guide.svg',
    mimeType: 'image/svg+xml',
    buffer: SVG,
  });
  await screenshotBothWidths(page, 'media-add', (file) => testInfo.outputPath(file));
  await panel.getByRole('button', { name: 'Add Media' }).click();
  await expect(page.getByText(mediaMessages.added)).toBeVisible();
  await expect(panel).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: link });
  await expect(row).toContainText('Guide');
  const image = row.getByRole('img', { name: 'Guide media' });
  // Loaded from its signed URL (an SVG without a width is drawn 300 px wide by default).
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const served = await page.request.get((await image.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/svg+xml');
  expect(served.headers()['content-security-policy']).toBe(
    "default-src 'none'; style-src 'unsafe-inline'",
  );
  expect(await served.text()).not.toMatch(/script|onload|alert/);

  // A PNG of another type: the type filter keeps the list to one type.
  await page.getByRole('button', { name: 'Media Add' }).click();
  await panel.getByLabel('Type').selectOption('Marketing');
  await panel
    .getByLabel('Image')
    .setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: PNG });
  await panel.getByRole('button', { name: 'Add Media' }).click();
  await expect(panel).toBeHidden();
  await page.getByLabel('Type').selectOption('Guide');
  await expect(page).toHaveURL(/Type=Guide/);
  await expect(page.getByRole('cell', { name: 'Marketing', exact: true })).toHaveCount(0);
  await expect(row).toBeVisible();
  await screenshotBothWidths(page, 'media-list', (file) => testInfo.outputPath(file));

  await row.getByRole('button', { name: /^Action for Guide media/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText(mediaMessages.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
