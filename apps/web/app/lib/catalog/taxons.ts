/** A category in the storefront's menus: only what a link needs. */
export interface MenuTaxon {
  code: string;
  name: string;
  children: MenuTaxon[];
}

interface TaxonLike {
  code: string;
  name?: unknown;
  childTaxons?: unknown;
  children?: unknown;
}

function isTaxon(value: unknown): value is TaxonLike {
  return typeof value === 'object' && value !== null && typeof (value as TaxonLike).code === 'string';
}

/** What to call a taxon: its name in this locale, or its code when it has none there. */
export function taxonLabel(taxon: { code: string; name?: unknown }): string {
  return (typeof taxon.name === 'string' && taxon.name.trim()) || taxon.code;
}

/**
 * The embedded children: sakhe's `childTaxons`, or `children` when a server embeds them there.
 * Plain Sylius lists `children` as IRIs, which name no label to show and are skipped.
 */
function embeddedChildren(taxon: TaxonLike): unknown {
  return Array.isArray(taxon.childTaxons) ? taxon.childTaxons : taxon.children;
}

/**
 * The menu tree from the API's taxons, read defensively: entries without a code are skipped.
 */
export function toMenuTaxons(taxons: unknown): MenuTaxon[] {
  if (!Array.isArray(taxons)) return [];
  return taxons.filter(isTaxon).map((taxon) => ({
    code: taxon.code,
    name: taxonLabel(taxon),
    children: toMenuTaxons(embeddedChildren(taxon)),
  }));
}

export function menuFromCollection(collection: { 'hydra:member'?: unknown } | null | undefined): MenuTaxon[] {
  return toMenuTaxons(collection?.['hydra:member']);
}

/** The locale-neutral path of a taxon's product listing. */
export function taxonPath(code: string): string {
  return `/shop/${encodeURIComponent(code)}`;
}
