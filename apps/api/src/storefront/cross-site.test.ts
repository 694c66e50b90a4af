import { describe, expect, it } from 'vitest';
import { isCrossSite, originOf } from './cross-site';

const own = ['https://sakhe.ge', 'http://127.0.0.1:3000'];

describe('isCrossSite', () => {
  it('trusts Sec-Fetch-Site when the browser sends it', () => {
    expect(isCrossSite({ 'sec-fetch-site': 'same-origin' }, own)).toBe(false);
    expect(isCrossSite({ 'sec-fetch-site': 'none' }, own)).toBe(false);
    expect(isCrossSite({ 'sec-fetch-site': 'same-site' }, own)).toBe(true);
    expect(isCrossSite({ 'sec-fetch-site': 'cross-site', origin: 'https://sakhe.ge' }, own)).toBe(true);
    expect(isCrossSite({ 'sec-fetch-site': 'Cross-Site' }, own)).toBe(true);
  });

  it('else compares Origin with the shop’s own origins', () => {
    expect(isCrossSite({ origin: 'https://sakhe.ge' }, own)).toBe(false);
    expect(isCrossSite({ origin: 'HTTPS://SAKHE.GE' }, own)).toBe(false);
    expect(isCrossSite({ origin: 'http://127.0.0.1:3000' }, own)).toBe(false);
    expect(isCrossSite({ origin: 'http://sakhe.ge' }, own)).toBe(true);
    expect(isCrossSite({ origin: 'https://sakhe.ge.evil.example' }, own)).toBe(true);
    expect(isCrossSite({ origin: 'null' }, own)).toBe(true);
    expect(isCrossSite({ origin: '' }, own)).toBe(true);
  });

  it('lets a request with neither header through (no browser sends one)', () => {
    expect(isCrossSite({}, own)).toBe(false);
  });
});

describe('originOf', () => {
  it('reads the origin of a URL, or null', () => {
    expect(originOf('https://Sakhe.ge/shop/')).toBe('https://sakhe.ge');
    expect(originOf('http://localhost:3000')).toBe('http://localhost:3000');
    expect(originOf(undefined)).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});
