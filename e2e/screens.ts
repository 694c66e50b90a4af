import type { TestDetails } from '@playwright/test';

/**
 * Which screen a journey runs on. Every journey runs at both sizes unless it says otherwise here, with
 * the reason: the phone project leaves out `@desktop-only` and the desktop project `@phone-only`
 * (playwright.config.ts), so a left-out journey costs nothing, not even a browser page.
 *
 * Desktop only: what has no phone layout of its own (a server's answer, head tags, plain forms without
 * JavaScript, purchase journeys whose pages are checked on a phone by checkout-a11y). Everything with a
 * phone layout (the category drawer and bottom menu, the search panel, the filter sheet, the header's
 * login slide-up, the slider's phone cut, the cart popup above the bottom menu) keeps running on a phone.
 */
export function desktopOnly(why: string): TestDetails {
  return { tag: '@desktop-only', annotation: { type: 'desktop only', description: why } };
}

/** A phone layout's own journey; the desktop has its own counterpart. */
export function phoneOnly(why: string): TestDetails {
  return { tag: '@phone-only', annotation: { type: 'phone only', description: why } };
}
