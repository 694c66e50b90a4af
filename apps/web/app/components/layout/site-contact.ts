/** How to reach the shop: shown in the footer, the under-construction overlay and the Organization JSON-LD. */
export const CONTACT = {
  phone: '+995 32 219 19 19',
  phoneHref: 'tel:+995322191919',
  email: 'info@sakhe.ge',
} as const;

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube';

export const SOCIAL_LINKS: ReadonlyArray<{ network: SocialNetwork; href: string }> = [
  { network: 'facebook', href: 'https://www.facebook.com/sakhe.ge' },
  { network: 'instagram', href: 'https://www.instagram.com/sakhe.ge' },
  { network: 'youtube', href: 'https://www.youtube.com/@sakhe.ge' },
];

/** The year the shop opened: the copyright runs from it to the current year. */
export const FIRST_YEAR = 2020;
