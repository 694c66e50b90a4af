import { taxonCollectionSchema } from '@sakhe/contract';
import { shopApi } from '../api/client.server';
import { sharedContent } from '../content/cache.server';
import { menuFromCollection, type MenuTaxon } from './taxons';

/**
 * The category menu for the header and the breadcrumb trails: the same for everyone, one load per locale
 * serves every page (the header's and a product's or listing's breadcrumb trail alike). The shop stays
 * usable without it, so an unreachable or failing API gives an empty menu (the client logs it) instead of
 * an error page on every screen; an empty menu is not shared.
 */
export const loadMenu = sharedContent(
  async (context, locale): Promise<MenuTaxon[]> => {
    const menu = await shopApi(context, locale, { asGuest: true }).get('taxons/menu', taxonCollectionSchema);
    return menu.ok ? menuFromCollection(menu.data) : [];
  },
  (menu) => menu.length > 0,
);
