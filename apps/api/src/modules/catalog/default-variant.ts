import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { intArray } from '../../db/sql';

/** The variant fields that decide which variant a product shows and sells by default. */
export interface VariantStockState {
  position: number;
  enabled: boolean;
  tracked: boolean;
  onHand: number;
  onHold: number;
}

export function isInStock(variant: Pick<VariantStockState, 'tracked' | 'onHand' | 'onHold'>): boolean {
  return !variant.tracked || variant.onHand - variant.onHold > 0;
}

/**
 * The product's default variant: the first enabled variant by position that is in stock, else the
 * first enabled variant by position. `products.price` is this variant's price, and the Shop API's
 * `defaultVariant` must be the same variant, so both call this one function.
 * Ties on position keep the input order: pass variants ordered by id.
 */
export function defaultVariantOf<T extends VariantStockState>(variants: readonly T[]): T | undefined {
  const enabled = variants.filter((variant) => variant.enabled).sort((a, b) => a.position - b.position);
  return enabled.find(isInStock) ?? enabled[0];
}

/**
 * Recomputes `products.price` after stock moved (checkout holds, cancellations release), so a
 * listing keeps selling what is in stock. The same rule as defaultVariantOf, in one statement;
 * a test holds the two to each other. Products whose price stays are not written: most orders
 * leave it as it was, and a rewritten row would cost an index entry per listing index.
 */
export async function refreshListingPrices(db: Queryable, variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return;
  await db.execute(listingPricesOfVariants(intArray(variantIds)));
}

/**
 * refreshListingPrices's update for the products of `variantIds` (an int[] expression), for a
 * statement that does more in the same round trip (placing an order, after its stock hold).
 */
export function listingPricesOfVariants(variantIds: SQL): SQL {
  return listingPricesUpdate(
    sql`p2.id in (select product_id from product_variants where id = any(${variantIds}))`,
  );
}

/** The same after a back-office change to the prices or stock of whole products (bulk actions, imports). */
export async function refreshProductListingPrices(db: Queryable, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.execute(listingPricesUpdate(sql`p2.id = any(${intArray(productIds)})`));
}

function listingPricesUpdate(products: SQL): SQL {
  return sql`
    update products p set price = fresh.price
    from (select p2.id, (select v.price from product_variants v
            where v.product_id = p2.id and v.enabled
            order by (not v.tracked or v.on_hand - v.on_hold > 0) desc, v.position, v.id
            limit 1) as price
          from products p2
          where ${products}) fresh
    where p.id = fresh.id and p.price is distinct from fresh.price`;
}
