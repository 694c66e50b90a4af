import { describe, expect, it } from 'vitest';
import { isDocumentSubmission, safeRedirectPath } from './redirects';

/** Values an attacker tries in `returnTo` / `back`: each must come out as the fallback or a path of the shop. */
export const HOSTILE_RETURNS = [
  '//evil.example',
  '//evil.example/en/cart',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/..//evil.example',
  '/%2f%2fevil.example',
  '/%2F%2Fevil.example',
  '%2f%2fevil.example',
  '/%5cevil.example',
  '/%5Cevil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/en/cart\r\nSet-Cookie: a=b',
  '/\u0000/evil.example',
  '/@evil.example',
  '@evil.example',
  'evil.example',
  'javascript:alert(1)',
  '/javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://evil.example',
  'https://evil.example/en/cart',
  'https:evil.example',
  'http:/evil.example',
  '///evil.example',
  ' //evil.example',
  '/ქართული',
  '/en/shop?q=ქართული',
  '/\ud800',
  '',
  '/'.repeat(3000),
];

describe('safeRedirectPath', () => {
  it('keeps a path of this shop, query and fragment included', () => {
    expect(safeRedirectPath('/en/cart?x=1#top', '/')).toBe('/en/cart?x=1#top');
    expect(safeRedirectPath('/', '/en')).toBe('/');
    expect(safeRedirectPath('/shop/product/a@b', '/')).toBe('/shop/product/a@b');
  });

  it('gives non-Latin paths as percent-encoded ASCII, which fits in a Location header', () => {
    expect(safeRedirectPath('/ქართული', '/')).toBe(
      '/%E1%83%A5%E1%83%90%E1%83%A0%E1%83%97%E1%83%A3%E1%83%9A%E1%83%98',
    );
    expect(() => new Headers({ Location: safeRedirectPath('/en/shop?q=ქართული', '/') })).not.toThrow();
  });

  it('normalises dot segments, and refuses what they would turn into another host', () => {
    expect(safeRedirectPath('/en/./cart', '/')).toBe('/en/cart');
    expect(safeRedirectPath('/en/../cart', '/')).toBe('/cart');
    expect(safeRedirectPath('/.//evil.example', '/en')).toBe('/en');
  });

  it.each(HOSTILE_RETURNS)('never leads off the shop: %j', (value) => {
    const path = safeRedirectPath(value, '/en');
    expect(path.startsWith('/')).toBe(true);
    expect(path).not.toMatch(/^\/[/\\]/);
    expect(path).not.toMatch(/^\/%(2f|5c)/i);
    // Parsed as a browser parses a Location, relative to the shop: the same origin.
    expect(new URL(path, 'https://sakhe.ge').origin).toBe('https://sakhe.ge');
    // Header-safe: ASCII without control characters.
    expect(path).toMatch(/^[\x21-\x7e]+$/);
  });

  it('takes anything that is not a string as the fallback', () => {
    expect(safeRedirectPath(null, '/en')).toBe('/en');
    expect(safeRedirectPath(undefined, '/en')).toBe('/en');
    expect(safeRedirectPath(new File([], 'x'), '/en')).toBe('/en');
  });
});

describe('isDocumentSubmission', () => {
  const post = (headers: Record<string, string>) =>
    new Request('http://localhost/en/login', { method: 'POST', headers });

  it('tells a form sent as a document from a script’s fetch', () => {
    expect(isDocumentSubmission(post({ 'Sec-Fetch-Dest': 'document', Accept: 'text/html' }))).toBe(true);
    expect(isDocumentSubmission(post({ 'Sec-Fetch-Dest': 'empty', Accept: '*/*' }))).toBe(false);
    // A browser without Fetch Metadata: by what it asks for.
    expect(isDocumentSubmission(post({ Accept: 'text/html,application/xhtml+xml' }))).toBe(true);
    expect(isDocumentSubmission(post({}))).toBe(false);
  });
});
