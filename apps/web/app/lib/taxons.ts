import type { HydraCollection, Taxon } from './api-types';

/** A category in the storefront's menus: only what a link needs. */
export interface MenuTaxon {
  code: string;
  name: string;
  children: MenuTaxon[];
}

function isTaxon(value: unknown): value is Taxon {
  return typeof value === 'object' && value !== null && typeof (value as Taxon).code === 'string';
}

/**
 * The menu tree from the API's taxons. Children given as IRIs (plain Sylius) are skipped, as are
 * entries without a code; a taxon without a name in this locale shows its code rather than nothing.
 */
export function toMenuTaxons(taxons: readonly unknown[] | undefined): MenuTaxon[] {
  if (!Array.isArray(taxons)) return [];
  return taxons.filter(isTaxon).map((taxon) => ({
    code: taxon.code,
    name: taxon.name?.trim() || taxon.code,
    children: toMenuTaxons(taxon.children),
  }));
}

export function menuFromCollection(collection: HydraCollection<unknown> | null | undefined): MenuTaxon[] {
  return toMenuTaxons(collection?.['hydra:member']);
}

/** The locale-neutral path of a taxon's product listing. */
export function taxonPath(code: string): string {
  return `/shop/${encodeURIComponent(code)}`;
}
