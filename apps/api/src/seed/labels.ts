import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import {
  catalogPromotionProducts,
  catalogPromotions,
  catalogPromotionTaxons,
  catalogPromotionTranslations,
  products,
  taxons,
} from '../db/schema';
import type { DemoExtras } from './demo/generate';
import { insertMissingRows } from './import/bulk';
import type { Text } from './demo/vocabulary';

interface Label {
  code: string;
  priority: number;
  discountPercent: number | null;
  label: Text;
  description: Text;
  products: string[];
  taxons: string[];
}

/** Product labels are catalog promotions with a rich-text label (Sylius shows them as badges). */
export function demoLabels(extras: DemoExtras): Label[] {
  const sales = [...extras.discounts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([percent, codes]) => ({
      code: `sale-${percent}`,
      priority: 30,
      discountPercent: percent,
      label: { ka: `<p><strong>-${percent}%</strong></p>`, en: `<p><strong>-${percent}%</strong></p>` },
      description: { ka: `ფასდაკლება ${percent}%`, en: `${percent}% off` },
      products: codes,
      taxons: [],
    }));
  return [
    {
      code: 'new',
      priority: 20,
      discountPercent: null,
      label: { ka: '<p><strong>ახალი</strong></p>', en: '<p><strong>New</strong></p>' },
      description: { ka: 'ახლახან შემოსული პროდუქცია', en: 'Just arrived' },
      products: extras.newProducts,
      taxons: [],
    },
    {
      code: 'bestseller',
      priority: 10,
      discountPercent: null,
      label: { ka: '<p><strong>ბესტსელერი</strong></p>', en: '<p><strong>Bestseller</strong></p>' },
      description: { ka: 'ყველაზე გაყიდვადი პროდუქცია', en: 'Our most popular products' },
      products: extras.bestsellers,
      taxons: [],
    },
    ...sales,
    {
      code: 'georgian-brand',
      priority: 0,
      discountPercent: null,
      label: { ka: '<p><em>ქართული ბრენდი</em></p>', en: '<p><em>Made in Georgia</em></p>' },
      description: { ka: 'ადგილობრივი მწარმოებლის პროდუქცია', en: 'Products of Georgian makers' },
      products: [],
      taxons: extras.localBrands,
    },
  ];
}

/** Inserts the labels and their products and taxons; existing rows are kept, so a rerun adds nothing. */
export async function seedLabels(db: Queryable, labels: Label[]): Promise<void> {
  await db
    .insert(catalogPromotions)
    .values(labels.map(({ code, priority, discountPercent }) => ({ code, priority, discountPercent })))
    .onConflictDoNothing();
  const promotionIds = new Map(
    (
      await db
        .select({ id: catalogPromotions.id, code: catalogPromotions.code })
        .from(catalogPromotions)
        .where(
          inArray(
            catalogPromotions.code,
            labels.map((label) => label.code),
          ),
        )
    ).map((row) => [row.code, row.id]),
  );
  const productIds = await idsByCode(
    db,
    'products',
    labels.flatMap((label) => label.products),
  );
  const taxonIds = await idsByCode(
    db,
    'taxons',
    labels.flatMap((label) => label.taxons),
  );
  const promotionId = (code: string) => promotionIds.get(code) as number;

  await db
    .insert(catalogPromotionTranslations)
    .values(
      labels.flatMap((label) => [
        {
          promotionId: promotionId(label.code),
          locale: 'ka_GE',
          label: label.label.ka,
          description: label.description.ka,
        },
        {
          promotionId: promotionId(label.code),
          locale: 'en_US',
          label: label.label.en,
          description: label.description.en,
        },
      ]),
    )
    .onConflictDoNothing();
  const productLinks = labels.flatMap((label) =>
    label.products.map((code) => ({
      promotionId: promotionId(label.code),
      productId: productIds.get(code) as number,
    })),
  );
  await insertMissingRows(db, catalogPromotionProducts, productLinks);
  const taxonLinks = labels.flatMap((label) =>
    label.taxons.map((code) => ({
      promotionId: promotionId(label.code),
      taxonId: taxonIds.get(code) as number,
    })),
  );
  await insertMissingRows(db, catalogPromotionTaxons, taxonLinks);
}

async function idsByCode(
  db: Queryable,
  table: 'products' | 'taxons',
  codes: string[],
): Promise<Map<string, number>> {
  const source = table === 'products' ? products : taxons;
  const map = new Map<string, number>();
  const unique = [...new Set(codes)];
  for (let start = 0; start < unique.length; start += 10_000) {
    const rows = await db
      .select({ id: source.id, code: source.code })
      .from(source)
      .where(inArray(source.code, unique.slice(start, start + 10_000)));
    for (const row of rows) map.set(row.code, row.id);
  }
  for (const code of unique)
    if (!map.has(code)) throw new Error(`Label refers to unknown ${table} code ${code}`);
  return map;
}
