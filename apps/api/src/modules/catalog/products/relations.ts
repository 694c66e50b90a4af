import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import { iri, parseId } from '../../../http/hydra';
import { NotFoundError } from '../../../http/errors';
import { byLocale, inLocale } from '../translations';
import { presentOptionValue } from './present';
import { findAssociation, findAssociationType, findOption, findOptionValue } from './relation-queries';

/**
 * Product options and their values (shades, sizes) and product associations (related products), in
 * Sylius 1.12's shapes.
 */

export async function productOption(db: Queryable, code: string, locale: CatalogLocale) {
  const row = await findOption(db, code);
  if (!row) throw new NotFoundError();
  return {
    '@id': iri('product-options', row.code),
    '@type': 'ProductOption' as const,
    id: row.id,
    code: row.code,
    position: row.position,
    values: row.values.map((value) => iri('product-option-values', value)),
    name: inLocale(row.translations, locale)?.name ?? null,
    translations: byLocale(row.translations, ({ name }) => ({ name })),
  };
}

export async function productOptionValue(db: Queryable, code: string, locale: CatalogLocale) {
  const row = await findOptionValue(db, code);
  if (!row) throw new NotFoundError();
  return presentOptionValue(row, { locale });
}

export async function associationType(db: Queryable, code: string, locale: CatalogLocale) {
  const row = await findAssociationType(db, code);
  if (!row) throw new NotFoundError();
  return {
    '@id': iri('product-association-types', row.code),
    '@type': 'ProductAssociationType' as const,
    id: row.id,
    code: row.code,
    name: inLocale(row.translations, locale)?.name ?? null,
    translations: byLocale(row.translations, ({ name }) => ({ name })),
  };
}

export async function association(db: Queryable, id: string) {
  const rowId = parseId(id);
  const row = rowId === null ? undefined : await findAssociation(db, rowId);
  if (!row) throw new NotFoundError();
  return {
    '@id': iri('product-associations', row.id),
    '@type': 'ProductAssociation' as const,
    id: row.id,
    type: iri('product-association-types', row.type.code),
    owner: iri('products', row.ownerCode),
    associatedProducts: row.products.map((code) => iri('products', code)),
  };
}
