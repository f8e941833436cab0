import { expect, type Page, type TestInfo } from '@playwright/test';
import { latestOtpFor } from './env';

export interface NewEmployee {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Logout Successfully.')).toBeVisible();
}

/** Sign Up, verifying the mobile number with the code the SMS outbox received. */
export async function signUp(page: Page, employee: NewEmployee) {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(employee.firstName);
  await page.getByLabel('Last Name').fill(employee.lastName);
  await page.getByLabel('Email').fill(employee.email);
  await page.getByLabel('Mobile Number').fill(employee.mobile);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Mobile Verification' });
  await expect(dialog).toBeVisible();
  // The dialog opens on 'Send OTP' and sends only when it is tapped (spec 1 §2.5); the button
  // then counts 30 seconds down as two digits.
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(dialog.getByRole('button', { name: /^\d\d$/ })).toBeDisabled();
  await expect.poll(() => latestOtpFor(employee.mobile)).toMatch(/^\d{6}$/);
  await dialog.getByLabel('OTP').fill(latestOtpFor(employee.mobile)!);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Verified' })).toBeDisabled();
  await expect(page.getByLabel('Mobile Number')).toHaveAttribute('readonly', '');

  await page.getByLabel('Address').fill('12 Station Road');
  await page.getByLabel('City').click();
  await page.getByLabel('City').fill('Ahmedabad');
  await page
    .getByRole('option', { name: /^Ahmedabad/ })
    .first()
    .click();
  await expect(page.getByLabel('State')).toHaveValue('Gujarat');
  await page.getByLabel('Pincode').fill('380001');
  await page.getByLabel('Password', { exact: true }).fill(employee.password);
  await page.getByLabel('Confirm Password').fill(employee.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

/** A full-page screenshot kept with the test's artifacts, at desktop and phone width. */
export async function screenshotBothWidths(
  page: Page,
  name: string,
  outputPath: (file: string) => string,
) {
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.screenshot({
    path: outputPath(`${name}-desktop.png`),
    fullPage: true,
    animations: 'disabled',
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({
    path: outputPath(`${name}-360.png`),
    fullPage: true,
    animations: 'disabled',
  });
  await page.setViewportSize(desktop);
}

/**
 * `screenshotBothWidths` from the top of the page, into the test's output: a full-page shot draws
 * the fixed top bar and the phone's sticky Save where the viewport is, so from the top they sit
 * where a user sees them.
 */
export async function screenshotFromTop(page: Page, name: string, testInfo: TestInfo) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBothWidths(page, name, (file) => testInfo.outputPath(file));
}

/** Opens a screen from the sidebar and waits for its heading. */
export async function openFromSidebar(page: Page, item: 'Dashboard' | 'Leads') {
  await page.locator('#sidebar').getByRole('link', { name: item, exact: true }).click();
  await expect(page.getByRole('heading', { name: item, level: 1 })).toBeVisible();
}
