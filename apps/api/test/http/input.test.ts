import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nestsDeeperThan, unreadableField } from '../../src/http/input-guard';
import { NO_LIMITS } from '../auth/support';
import { type TestApp, createTestApp } from '../support/app';

/** Issue 23's examples of input that answered 500; the fuzz suite (fuzz.test.ts) tries every operation. */

describe('unreadable input', () => {
  it('finds control characters and lone surrogates, in values and keys, and lets text through', () => {
    expect(unreadableField({ email: 'x\u0000y@a.ge' })).toBe('email');
    expect(unreadableField({ a: { b: ['ok', 'x\u001f'] } })).toBe('a.b.1');
    expect(unreadableField({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(unreadableField({ name: 'a\ud800' })).toBe('name');
    expect(unreadableField({ name: '\udc00b' })).toBe('name');
    expect(unreadableField({ text: 'ნინო 😀\ttab\r\nline' })).toBeUndefined();
  });

  it('measures JSON nesting without parsing, brackets inside strings aside', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[\\"[[["}', 1)).toBe(false);
  });
});

describe('the API refuses bad input with 4xx in the contract shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(NO_LIMITS);
  });
  afterAll(() => t.close());

  const hydra = (description: unknown) => ({
    '@context': '/api/v2/contexts/Error',
    '@type': 'hydra:Error',
    'hydra:title': 'An error occurred',
    'hydra:description': description,
  });

  it('answers a NUL in a path or query with 400', async () => {
    for (const url of [
      '/api/v2/shop/countries/%00',
      '/api/v2/shop/products?code=x%00y',
      '/media/image/%00',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en_US' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual(hydra(expect.stringContaining('not allowed')));
    }
  });

  it('answers a path parameter longer than 500 characters with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/shop/countries/${'x'.repeat(600)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(hydra(expect.any(String)));
  });

  it('answers a NUL in a body field with a 422 violation on that field, in the request’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/shop/authentication-token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x\u0000y@a.ge', password: 'secret' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'email', message: 'მნიშვნელობა შეიცავს დაუშვებელ სიმბოლოებს.', code: null },
    ]);
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/v2/shop/authentication-token',
      headers: { 'content-type': 'application/json', 'accept-language': 'en_US' },
      payload: JSON.stringify({ email: 'x\u0000y@a.ge', password: 'secret' }),
    });
    expect(english.statusCode).toBe(422);
    expect(english.json().violations).toEqual([
      { propertyPath: 'email', message: 'This value contains characters that are not allowed.', code: null },
    ]);
  });

  it('answers deep, poisoned and oversized JSON with 400 or 413, other content types with 415', async () => {
    const post = (payload: string, type = 'application/ld+json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/shop/orders',
        headers: { 'content-type': type },
        payload,
      });
    const deep = await post('['.repeat(100_000) + ']'.repeat(100_000));
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual(hydra('The body nests deeper than 32 levels.'));
    expect((await post('{"__proto__":{"admin":true}}')).statusCode).toBe(400);
    expect((await post('{"constructor":{"prototype":{"admin":true}}}')).statusCode).toBe(400);
    expect((await post('{')).statusCode).toBe(400);
    const large = await post(JSON.stringify({ localeCode: 'x'.repeat(1_100_000) }));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual(hydra(expect.any(String)));
    const text = await post('hello', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(hydra(expect.any(String)));
  });
});
