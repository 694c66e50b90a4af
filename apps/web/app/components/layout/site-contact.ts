import type { ShopSocialLinks } from '@sakhe/contract';

/** How to reach the shop: shown in the footer, the under-construction overlay and the Organization JSON-LD. */
export const CONTACT = {
  phone: '+995 32 219 19 19',
  phoneHref: 'tel:+995322191919',
  email: 'info@sakhe.ge',
} as const;

export type SocialNetwork = 'facebook' | 'instagram' | 'tiktok' | 'youtube';

/** The shop's social profiles as its settings name them (the back office edits them), in this order. */
export function socialProfiles(
  social: ShopSocialLinks | null | undefined,
): Array<{ network: SocialNetwork; href: string }> {
  if (!social) return [];
  const networks: SocialNetwork[] = ['facebook', 'instagram', 'tiktok', 'youtube'];
  return networks.flatMap((network) => (social[network] ? [{ network, href: social[network] }] : []));
}

/** The year the shop opened: the copyright runs from it to the current year. */
export const FIRST_YEAR = 2020;
