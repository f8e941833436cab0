import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { TOAST_CARRIES_OVER_MS } from '../src/lib/toasts';
import { registerEmployee } from './support/api';
import { e2e, latestOtpFor, uniqueMobile } from './support/env';
import { apiSignIn, createLeadViaApi, uniqueSurname } from './support/leads';
import { installShell } from './support/phone';
import { screenshotBothWidths, signIn } from './support/pages';

const phone = { width: 360, height: 740 };

/** A signed-in employee with one lead of their own. */
async function staffWithLead(page: Page, company: string) {
  const employee = await registerEmployee(page.request, 'Field', uniqueSurname());
  const session = await apiSignIn(page.request, employee.email, employee.password);
  const lead = await createLeadViaApi(page.request, session, { company });
  await signIn(page, employee.email, employee.password);
  return { employee, lead };
}

/** Everything a finger may tap on the screen that is in view, with its size. */
async function tapTargets(page: Page) {
  return page
    .locator(
      [
        'main a[href]',
        'main button',
        'main input:not([type=hidden])',
        'main select',
        'header a[href]',
        'header button',
        '.breadcrumb a',
        '.page-link',
      ].join(', '),
    )
    .evaluateAll((elements) =>
      elements
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
        })
        .map((element) => {
          const box = element.getBoundingClientRect();
          const name =
            element.getAttribute('aria-label') ??
            element.textContent?.trim().slice(0, 30) ??
            element.getAttribute('name') ??
            element.id;
          return {
            what: `${element.tagName.toLowerCase()} "${name || element.id}"`,
            width: Math.round(box.width),
            height: Math.round(box.height),
          };
        }),
    );
}

