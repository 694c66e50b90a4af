import { describe, expect, it } from 'vitest';
import { resolveLocale } from '../../src/http/locale';

describe('resolveLocale', () => {
  it('defaults to Georgian', () => {
    expect(resolveLocale(undefined)).toBe('ka_GE');
    expect(resolveLocale('')).toBe('ka_GE');
    expect(resolveLocale('fr-FR,de;q=0.8')).toBe('ka_GE');
  });

  it('understands Sylius backend codes and browser tags', () => {
    expect(resolveLocale('en_US')).toBe('en_US');
    expect(resolveLocale('en-GB,en;q=0.9')).toBe('en_US');
    expect(resolveLocale('ka')).toBe('ka_GE');
  });

  it('honours weights and skips refused languages', () => {
    expect(resolveLocale('en;q=0.4,ka;q=0.9')).toBe('ka_GE');
    expect(resolveLocale('ka;q=0,en;q=0.1')).toBe('en_US');
  });
});
