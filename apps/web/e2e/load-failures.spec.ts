import { expect, test } from './support/test';
import { registerEmployee } from './support/api';
import { screenshotBothWidths, signIn } from './support/pages';

/**
 * A list that cannot be loaded says what failed and offers Retry (issue 7); it never looks like an
 * empty list. The answer is taken away in the browser: the server itself stays up.
 */
test('the leads list says it could not load the leads, and Retry loads them once the server answers', async ({
  page,
  request,
}, testInfo) => {
  const staff = await registerEmployee(request, 'Nisha');
  await signIn(page, staff.email, staff.password);

  await page.route('**/api/leads-list', (route) => route.abort('connectionrefused'));
  await page.locator('#sidebar').getByRole('link', { name: 'Leads', exact: true }).click();
  // The spec's global alert comes first …
  await expect(page.getByRole('heading', { name: 'Network Error!' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  // … then the list says what failed, instead of 'No leads available.'
  const failure = page.getByRole('alert').filter({ hasText: 'Could not load the leads.' });
  await expect(failure).toContainText('Network Error!');
  await expect(page.getByText('No leads available.')).toBeHidden();
  await screenshotBothWidths(page, 'leads-load-failure', (file) => testInfo.outputPath(file));

  await page.unroute('**/api/leads-list');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('No leads available.')).toBeVisible();
  await expect(failure).toBeHidden();
});

test('the dashboard says its counts could not be loaded, and Retry shows them', async ({
  page,
  request,
}) => {
  const staff = await registerEmployee(request, 'Kiran');
  await page.route('**/api/dashboard-counts', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ status: 404, message: 'Not found.' }),
    }),
  );
  await signIn(page, staff.email, staff.password);
  const failure = page
    .getByRole('alert')
    .filter({ hasText: 'Could not load the dashboard counts.' });
  await expect(failure).toContainText('Not found.');
  await expect(page.getByRole('link', { name: 'Today FollowUp: no data' })).toBeVisible();

  await page.unroute('**/api/dashboard-counts');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: 'Today FollowUp: 0' })).toBeVisible();
  await expect(failure).toBeHidden();
});
