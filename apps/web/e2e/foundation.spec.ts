import { expect, test } from './support/test';
import { menuFor } from '../src/lib/paths';
import { registerEmployee } from './support/api';
import { e2e, uniqueMobile } from './support/env';
import { screenshotBothWidths, signIn, signOut, signUp } from './support/pages';
import { todayInKolkata } from './support/leads';

const staffMenu = menuFor(false);
const adminMenu = menuFor(true).filter(
  (item) => !staffMenu.some((staff) => staff.name === item.name),
);

test('a new employee signs up with the SMS code, signs in to the dashboard and signs out', async ({
  page,
}, testInfo) => {
  const mobile = uniqueMobile();
  const employee = {
    firstName: 'Asha',
    lastName: 'Patel',
    email: `asha.${mobile}@yaar.test`,
    mobile,
    password: 'asha-password-1',
  };
  const shot = (file: string) => testInfo.outputPath(file);

  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expect(page.getByText('Mobile number is required.')).toBeVisible();
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please verify mobile number.')).toBeVisible();
  await screenshotBothWidths(page, 'sign-up-errors', shot);

  await signUp(page, employee);
  await screenshotBothWidths(page, 'sign-in', shot);
  await signIn(page, employee.email, employee.password);

  await expect(page.getByRole('banner')).toContainText('Asha Patel');
  await expect(page.getByRole('contentinfo')).toContainText(todayInKolkata().slice(0, 4));
  const sidebar = page.locator('#sidebar');
  for (const item of staffMenu)
    await expect(sidebar.getByRole('link', { name: item.label })).toBeVisible();
  for (const item of adminMenu)
    await expect(sidebar.getByRole('link', { name: item.label })).toHaveCount(0);
  await screenshotBothWidths(page, 'dashboard-staff', shot);

  await signOut(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
});

test('staff typing an admin address are sent to the dashboard', async ({ page, request }) => {
  const staff = await registerEmployee(request);
  await signIn(page, staff.email, staff.password);
  for (const path of ['/license', '/users-list', '/license-report']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  }
});

test('the administrator sees the admin menu and every entry opens its screen', async ({
  page,
}, testInfo) => {
  await signIn(page, e2e.admin.email, e2e.admin.password);
  const sidebar = page.locator('#sidebar');
  for (const item of [...staffMenu, ...adminMenu]) {
    await sidebar.getByRole('link', { name: item.label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toBeVisible();
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await screenshotBothWidths(page, 'dashboard-admin', (file) => testInfo.outputPath(file));
  await signOut(page);
});

test('an unknown address shows Page Not Found', async ({ page, request }, testInfo) => {
  const staff = await registerEmployee(request, 'Ravi');
  await signIn(page, staff.email, staff.password);
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await screenshotBothWidths(page, 'not-found', (file) => testInfo.outputPath(file));
});

test('sign-in shows the spec messages and a wrong password is refused', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill(e2e.admin.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});
