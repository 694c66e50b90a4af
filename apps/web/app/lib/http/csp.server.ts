import { randomBytes } from 'node:crypto';

/** A fresh nonce for one HTML response: 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Google Tag Manager's script and what its tags load and report to, allowed only when GTM_ID is set. */
const GTM_SCRIPTS = ['https://www.googletagmanager.com'];
const GTM_CONNECT = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
const GTM_IMAGES = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];

/**
 * The Content-Security-Policy of every HTML page (docs/security-storefront.md). Scripts come only
 * from the shop's origin, and the inline ones (React Router's hydration data and module script, its
 * scroll restoration, React's streaming, the start-after-paint script) carry the response's nonce;
 * nothing may run from an attribute, `eval` or another site, so markup injected into a page runs
 * nothing. Styles allow inline `style` attributes, which the components render (a style cannot run
 * code). Forms post only to the shop (the sandbox payment page is the shop's own; a bank's page is a
 * redirect the browser follows, which form-action also checks: a real gateway's origin goes here).
 * Tag Manager is allowed when GTM_ID is set; lib/analytics loads it only after the shopper's consent.
 */
export function contentSecurityPolicy(nonce: string, { gtm }: { gtm: boolean }): string {
  const extra = (sources: string[]) => (gtm ? sources : []);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...extra(GTM_SCRIPTS)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...extra(GTM_IMAGES)],
    // app.css inlines a small font subset (the first view's letters) as a data: URL.
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...extra(GTM_CONNECT)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
