import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { selectRows } from '../../../db/sql';

/** A catalog term a misspelt search may have meant: a brand, a category, or a word of a product's name. */
export interface CatalogTerm {
  kind: 'brand' | 'category' | 'product';
  /** As the shop writes it (the brand's or category's name, the product-name word). */
  text: string;
  locale: string;
  /** The taxon's code for brands and categories. */
  code: string | null;
}

/** Words shorter than this are no useful correction (and would match everything). */
const MIN_WORD = 4;

/**
 * Every enabled brand and category name below the roots, and the distinct words of enabled products'
 * names (a few thousand even at 100,000 products: names repeat their vocabulary).
 */
export async function loadCatalogTerms(db: Queryable): Promise<CatalogTerm[]> {
  const [taxons, words] = await Promise.all([
    selectRows<CatalogTerm>(
      db,
      sql`select case when t.brand_taxon then 'brand' else 'category' end as kind, tt.name as text,
          tt.locale, t.code
        from taxons t join taxon_translations tt on tt.taxon_id = t.id
        where t.enabled and t.level > 0`,
    ),
    selectRows<{ text: string; locale: string }>(
      db,
      sql`select distinct w.word as text, tr.locale
        from product_translations tr join products p on p.id = tr.product_id and p.enabled
        cross join lateral regexp_split_to_table(lower(tr.name), '[[:space:][:punct:]]+') as w(word)
        where char_length(w.word) >= ${MIN_WORD}`,
    ),
  ]);
  return [
    ...taxons,
    ...words
      .filter((word) => !/^\d+$/.test(word.text))
      .map((word) => ({ kind: 'product' as const, text: word.text, locale: word.locale, code: null })),
  ];
}
