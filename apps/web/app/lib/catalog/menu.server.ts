import { taxonCollectionSchema } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { shopApi } from '../api/client.server';
import { CONTENT_TTL_MS, sharedLoader } from '../content/cache.server';
import type { Locale } from '../i18n/locale';
import { menuFromCollection, type MenuTaxon } from './taxons';

// The menu is the same for everyone: one load per locale serves every page for a while (the header's
// and a product's or listing's breadcrumb trail alike), again at once when the catalog changes.
let sharedMenu: ((locale: Locale, generation?: number) => Promise<MenuTaxon[]>) | undefined;

/**
 * The category menu for the header and the breadcrumb trails. The shop stays usable without it, so an
 * unreachable or failing API gives an empty menu (the client logs it) instead of an error page on every
 * screen; an empty menu is not shared. No request signal: one visitor leaving must not cancel a load
 * other requests share.
 */
export function loadMenu(context: AppLoadContext, locale: Locale): Promise<MenuTaxon[]> {
  sharedMenu ??= sharedLoader(
    CONTENT_TTL_MS,
    async (key) => {
      const menu = await shopApi(context, key as Locale, { asGuest: true }).get(
        'taxons/menu',
        taxonCollectionSchema,
      );
      return menu.ok ? menuFromCollection(menu.data) : [];
    },
    (menu) => menu.length > 0,
  );
  return sharedMenu(locale, context.contentGeneration);
}
