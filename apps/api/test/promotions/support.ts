import { eq, sql } from 'drizzle-orm';
import {
  promotionActions,
  promotionCoupons,
  promotionRules,
  promotions,
  promotionTranslations,
} from '../../src/db/schema';
import type { TestApp } from '../support/app';
import { rows } from '../cart/support';

export interface PromotionSpec {
  code: string;
  priority?: number;
  exclusive?: boolean;
  usageLimit?: number;
  startsAt?: Date;
  endsAt?: Date;
  rules?: Array<{ type: string; configuration: object }>;
  actions: Array<{ type: string; configuration: object }>;
  coupon?: { code: string; usageLimit?: number; perCustomerUsageLimit?: number; expiresAt?: Date };
}

/** A promotion made for one test; `dispose()` switches it off again so later tests do not see it. */
export async function createPromotion(t: TestApp, spec: PromotionSpec) {
  const db = t.database.db;
  const [row] = await db
    .insert(promotions)
    .values({
      code: spec.code,
      priority: spec.priority ?? 0,
      exclusive: spec.exclusive ?? false,
      usageLimit: spec.usageLimit ?? null,
      couponBased: spec.coupon !== undefined,
      startsAt: spec.startsAt ?? null,
      endsAt: spec.endsAt ?? null,
    })
    .returning({ id: promotions.id });
  const id = (row as { id: number }).id;
  await db.insert(promotionTranslations).values([
    { promotionId: id, locale: 'ka_GE', label: `${spec.code} (ka)` },
    { promotionId: id, locale: 'en_US', label: `${spec.code} (en)` },
  ]);
  if (spec.rules?.length)
    await db.insert(promotionRules).values(spec.rules.map((rule) => ({ promotionId: id, ...rule })));
  await db.insert(promotionActions).values(spec.actions.map((action) => ({ promotionId: id, ...action })));
  if (spec.coupon) await db.insert(promotionCoupons).values({ promotionId: id, ...spec.coupon });
  return {
    id,
    dispose: () => db.update(promotions).set({ enabled: false }).where(eq(promotions.id, id)),
  };
}

/** Switches the seeded promotions off (or on again) for tests that need a quiet cart. */
export async function setSeededPromotions(t: TestApp, enabled: boolean) {
  await rows(
    t,
    sql`update promotions set enabled = ${enabled}
         where code in ('FREE_SHIPPING_OVER_100', 'BOTANICA_VERA_15', 'SAKHE10')`,
  );
}

export async function usage(t: TestApp, code: string) {
  const [row] = await rows<{ promotion: number; coupon: number | null }>(
    t,
    sql`select p.used as promotion, (select c.used from promotion_coupons c where c.promotion_id = p.id limit 1) as coupon
          from promotions p where p.code = ${code}`,
  );
  return row;
}

/** A sellable variant of a product in the taxon (or below it), priced at most `maxPrice`. */
export async function variantInTaxon(t: TestApp, taxonCode: string, maxPrice = 1_000_000) {
  const [row] = await rows<{ code: string; price: number }>(
    t,
    sql`select v.code, v.price from product_variants v join products p on p.id = v.product_id
         where v.enabled and p.enabled and v.tracked and v.on_hand - v.on_hold >= 5 and v.price <= ${maxPrice}
           and v.price = v.original_price
           and exists (select 1 from product_taxons x join taxons c on c.id = x.taxon_id
                        join taxons r on r.code = ${taxonCode}
                       where x.product_id = p.id and c.path like r.path || '%')
         order by v.id limit 1`,
  );
  if (!row) throw new Error(`no variant in ${taxonCode}`);
  return row;
}
