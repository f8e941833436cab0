import { expect, test } from './support/test';
import { userAdminMessages } from '@yaar/shared';
import { registerEmployee } from './support/api';
import { e2e } from './support/env';
import { uniqueSurname } from './support/leads';
import { screenshotBothWidths, signIn } from './support/pages';

test('the administrator deactivates an employee (signed out at once) and edits one', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const seller = await registerEmployee(request, 'Seller', uniqueSurname());
  const leaver = await registerEmployee(request, 'Leaver', uniqueSurname());
  // The leaver is signed in elsewhere.
  const leaverPage = await browser.newPage();
  await signIn(leaverPage, leaver.email, leaver.password);

  await signIn(page, e2e.admin.email, e2e.admin.password);
  await page.locator('#sidebar').getByRole('link', { name: 'Users', exact: true }).click();
  await page.getByLabel('Search users').fill(leaver.lastName);
  const leaverRow = page.getByRole('row').filter({ hasText: leaver.email });
  await expect(page.getByRole('row')).toHaveCount(2);
  await leaverRow.getByRole('checkbox').click();
  await expect(page.getByText(userAdminMessages.statusUpdated)).toBeVisible();
  await expect(leaverRow).toContainText('Inactive');
  // The leaver's next call is refused: the app says so, and signs them out once it is read.
  await leaverPage.reload();
  await expect(leaverPage.getByText('You are not authorized. Please log in again')).toBeVisible();
  await leaverPage.getByRole('button', { name: 'OK' }).click();
  await expect(leaverPage).toHaveURL(/\/signin$/);
  await leaverPage.close();

  await page.getByLabel('Search users').fill(seller.lastName);
  const sellerRow = page.getByRole('row').filter({ hasText: seller.email });
  // The search has answered: the header and the seller's row alone (a menu opened before would close).
  await expect(page.getByRole('row')).toHaveCount(2);
  const action = async (item: string) => {
    await sellerRow.getByRole('button', { name: /^Action for / }).click();
    await page.getByRole('button', { name: item, exact: true }).click();
  };
  await action('Edit');
  const edit = page.getByRole('form', { name: 'Edit User' });
  await edit.getByLabel('First Name').fill('');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit.getByText(userAdminMessages.firstNameRequired)).toBeVisible();
  await edit.getByLabel('First Name').fill('Selina');
  await edit.getByLabel(/OY Commission 1/).fill('300');
  await edit.getByLabel(/OY Commission 2/).fill('120');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(userAdminMessages.userUpdated)).toBeVisible();
  await expect(sellerRow).toContainText('Selina');
  await screenshotBothWidths(page, 'users-list', (name) => testInfo.outputPath(name));
});

test('a toast never covers the open side panel: its close button and its fields stay free', async ({
  page,
  request,
}) => {
  const editor = await registerEmployee(request, 'Editor', uniqueSurname());
  const other = await registerEmployee(request, 'Other', uniqueSurname());
  await signIn(page, e2e.admin.email, e2e.admin.password);
  await page.locator('#sidebar').getByRole('link', { name: 'Users', exact: true }).click();
  await page.getByLabel('Search users').fill(editor.lastName);
  const row = page.getByRole('row').filter({ hasText: editor.email });
  // The search has answered: the header and the editor's row alone. Until then the unfiltered
  // page may list the editor, and a menu opened there closes when the search's rows replace it.
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Action for / }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('form', { name: 'Edit User' });
  // Another user's e-mail: the server refuses it beside the field and toasts its message.
  await edit.getByLabel('Email').fill(other.email);
  await edit.getByRole('button', { name: 'Update' }).click();
  const toast = page.locator('.Toastify__toast').first();
  await expect(toast).toBeVisible();
  const panel = page.locator('.offcanvas.show');
  const close = panel.getByRole('button', { name: 'Close' });
  await expect(close).toBeVisible();
  // Where the toasts stand (the toast itself slides in from the right as it appears).
  const toastBox = (await page.locator('.Toastify__toast-container').boundingBox())!;
  const panelBox = (await panel.boundingBox())!;
  // The whole column of toasts stands left of the panel: it hides neither the close button nor a field.
  expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(panelBox.x);
  await close.click();
  await expect(panel).toHaveCount(0);
});
