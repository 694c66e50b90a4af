import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce, paymentPageOrigins } from './csp.server';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('runs scripts only from the shop and with the response’s nonce', () => {
    const policy = directives(contentSecurityPolicy('abc123', { gtm: false }));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(JSON.stringify(policy)).not.toContain('google');
    expect(policy['script-src']!.join(' ')).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('allows Google Tag Manager only when it is configured', () => {
    const policy = directives(contentSecurityPolicy('abc123', { gtm: true }));
    expect(policy['script-src']).toContain('https://www.googletagmanager.com');
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
  });

  it('lets a placed order’s form go on to the configured banks’ pages only', () => {
    expect(paymentPageOrigins({})).toEqual([]);
    const tbc = paymentPageOrigins({ TBC_API_KEY: 'key', TBC_API_URL: 'http://127.0.0.1:5120/' });
    expect(tbc).toContain('http://127.0.0.1:5120');
    expect(tbc).toContain('https://ecom.tbcpayments.ge');
    expect(tbc.some((origin) => origin.includes('bog'))).toBe(false);
    const both = paymentPageOrigins({ TBC_API_KEY: 'key', BOG_CLIENT_ID: 'id' });
    expect(both).toContain('https://payment.bog.ge');
    const policy = directives(contentSecurityPolicy('abc123', { gtm: false, paymentPages: tbc }));
    expect(policy['form-action']).toEqual(["'self'", ...tbc]);
  });

  it('makes a new nonce for every response', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
