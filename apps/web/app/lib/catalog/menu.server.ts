import type { TaxonCollection } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { apiFetch } from '../http/api.server';
import type { Locale } from '../i18n/locale';
import { menuFromCollection, type MenuTaxon } from './taxons';

/**
 * The category menu for the header. The shop stays usable without it, so an unreachable or failing API
 * gives an empty menu (logged) instead of an error page on every screen.
 */
export async function loadMenu(
  context: AppLoadContext,
  locale: Locale,
  signal?: AbortSignal,
): Promise<MenuTaxon[]> {
  try {
    return menuFromCollection(await apiFetch<TaxonCollection>(context, 'taxons/menu', { locale, signal }));
  } catch (error) {
    if (!signal?.aborted) console.error('Could not load the category menu:', error);
    return [];
  }
}
