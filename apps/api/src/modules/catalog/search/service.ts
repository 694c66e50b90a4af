import type { CatalogLocale } from '@sakhe/contract';
import type { ProductCatalog } from '../products/service';
import { closestTerm, indexTerms, type Correction } from './corrections';
import { loadCatalogTerms } from './term-queries';

/** "Did you mean" for a search: the closest catalog term, over the terms cached for the catalog's period. */
export async function searchCorrection(
  catalog: ProductCatalog,
  query: string,
  locale: CatalogLocale,
): Promise<Correction | null> {
  const terms = await catalog.terms.get('all', async () => indexTerms(await loadCatalogTerms(catalog.db)));
  return closestTerm(terms, query, locale);
}
