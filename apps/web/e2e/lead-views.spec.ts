import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { registerEmployee } from './support/api';
import {
  apiSignIn,
  createLeadViaApi,
  expectDashboardCounts,
  shownDate,
  todayInKolkata,
  uniqueSurname,
} from './support/leads';
import { screenshotBothWidths, signIn } from './support/pages';

/** The dashboard's views as follow-up lists (issue 10, items 1 and 2), at a desk's width. */
test.use({ timezoneId: 'Asia/Kolkata', viewport: { width: 1440, height: 900 } });

/** `isoDay` moved by `days` (negative: earlier). */
function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Company Name of each row of the Leads table, top to bottom. */
const companyCells = (page: Page) => page.locator('table.leads-table tbody tr td:first-child');

const viewChip = (page: Page, title: string) =>
  page.getByRole('button', { name: `Remove filter ${title}`, exact: true });

test('[LEAD VIEWS] Overdue lists the oldest due first, names the view, keeps view, order and page in the address, sorts by Company Name, and its chip removes it', async ({
  page,
  request,
}, testInfo: TestInfo) => {
  const staff = await registerEmployee(request, 'Vijay', uniqueSurname());
  const session = await apiSignIn(request, staff.email, staff.password);
  const today = todayInKolkata();
  // Entered in this order, so that newest-first, soonest-due-first and A–Z all differ.
  for (const [company, days] of [
    ['Mehta Sweets', -1],
    ['Zenith Tyres', -10],
    ['Alpha Paints', -3],
    ['Today Kirana', 0],
    ['Upcoming Hardware', 5],
  ] as const) {
    await createLeadViaApi(request, session, { company, nextDate: addDays(today, days) });
  }

  await signIn(page, staff.email, staff.password);
  await expectDashboardCounts(page, {
    'Overdue FollowUp': 3,
    'Today FollowUp': 1,
    'Upcoming FollowUp': 1,
  });
  await page.getByRole('link', { name: /^Overdue FollowUp: / }).click();
  await expect(page).toHaveURL(/\/leads\/Overdue$/);

  // The view is named in the title and as a chip; its leads come oldest due first.
  await expect(page.getByRole('heading', { name: 'Overdue FollowUp', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText(
    'DashboardLeadsOverdue FollowUp',
  );
  await expect(viewChip(page, 'Overdue FollowUp')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Status (Pending)' })).toBeVisible();
  await expect(companyCells(page)).toHaveText(['Zenith Tyres', 'Alpha Paints', 'Mehta Sweets']);
  await expect(page.getByRole('columnheader', { name: 'Next Date' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const zenith = page.getByRole('row').filter({ hasText: 'Zenith Tyres' });
  await expect(zenith).toContainText(`${shownDate(addDays(today, -10))}Overdue 10 days`);
  await expect(zenith.getByText('Overdue 10 days')).toHaveClass(/text-bg-danger/);
  await expect(page.getByRole('row').filter({ hasText: 'Mehta Sweets' })).toContainText(
    'Overdue 1 day',
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, 'overdue-view', (file) => testInfo.outputPath(file));

  // On a phone: cards with the same words, and 'Sort by' showing the view's own order.
  await page.setViewportSize({ width: 360, height: 740 });
  const cards = page.getByRole('list', { name: 'Leads' }).getByRole('listitem');
  await expect(cards.first()).toContainText('Zenith Tyres');
  await expect(cards.first()).toContainText('Overdue 10 days');
  await expect(page.getByLabel('Sort by')).toHaveValue('NextDate');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Sort by Company Name: the address keeps it.
  await page.getByRole('button', { name: 'Company Name', exact: true }).click();
  await expect(page).toHaveURL(/\/leads\/Overdue\?Sort=CompanyName$/);
  await expect(companyCells(page)).toHaveText(['Alpha Paints', 'Mehta Sweets', 'Zenith Tyres']);

  // Two to a page (the address's page size), then page 2: a reload shows the same view, order and page.
  await page.goto('/leads/Overdue?Sort=CompanyName&pageSize=2');
  await expect(companyCells(page)).toHaveText(['Alpha Paints', 'Mehta Sweets']);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(companyCells(page)).toHaveText(['Zenith Tyres']);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Overdue FollowUp', level: 1 })).toBeVisible();
  await expect(viewChip(page, 'Overdue FollowUp')).toBeVisible();
  await expect(companyCells(page)).toHaveText(['Zenith Tyres']);
  await expect(page.getByText('3–3 of 3')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Company Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Removing the chip opens the plain list: every lead, newest first.
  await viewChip(page, 'Overdue FollowUp').click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);
  await expect(companyCells(page)).toHaveText([
    'Upcoming Hardware',
    'Today Kirana',
    'Alpha Paints',
    'Zenith Tyres',
    'Mehta Sweets',
  ]);
  await expect(page.getByRole('row').filter({ hasText: 'Today Kirana' })).toContainText(
    `${shownDate(today)}Today`,
  );
  await expect(page.getByRole('row').filter({ hasText: 'Upcoming Hardware' })).toContainText(
    'in 5 days',
  );
});
