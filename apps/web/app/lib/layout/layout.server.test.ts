import { describe, expect, it } from 'vitest';
import { publicOrigin, readSiteSettings } from './layout.server';
import { layoutKindOf } from './layout';

describe('site settings', () => {
  it('shows the under-construction overlay unless switched off', () => {
    expect(readSiteSettings({}).underConstruction).toBe(true);
    expect(readSiteSettings({ UNDER_CONSTRUCTION: 'true' }).underConstruction).toBe(true);
    for (const off of ['false', '0', 'off', 'FALSE']) {
      expect(readSiteSettings({ UNDER_CONSTRUCTION: off }).underConstruction).toBe(false);
    }
  });

  it('accepts only a well-formed tag manager id', () => {
    expect(readSiteSettings({ GTM_ID: 'GTM-AB12CD' }).gtmId).toBe('GTM-AB12CD');
    expect(readSiteSettings({ GTM_ID: 'GTM-x"><script>' }).gtmId).toBeNull();
    expect(readSiteSettings({}).gtmId).toBeNull();
  });

  it('reads the public origin without a trailing slash', () => {
    expect(publicOrigin('https://sakhe.ge/')).toBe('https://sakhe.ge');
    expect(publicOrigin('https://example.com/shop/')).toBe('https://example.com/shop');
    expect(publicOrigin(undefined)).toBe('http://localhost:3000');
    expect(publicOrigin('not a url')).toBe('http://localhost:3000');
  });
});

describe('layout choice', () => {
  it('takes the deepest route that names a layout, the default otherwise', () => {
    expect(layoutKindOf([undefined, { layout: 'checkout' }, {}])).toBe('checkout');
    expect(layoutKindOf([{ layout: 'void' }, { layout: 'checkout' }])).toBe('checkout');
    expect(layoutKindOf([undefined, { layout: 'nonsense' }])).toBe('default');
    expect(layoutKindOf([])).toBe('default');
  });
});
