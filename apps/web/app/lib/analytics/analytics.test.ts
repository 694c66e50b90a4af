import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, hasConsent, rememberConsent } from './consent';

// The module keeps the visitor's consent for the page's life: a fresh copy per test.
async function freshAnalytics() {
  vi.resetModules();
  return import('./analytics');
}

beforeEach(() => {
  localStorage.clear();
  delete window.dataLayer;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

afterEach(() => vi.restoreAllMocks());

describe('cookie consent storage', () => {
  it('is absent until accepted, then remembered', () => {
    expect(hasConsent()).toBe(false);
    expect(rememberConsent()).toBe(true);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
    expect(hasConsent()).toBe(true);
  });

  it('ignores anything but an acceptance', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes please');
    expect(hasConsent()).toBe(false);
  });

  it('survives a storage that refuses to work', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(hasConsent(broken)).toBe(false);
    expect(rememberConsent(broken)).toBe(false);
    expect(hasConsent(null)).toBe(false);
  });
});

describe('analytics', () => {
  it('sends nothing and queues nothing before consent', async () => {
    const { track } = await freshAnalytics();
    expect(track('view_item', { items: [{ item_id: 'P-1', item_name: 'Serum' }] })).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes GA4 events after consent, clearing the previous ecommerce object', async () => {
    const { grantConsent, track } = await freshAnalytics();
    track('view_item', { items: [] });
    grantConsent();
    expect(track('view_item', { currency: 'GEL', value: 45.9 })).toBe(true);
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'GEL', value: 45.9 } },
    ]);
  });

  it('reads a consent given on an earlier visit', async () => {
    rememberConsent();
    const { trackPromotion } = await freshAnalytics();
    trackPromotion({ id: 'slider-desktop-sun', name: 'Sun Care', slot: 'slider-1' });
    expect(window.dataLayer?.at(-1)).toEqual({
      event: 'select_promotion',
      ecommerce: {
        promotion_id: 'slider-desktop-sun',
        promotion_name: 'Sun Care',
        creative_name: 'slider-desktop-sun',
        creative_slot: 'slider-1',
      },
    });
  });

  it('loads the tag manager only with a container id and consent', async () => {
    const { configureAnalytics, grantConsent } = await freshAnalytics();
    configureAnalytics({ gtmId: 'GTM-ABC123' });
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    grantConsent();
    const scripts = document.querySelectorAll('script[src*="googletagmanager"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    grantConsent();
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(1);
  });

  it('never loads a tag manager without a container id', async () => {
    const { configureAnalytics, grantConsent } = await freshAnalytics();
    configureAnalytics({ gtmId: null });
    grantConsent();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('sends prices in lari', async () => {
    const { analyticsPrice } = await freshAnalytics();
    expect(analyticsPrice(4590)).toBe(45.9);
    expect(analyticsPrice(1)).toBe(0.01);
  });
});
