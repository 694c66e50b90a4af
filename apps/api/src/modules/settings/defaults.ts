import type { ShopContact, ShopSocialLinks } from '@sakhe/contract';

/**
 * What the shop says of itself until an owner changes it in the back office: the one address the
 * footer, the contact page and the pickup method name (issue 26 §17), the phone, e-mail and the
 * social profiles the storefront showed before there were settings.
 */
export const DEFAULT_CONTACT: ShopContact = {
  address: {
    ka_GE: 'ილია ჭავჭავაძის გამზირი 37, თბილისი 0179',
    en_US: '37 Ilia Chavchavadze Avenue, Tbilisi 0179, Georgia',
  },
  phone: '+995 32 219 19 19',
  email: 'info@sakhe.ge',
  hours: null,
};

export const DEFAULT_SOCIAL: ShopSocialLinks = {
  facebook: 'https://www.facebook.com/sakhe.ge',
  instagram: 'https://www.instagram.com/sakhe.ge',
  tiktok: null,
  youtube: 'https://www.youtube.com/@sakhe.ge',
};
