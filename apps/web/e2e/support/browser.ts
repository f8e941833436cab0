import fs from 'node:fs';

/**
 * Which Chromium the browser tests launch, and how. Most files run in Debian's headless shell
 * (`chromium-headless-shell`): the whole suite took 599 CPU-s in it against about 1,250 in the
 * full browser's headless mode on two cores. The shell shows no notification and opens no PDF in
 * a tab, so the files that check those ask for the full browser with `test.use(fullChromium)`.
 */
const fullPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const shellPath = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Under libfaketime (`FAKETIME` set: the suite run at a chosen hour) the app and the runner are on
 * the fake clock, Chromium is not (libfaketime disturbs it): its environment drops the preload, and
 * each page gets the runner's time from Playwright's clock (support/test.ts).
 */
const browserEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined && !['LD_PRELOAD', 'FAKETIME'].includes(entry[0]),
  ),
);

const launchOptions = (executablePath: string) => ({
  env: browserEnv,
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

/** The headless shell where it is installed (`.ci/run` installs it), else the full browser. */
export const defaultLaunchOptions = launchOptions(fs.existsSync(shellPath) ? shellPath : fullPath);

/** For a file that needs what only the full browser does (notifications, a PDF in a tab). */
export const fullChromium = { launchOptions: launchOptions(fullPath) };
