import { expect, test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's test, whose page waits after `goto` until the shop's page has hydrated (the root marks
 * `<html data-hydrated>`). Pages start their JavaScript after the first paint, and a journey acts
 * faster than a shopper: a click on a control that needs JavaScript would otherwise land on the
 * server's HTML. Only a document of the shop opened with JavaScript on waits; a journey that wants
 * the page before hydration asks for another `waitUntil`.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled, baseURL }, use) => {
    // Every journey also checks the pages' Content-Security-Policy: whatever the policy blocked (a
    // script, a style, a form's target) is reported by the page and fails the journey at its end.
    const violations: string[] = [];
    if (javaScriptEnabled !== false) {
      await page.exposeFunction('__reportSecurityPolicyViolation', (violation: string) => {
        violations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportSecurityPolicyViolation: (v: string) => void })
            .__reportSecurityPolicyViolation;
          void report(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`,
          );
        });
      });
    }
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const shopPage =
        response?.headers()['content-type']?.startsWith('text/html') &&
        new URL(response.url()).origin === new URL(baseURL as string).origin;
      if (javaScriptEnabled !== false && (options?.waitUntil ?? 'load') === 'load' && shopPage) {
        await hydrated(page);
      }
      return response;
    };
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/** Resolves once React has hydrated the page (the root marks `<html data-hydrated>`). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Holds the page's code back at the door, so a journey can act on the server's HTML as a shopper on a
 * slow connection would before the page hydrates; the returned function lets it in.
 */
export async function holdPageCode(page: Page): Promise<() => void> {
  let letIn: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (letIn = resolve));
  await page.route(/\/assets\/framework-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return letIn;
}

/**
 * Does what the shopper does again until the page shows its effect. Parts of a page hydrate after it
 * (the category bar once the screen is known to be wide, the footer and carousels near the screen, dialogs
 * whose code loads on first use): a click or key that lands before does nothing, and a shopper tries again.
 * `act` must do nothing once the effect is there (a toggle clicked twice closes again).
 */
export async function repeatUntil(act: () => Promise<void>, effect: () => Promise<void>) {
  await expect(async () => {
    await act();
    await effect();
  }).toPass({ timeout: 20_000 });
}