test.describe('[PHONE] at 360 px', () => {
  test.use({ viewport: phone });

  test('every tap target on the main screens is at least 44 px high and wide', async ({ page }) => {
    const { employee, lead } = await staffWithLead(page, `Tap ${uniqueSurname()} Motors`);
    const session = await apiSignIn(page.request, employee.email, employee.password);
    await createLeadViaApi(page.request, session, { company: `Tap ${uniqueSurname()} Tyres` });
    const paged = '/leads?pageSize=1';
    for (const path of [
      '/',
      '/leads',
      paged,
      '/leads/Today',
      '/lead-create',
      `/followups/${lead.id}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      if (path === paged) await expect(page.locator('[aria-label="Next page"]')).toBeVisible();
      const small = (await tapTargets(page)).filter(
        (target) => target.height < 44 || target.width < 44,
      );
      expect(small, path).toEqual([]);
    }
  });

  test('a tap anywhere on a lead card opens the lead, but not on its own links', async ({
    page,
  }, testInfo) => {
    const company = `Card ${uniqueSurname()} Motors`;
    const { lead } = await staffWithLead(page, company);
    await page.goto(`/leads?search=${lead.mobile}`);
    const card = page.getByRole('list', { name: 'Leads' }).getByRole('listitem').first();
    await expect(card).toContainText(company);
    const details = page.getByRole('dialog', { name: 'Lead Details' });
    await page.screenshot({ path: testInfo.outputPath('lead-card-360.png'), fullPage: true });

    // The Action menu and the Call link are the card's own: no details.
    await card.getByRole('button', { name: `Action for ${company}` }).click();
    await expect(page.getByRole('button', { name: 'View' })).toBeVisible();
    await page.keyboard.press('Escape');
    await card
      .getByRole('link', { name: 'Call' })
      .evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
    await card.getByRole('link', { name: 'Call' }).click();
    await expect(details).toHaveCount(0);

    // Anywhere else on the card (here the Employee line) opens the lead.
    await card.getByText('Employee').click();
    await expect(details).toBeVisible();
    await expect(details).toContainText(company);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toHaveCount(0);

    // The keyboard's way in: the name is a button.
    await card.getByRole('button', { name: company, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(details).toBeVisible();
  });

  test('required fields are marked without changing their names', async ({ page }, testInfo) => {
    await staffWithLead(page, `Marks ${uniqueSurname()} Motors`);
    await page.goto('/lead-create');
    const mobile = page.getByRole('textbox', { name: 'Mobile Number', exact: true });
    await expect(mobile).toHaveAttribute('aria-required', 'true');
    const mark = await page
      .locator('label[for="lead-MobileNo"]')
      .evaluate((label) => getComputedStyle(label, '::after').content);
    expect(mark).toContain('*');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshotBothWidths(page, 'required-marks', (file) => testInfo.outputPath(file));
    await expect(
      page.getByRole('textbox', { name: 'Company Name', exact: true }),
    ).not.toHaveAttribute('aria-required');
  });

  test('the lead form’s Save, always at hand, is not covered by Back to top', async ({ page }) => {
    await staffWithLead(page, `Reach ${uniqueSurname()} Motors`);
    await page.goto('/lead-create');
    await page.getByLabel('Pincode').scrollIntoViewIfNeeded();
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeVisible();
    const save = await page.getByRole('button', { name: 'Save' }).boundingBox();
    const corner = await backToTop.boundingBox();
    expect(save!.x + save!.width).toBeLessThanOrEqual(corner!.x);
  });

  test('a toast sits at the bottom, clear of the top bar and the title, and goes when the user moves on', async ({
    page,
  }) => {
    const { lead } = await staffWithLead(page, `Toast ${uniqueSurname()} Motors`);
    await page.goto(`/lead-update/${lead.id}`);
    await page.getByRole('button', { name: 'Save' }).click();
    // Shown with the navigation back to Leads, so it stays there.
    const toast = page.getByText('Lead Updated successfully');
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/leads$/);
    // Measured once the Leads page has drawn its title (a bounding box does not wait for it).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = (await page.locator('#header').boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(toastBox.y).toBeGreaterThan(title.y + title.height);
    const closeBox = (await page.getByRole('button', { name: /close/i }).last().boundingBox())!;
    expect(closeBox.height).toBeGreaterThanOrEqual(44);
    // The user reads it first: a toast younger than this goes along to the next page, by design.
    await page.waitForTimeout(TOAST_CARRIES_OVER_MS + 100);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.locator('#sidebar').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(toast).toHaveCount(0);
  });

  test('the lead form keeps each file’s own message after a failed Save', async ({ page }) => {
    await staffWithLead(page, `Files ${uniqueSurname()} Motors`);
    await page.goto('/lead-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Hoarding is required.')).toBeVisible();
    // The first message's field is scrolled to and focused.
    await expect(page.getByLabel('Mobile Number')).toBeFocused();

    await page.getByLabel('Hoarding').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await page.getByLabel('Visiting Card Front').setInputFiles({
      name: 'card.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(9 * 1024 * 1024, 1),
    });
    await expect(page.getByText('Only JPG, PNG, and PDF files are allowed.')).toBeVisible();
    await expect(page.getByText('File size should not exceed 8MB.')).toBeVisible();
    await expect(page.getByText('Hoarding is required.')).toHaveCount(0);
    // And again on a second Save.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Hoarding is required.')).toBeVisible();
  });

  test('the city picker searches the server and puts Surat above Mahuva (Surat)', async ({
    page,
  }) => {
    const cityCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/cities-list')) cityCalls.push(new URL(request.url()).search);
    });
    await page.goto('/signup');
    await page.getByLabel('City').click();
    await page.getByLabel('City').fill('Surat');
    const first = page.getByRole('option').first();
    await expect(first).toHaveText(/^SuratGujarat$/);
    expect(cityCalls.every((search) => search.startsWith('?'))).toBe(true);
    expect(cityCalls).toContain('?Search=Surat');
    await first.click();
    await expect(page.getByLabel('State')).toHaveValue('Gujarat');
  });

  test('offline: a banner says so while offline, and the installed shell still opens', async ({
    page,
    context,
  }) => {
    await page.goto('/signin');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest/);
    // Wait until the service worker controls the page, with every built file cached.
    await installShell(page);

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();
    await expect(page.getByText('You are offline')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are offline')).toHaveCount(0);
  });

  test('offline: a request that finds no network shows the banner, whatever navigator.onLine says', async ({
    page,
    context,
  }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();
    // The network is gone while the browser still says it is online (a dead mobile link).
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    // The app keeps asking while offline: the banner goes once the server answers again.
    await context.unrouteAll();
    await expect(page.getByText('You are offline')).toHaveCount(0, { timeout: 20_000 });
  });

  test('the header search finds a lead by company from any screen and opens it', async ({
    page,
  }, testInfo) => {
    const company = `Quick ${uniqueSurname()} Tyres`;
    const { lead } = await staffWithLead(page, company);
    await page.goto('/lead-create');
    await page.getByRole('button', { name: 'Search leads' }).click();
    await page.getByRole('combobox', { name: 'Search leads' }).fill(company.split(' ')[1]!);
    const match = page.getByRole('option', { name: new RegExp(company) });
    await expect(match).toContainText(lead.mobile);
    await screenshotBothWidths(page, 'quick-search', (file) => testInfo.outputPath(file));
    await match.click();
    await expect(page).toHaveURL(new RegExp(`/leads\\?search=${lead.mobile}$`));
    await expect(page.getByText(company).first()).toBeVisible();
    // One tap to call or message the business from its card.
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      `tel:${lead.mobile}`,
    );
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/91${lead.mobile}`,
    );
  });
});

test('sign-up opens the OTP dialog on Send OTP and sends the code only when it is tapped', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await page.goto('/signup');
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mobile Verification' });
  const send = dialog.getByRole('button', { name: 'Send OTP' });
  await expect(send).toBeEnabled();
  expect(latestOtpFor(mobile)).toBeUndefined();
  await send.click();
  await expect(dialog.getByRole('button', { name: /^\d\d$/ })).toBeDisabled();
  await expect.poll(() => latestOtpFor(mobile)).toMatch(/^\d{6}$/);
});

test('the collapsed sidebar keeps its icons, each naming itself in a tooltip', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, e2e.admin.email, e2e.admin.password);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const sidebar = page.locator('#sidebar');
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeLessThan(100);
  const leads = sidebar.getByRole('link', { name: 'Leads', exact: true });
  await expect(leads).toBeVisible();
  await leads.hover();
  const tooltip = leads.locator('span');
  await expect(tooltip).toHaveText('Leads');
  await expect.poll(() => tooltip.evaluate((label) => getComputedStyle(label).opacity)).toBe('1');
  const icon = (await leads.boundingBox())!;
  const label = (await tooltip.boundingBox())!;
  expect(label.x).toBeGreaterThan(icon.x + icon.width);
});
