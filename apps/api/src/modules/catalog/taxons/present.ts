import type { CatalogLocale, ImageFilterName, Taxon } from '@sakhe/contract';
import { iri } from '../../../http/hydra';
import { imageUrl, imagesFor } from '../images';
import { byLocale, inLocale } from '../translations';
import type { TaxonRow } from './queries';

const taxonIri = (code: string) => iri('taxons', code);

export interface TaxonView {
  locale: CatalogLocale;
  imageFilter?: ImageFilterName | undefined;
}

export function presentTaxon(row: TaxonRow, view: TaxonView, childTaxons: Taxon[] = []): Taxon {
  const current = inLocale(row.translations, view.locale);
  return {
    '@id': taxonIri(row.code),
    '@type': 'Taxon',
    id: row.id,
    code: row.code,
    children: row.childCodes.map(taxonIri),
    name: current?.name ?? null,
    slug: current?.slug ?? null,
    description: current?.description ?? null,
    translations: byLocale(row.translations, ({ name, slug, description }) => ({ name, slug, description })),
    level: row.level,
    position: row.position,
    parent: row.parentCode === null ? null : taxonIri(row.parentCode),
    enabled: row.enabled,
    brandTaxon: row.brandTaxon,
    images: imagesFor(row.images, view.locale).map((image) => ({
      '@id': iri('taxon-images', image.id),
      '@type': 'TaxonImage',
      id: image.id,
      type: image.type,
      path: imageUrl(image.path, view.imageFilter),
    })),
    childTaxons,
  };
}

/**
 * The subtree below `rootCode`, nested (rows ordered by position); a taxon whose parent is not
 * in the list, i.e. disabled, is left out together with its subtree.
 */
export function presentTree(rows: readonly TaxonRow[], rootCode: string, view: TaxonView): Taxon[] {
  const childrenOf = new Map<string, TaxonRow[]>();
  for (const row of rows) {
    if (row.parentCode === null) continue;
    const siblings = childrenOf.get(row.parentCode) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentCode, siblings);
  }
  const build = (row: TaxonRow): Taxon =>
    presentTaxon(row, view, (childrenOf.get(row.code) ?? []).map(build));
  return (childrenOf.get(rootCode) ?? []).map(build);
}
