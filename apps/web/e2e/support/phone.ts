import fs from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { registerEmployee } from './api';
import { apiSignIn, uniqueSurname } from './leads';
import { cameraPng, solidPng } from './png.mjs';
import { signIn } from './pages';

/** The phone of the offline specs: its size and place, its user, its installed shell, its camera. */

/** A field worker's phone: 360 px, in Ahmedabad with a GPS fix, on India's time. */
export const phoneInTheField = {
  viewport: { width: 360, height: 740 },
  geolocation: { latitude: 23.0225, longitude: 72.5714, accuracy: 12 },
  permissions: ['geolocation'],
  timezoneId: 'Asia/Kolkata',
};

/**
 * A new employee named `firstName`, signed in on the phone (`page`) and for the API (`session`: to
 * see what reached the server behind the phone's back).
 */
export async function employeeOnThePhone(
  page: Page,
  request: APIRequestContext,
  firstName: string,
) {
  const staff = await registerEmployee(request, firstName, uniqueSurname());
  const session = await apiSignIn(request, staff.email, staff.password);
  await signIn(page, staff.email, staff.password);
  return { staff, session };
}

/** Waits until the service worker controls the page (the shell then opens with no network). */
export async function installShell(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** A PNG written to `file` (a photo to pick): small, or as large as a camera's with `camera`. */
export function photoFile(file: string, { camera = false } = {}) {
  fs.writeFileSync(file, camera ? cameraPng() : solidPng([220, 53, 69], 64));
  return file;
}
