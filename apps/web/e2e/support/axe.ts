import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits for the page's finite animations and transitions (a toast fading in, a button's colour
 * easing after a click) to end: axe reads colours as drawn, and half-way through a fade it measured
 * contrasts no one sees once the screen has settled. Endless ones (a spinner) are not waited for.
 */
async function animationsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Every violation axe finds on the page once its animations have ended, one line each (empty:
 * none). While axe reads, CSS animations are paused: a toast's time on screen runs as its timer
 * bar's animation, and one that began to fade out half-way through a slow analysis (seconds, on a
 * loaded machine) was measured half-transparent.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsEnded(page);
  const paused = await page.addStyleTag({
    content: '*, *::before, *::after { animation-play-state: paused !important; }',
  });
  let results;
  try {
    results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
  } finally {
    await paused.evaluate((style: Element) => style.remove()).catch(() => undefined);
  }
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
