import type { CouponOffer } from '@sakhe/contract';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../i18n/i18n';
import { offerText, shareLinks } from './referral';

const welcome: CouponOffer = {
  label: '10% off your first order',
  benefits: [{ type: 'order_percentage_discount', percentage: 10, amount: null }],
  minimumItemsTotal: null,
  nthOrder: 1,
};
const reward: CouponOffer = {
  label: '10 GEL off',
  benefits: [{ type: 'order_fixed_discount', percentage: null, amount: 1000 }],
  minimumItemsTotal: 5000,
  nthOrder: null,
};

describe('offerText', () => {
  it('words what a coupon gives and asks for, from its configuration, in both languages', () => {
    const en = getI18n('en').t;
    const ka = getI18n('ka').t;
    expect(offerText(en, reward, 'en')).toBe('₾10.00 off on orders from ₾50.00');
    expect(offerText(ka, reward, 'ka')).toBe('10,00\u00a0₾ ფასდაკლება 50,00\u00a0₾-დან შეკვეთაზე');
    expect(offerText(en, welcome, 'en')).toBe('10% off');
    expect(offerText(en, welcome, 'en', { withFirstOrder: true })).toBe('10% off on the first order');
    const shipping = {
      ...welcome,
      benefits: [{ type: 'shipping_percentage_discount' as const, percentage: 100, amount: null }],
    };
    expect(offerText(en, shipping, 'en')).toBe('free shipping');
    expect(offerText(en, null, 'en')).toBe('a discount');
  });
});

describe('shareLinks', () => {
  it('are Facebook’s sharer, a WhatsApp message and an e-mail, each carrying the link', () => {
    const link = 'https://sakhe.ge/en/?ref=ABCD2345';
    const links = shareLinks(link, 'Join me & save:', 'An invitation');
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsakhe.ge%2Fen%2F%3Fref%3DABCD2345',
    );
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`Join me & save: ${link}`)}`);
    expect(links.email).toBe(
      `mailto:?subject=An%20invitation&body=${encodeURIComponent(`Join me & save: ${link}`)}`,
    );
  });
});
