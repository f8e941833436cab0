import { expect, test } from './support/test';
import { e2e } from './support/env';
import { screenshotBothWidths, signIn } from './support/pages';

test('the administrator creates an app version in the side panel, filters the list and deletes it', async ({
  page,
}, testInfo) => {
  const version = `9.${Date.now() % 100000}`;
  await signIn(page, e2e.admin.email, e2e.admin.password);
  await page.locator('#sidebar').getByRole('link', { name: 'App Versions', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'App Versions', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create Version' }).click();
  const panel = page.getByRole('form', { name: 'Create Version' });
  await panel.getByRole('button', { name: 'Create Version' }).click();
  await expect(panel.getByText('Version is required')).toBeVisible();
  await expect(panel.getByText('Device Type is required')).toBeVisible();
  await panel.getByLabel('Version').fill(version);
  await panel.getByLabel('Device Type').selectOption('IOS');
  await panel.getByLabel('Force Update').check();
  await panel.getByLabel('Message').fill('Please update: new reminder screen.');
  await screenshotBothWidths(page, 'version-create', (file) => testInfo.outputPath(file));
  await panel.getByRole('button', { name: 'Create Version' }).click();
  await expect(page.getByText('Version created successfully.')).toBeVisible();
  await expect(panel).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: version });
  await expect(row).toContainText('IOS');
  await expect(row).toContainText('Please update: new reminder screen.');
  await page.getByLabel('Device Type').selectOption('Android');
  await expect(page).toHaveURL(/DeviceType=Android/);
  await expect(row).toHaveCount(0);
  await page.getByLabel('Device Type').selectOption('IOS');
  await expect(row).toBeVisible();
  await screenshotBothWidths(page, 'versions-list', (file) => testInfo.outputPath(file));

  await row.getByRole('button', { name: `Action for version ${version}` }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Version deleted successfully.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
