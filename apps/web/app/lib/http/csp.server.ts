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
 * Where a placed order's form may send the browser on: each configured bank's hosted payment page.
 * Without JavaScript the checkout's form is answered with a redirect to the bank, which form-action
 * also checks. The pages' hosts as the banks serve them, and the origin of the configured API URL
 * (where a bank's test double, e2e/bank-mocks.mjs, serves its page).
 */
const BANK_PAGES = {
  bog: { configured: 'BOG_CLIENT_ID', apiUrl: 'BOG_API_URL', pages: ['https://payment.bog.ge'] },
  tbc: {
    configured: 'TBC_API_KEY',
    apiUrl: 'TBC_API_URL',
    pages: ['https://ecom.tbcpayments.ge', 'https://tpay.tbcbank.ge'],
  },
} as const;

export function paymentPageOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = new Set<string>();
  for (const bank of Object.values(BANK_PAGES)) {
    if (!env[bank.configured]) continue;
    for (const page of bank.pages) origins.add(page);
    try {
      const apiUrl = env[bank.apiUrl];
      if (apiUrl) origins.add(new URL(apiUrl).origin);
    } catch {
      // The API refuses to start with a malformed URL; nothing to allow here.
    }
  }
  return [...origins];
}

/**
 * The Content-Security-Policy of every HTML page (docs/security-storefront.md). Scripts come only
 * from the shop's origin, and the inline ones (React Router's hydration data and module script, its
 * scroll restoration, React's streaming, the start-after-paint script) carry the response's nonce;
 * nothing may run from an attribute, `eval` or another site, so markup injected into a page runs
 * nothing. Styles allow inline `style` attributes, which the components render (a style cannot run
 * code). Forms post only to the shop (the sandbox payment page is the shop's own; a bank's page is a
 * redirect the browser follows, which form-action also checks: the configured banks' pages are allowed).
 * Tag Manager is allowed when GTM_ID is set; lib/analytics loads it only after the shopper's consent.
 */
export function contentSecurityPolicy(
  nonce: string,
  { gtm, paymentPages = paymentPageOrigins() }: { gtm: boolean; paymentPages?: string[] },
): string {
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
    'form-action': ["'self'", ...paymentPages],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
