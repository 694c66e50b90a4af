import type { CouponOffer } from '@sakhe/contract';
import type { TFunction } from 'i18next';
import type { Locale } from '../i18n/locale';
import { formatMoney } from '../i18n/money';

/**
 * The referral programme's words: what a coupon gives and asks for (from its promotion's
 * configuration, so the page follows whatever the shop set), and the share links.
 */

/** "10% off", "₾10.00 off", "free shipping"; several benefits joined. */
function benefitText(t: TFunction, offer: CouponOffer, locale: Locale): string {
  return offer.benefits
    .map((benefit) => {
      if (benefit.type === 'order_fixed_discount' || benefit.type === 'unit_fixed_discount') {
        return t('referral.benefit.amount', { amount: formatMoney(benefit.amount ?? 0, locale) });
      }
      if (benefit.type === 'shipping_percentage_discount') {
        return benefit.percentage === 100
          ? t('referral.benefit.freeShipping')
          : t('referral.benefit.shipping', { percentage: benefit.percentage });
      }
      return t('referral.benefit.percent', { percentage: benefit.percentage });
    })
    .join(', ');
}

/** "on orders from ₾50.00", "on the first order". */
function conditionTexts(t: TFunction, offer: CouponOffer, locale: Locale): string[] {
  const conditions: string[] = [];
  if (offer.minimumItemsTotal !== null) {
    conditions.push(
      t('referral.condition.minimum', { amount: formatMoney(offer.minimumItemsTotal, locale) }),
    );
  }
  if (offer.nthOrder === 1) conditions.push(t('referral.condition.firstOrder'));
  else if (offer.nthOrder !== null)
    conditions.push(t('referral.condition.nthOrder', { nth: offer.nthOrder }));
  return conditions;
}

/** The whole offer in a phrase: "₾10.00 off on orders from ₾50.00"; a plain word while it is off. */
export function offerText(
  t: TFunction,
  offer: CouponOffer | null,
  locale: Locale,
  options: { withFirstOrder?: boolean } = {},
): string {
  if (!offer) return t('referral.discount');
  const conditions = conditionTexts(t, options.withFirstOrder ? offer : { ...offer, nthOrder: null }, locale);
  return [benefitText(t, offer, locale), ...conditions].join(' ');
}

/** Real links that share the invitation: Facebook's sharer, WhatsApp, an e-mail. */
export function shareLinks(link: string, message: string, subject: string) {
  const text = `${message} ${link}`;
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`,
  };
}

/** `2025-05-12 10:00:00` (the API's UTC dates) → `2025-05-12`, as the order list shows dates. */
export const dateOf = (value: string) => value.slice(0, 10);
