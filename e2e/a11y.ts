import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The serious and critical accessibility violations (axe) of the page as it now rests: axe reads the
 * colours on screen, so a dialog still fading in would fail on contrast. Finite animations are let
 * finish first (spinners run for ever and are not waited for).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    // A few frames first, so what a page starts on its own just after arriving has started: the phone's
    // buy bar fades in once an IntersectionObserver (run with a frame) has told React the form is out of
    // sight, and axe once read its colours half faded (a flaky product page check in CI).
    for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    );
  });
  // The shop's pages have no frames: axe runs once in the page (legacy mode) instead of in each frame and
  // again in a new blank page to merge their results, and only the violations come back in full (the
  // passes and the rest name one node each, not every node of the page). The same rules find the same
  // violations in about 0.4 of the time.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** No serious or critical accessibility violation on the page as it now rests. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}
