import { taxonCollectionSchema } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { shopApi } from '../api/client.server';
import type { Locale } from '../i18n/locale';
import { menuFromCollection, type MenuTaxon } from './taxons';

/**
 * The category menu for the header. The shop stays usable without it, so an unreachable or failing API
 * gives an empty menu (the client logs it) instead of an error page on every screen.
 */
export async function loadMenu(
  context: AppLoadContext,
  locale: Locale,
  signal?: AbortSignal,
): Promise<MenuTaxon[]> {
  const menu = await shopApi(context, locale, { signal }).get('taxons/menu', taxonCollectionSchema);
  return menu.ok ? menuFromCollection(menu.data) : [];
}
