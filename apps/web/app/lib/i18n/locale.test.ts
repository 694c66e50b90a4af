import { describe, expect, it } from 'vitest';
import {
  backendLocale,
  localeFromParam,
  localeFromPath,
  localizePath,
  stripLocale,
  switchLocalePath,
} from './locale';

describe('locale from the URL', () => {
  it('reads the optional first segment: none is Georgian, en is English, anything else is no page', () => {
    expect(localeFromParam(undefined)).toBe('ka');
    expect(localeFromParam('en')).toBe('en');
    expect(localeFromParam('ka')).toBeNull();
    expect(localeFromParam('de')).toBeNull();
    expect(localeFromParam('EN')).toBeNull();
  });

  it('judges a pathname by its first segment only', () => {
    expect(localeFromPath('/')).toBe('ka');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/shop/face')).toBe('en');
    expect(localeFromPath('/english')).toBe('ka');
    expect(localeFromPath('/shop/en')).toBe('ka');
  });

  it('maps to the backend locale codes', () => {
    expect(backendLocale('ka')).toBe('ka_GE');
    expect(backendLocale('en')).toBe('en_US');
  });
});

describe('locale prefix', () => {
  it('strips /en and nothing else', () => {
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/')).toBe('/');
    expect(stripLocale('/en/shop/face')).toBe('/shop/face');
    expect(stripLocale('/shop/face')).toBe('/shop/face');
    expect(stripLocale('/enter')).toBe('/enter');
    expect(stripLocale('/')).toBe('/');
  });

  it('adds /en for English and leaves Georgian paths at the root', () => {
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/shop/face', 'en')).toBe('/en/shop/face');
    expect(localizePath('shop/face', 'en')).toBe('/en/shop/face');
    expect(localizePath('/?q=1', 'en')).toBe('/en?q=1');
    expect(localizePath('/shop/face', 'ka')).toBe('/shop/face');
    expect(localizePath('/', 'ka')).toBe('/');
  });
});

describe('locale switcher target', () => {
  it('is the same page in the other locale', () => {
    expect(switchLocalePath('/', 'en')).toBe('/en');
    expect(switchLocalePath('/en', 'ka')).toBe('/');
    expect(switchLocalePath('/shop/face', 'en')).toBe('/en/shop/face');
    expect(switchLocalePath('/en/shop/face', 'ka')).toBe('/shop/face');
  });

  it('keeps the query string', () => {
    expect(switchLocalePath('/shop/face', 'en', '?page=2')).toBe('/en/shop/face?page=2');
    expect(switchLocalePath('/en', 'ka', '?page=2')).toBe('/?page=2');
    expect(switchLocalePath('/', 'en', '?page=2')).toBe('/en?page=2');
  });

  it('points to the page itself when the locale is already current', () => {
    expect(switchLocalePath('/en/shop/face', 'en')).toBe('/en/shop/face');
    expect(switchLocalePath('/shop/face', 'ka')).toBe('/shop/face');
  });
});
