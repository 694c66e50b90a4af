import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import { DEFAULT_LOCALE, LOCALES } from '../../http/locale';
import { namedStatement } from '../../db/sql';

/** What a cart item shows of its product and variant in one locale (Georgian where untranslated). */
export interface VariantNames {
  productName: string | null;
  productSlug: string | null;
  variantName: string | null;
  brandName: string | null;
}

/**
 * What an order item takes from the catalog besides price, stock and the enabled flags: names in
 * every locale, the first gallery image, and the paths of the product's taxons (categories and
 * brand), which the promotion rules match on.
 */
export interface VariantCard {
  names: Record<CatalogLocale, VariantNames>;
  imagePath: string | null;
  taxonPaths: string[];
}

/** A translated column of the row in scope, in `locale`, else in Georgian. */
const translated = (table: SQL, key: SQL, column: SQL, locale: CatalogLocale) =>
  sql`coalesce((select t.${column} from ${table} t where t.${key} and t.locale = ${locale}),
        (select t.${column} from ${table} t where t.${key} and t.locale = ${DEFAULT_LOCALE}))`;

const namesIn = (locale: CatalogLocale) => sql`json_build_object(
    'productName', ${translated(sql`product_translations`, sql`product_id = p.id`, sql`name`, locale)},
    'productSlug', ${translated(sql`product_translations`, sql`product_id = p.id`, sql`slug`, locale)},
    'variantName', ${translated(sql`product_variant_translations`, sql`variant_id = v.id`, sql`name`, locale)},
    'brandName', (select ${translated(sql`taxon_translations`, sql`taxon_id = x.taxon_id`, sql`name`, locale)}
       from product_taxons x join taxons b on b.id = x.taxon_id and b.brand_taxon
      where x.product_id = p.id order by x.position, x.id limit 1))`;

const cardsByVariant = namedStatement<VariantCard & { id: number }, { ids: number[] }>(
  'variant_cards',
  (param) => sql`select v.id,
      json_build_object(${sql.join(
        LOCALES.map((locale) => sql`${sql.raw(`'${locale}'`)}, ${namesIn(locale)}`),
        sql`, `,
      )}) as names,
      -- One card serves both languages: a picture for every language first, if there is one.
      (select i.path from product_images i where i.product_id = p.id and i.type is null
        order by (i.locale is not null), i.position, i.id limit 1) as "imagePath",
      coalesce((select array_agg(c.path::text order by c.path)
        from product_taxons x join taxons c on c.id = x.taxon_id where x.product_id = p.id), '{}'::text[]) as "taxonPaths"
    from product_variants v join products p on p.id = v.product_id
    where v.id = any(${param('ids')}::int[])`,
);

/** Up to this many variants' cards per app: a few megabytes, far more variants than carts hold at once. */
const MAX_CARDS = 20_000;

/**
 * Variant cards kept in memory for the catalog cache's time (CATALOG_CACHE_SECONDS), like listings.
 * Every cart change re-reads the whole cart, and these lookups (eight per item: translations,
 * brand, image, taxons) were three-quarters of what PostgreSQL did for an add to cart, for data
 * that changes when the catalog is imported, not with traffic. Prices, stock and the enabled flags
 * are not on the card: carts and checkout read those live. Misses are read with the caller's
 * connection (it may be in a transaction) and only finished reads are shared, so a caller never
 * waits for a read on another's connection, which on PGlite's one connection would never come.
 */
export class VariantCards {
  private readonly cards: LRUCache<number, VariantCard> | undefined;

  constructor(ttlMs: number) {
    this.cards = ttlMs > 0 ? new LRUCache({ max: MAX_CARDS, ttl: ttlMs }) : undefined;
  }

  /** Forgets every card (the catalog changed: names, images or categories may have). */
  clear(): void {
    this.cards?.clear();
  }

  /** The cards of these variants; a variant that no longer exists has none. */
  async of(db: Queryable, variantIds: readonly number[]): Promise<Map<number, VariantCard>> {
    const found = new Map<number, VariantCard>();
    const missing: number[] = [];
    for (const id of new Set(variantIds)) {
      const card = this.cards?.get(id);
      if (card) found.set(id, card);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    for (const { id, ...card } of await cardsByVariant(db, { ids: missing })) {
      this.cards?.set(id, card);
      found.set(id, card);
    }
    return found;
  }
}
