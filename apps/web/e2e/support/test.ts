import { test as base } from '@playwright/test';

/**
 * The browser tests' `test`: each page on the runner's clock. Under libfaketime (`FAKETIME` set:
 * `npm test` run at a chosen hour, say just after midnight in India) the app and this runner stand
 * at the fake time, but Chromium is left off it (libfaketime disturbs it; playwright.config.ts
 * removes it from the browser's environment), so the page's clock is set to the runner's and runs
 * on from there (Playwright's clock; without FAKETIME a page keeps the real clock). The zone is the config's (`timezoneId`).
 */
export const test = base.extend<{ runnerClock: void }>({
  runnerClock: [
    async ({ page }, use) => {
      if (process.env.FAKETIME) {
        // Playwright stamps the clock's start with the runner's time and each page then counts
        // on from that stamp by its own wall clock, so a page would stand at the real time again
        // (a runner 7 h behind gave pages the real time). Start it earlier by the two clocks'
        // distance, measured here, and the page stands at the runner's time.
        const browserAhead = (await page.evaluate(() => Date.now())) - Date.now();
        await page.clock.install({ time: Date.now() - browserAhead });
        await page.clock.resume();
        // A GPS fix is stamped by the browser's own clock, which Playwright's does not reach: on
        // a phone both are one clock, so the fix is stamped by the page's here.
        await page.addInitScript(() => {
          const geolocation = navigator.geolocation as Geolocation | undefined;
          if (!geolocation) return;
          const onPageClock =
            (success: PositionCallback): PositionCallback =>
            (position) =>
              success({ coords: position.coords, timestamp: Date.now(), toJSON: () => ({}) });
          const getCurrent = geolocation.getCurrentPosition.bind(geolocation);
          const watch = geolocation.watchPosition.bind(geolocation);
          geolocation.getCurrentPosition = (success, error, options) =>
            getCurrent(onPageClock(success), error, options);
          geolocation.watchPosition = (success, error, options) =>
            watch(onPageClock(success), error, options);
        });
      }
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
