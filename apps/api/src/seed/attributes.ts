import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { selectRows } from '../db/sql';
import {
  productAttributes,
  productAttributeTranslations,
  productAttributeValues,
  products,
} from '../db/schema';
import { DEMO_ATTRIBUTES, type DemoAttributes, variantContent } from './demo/attributes';
import { insertRows } from './import/bulk';

/**
 * The demo's attribute definitions and every product's values. Definitions are upserted; a
 * product's values are replaced as a whole, so a rerun leaves the same rows. Variants' package
 * contents (50 ml) are read off their codes, as the demo names them.
 */
export async function seedAttributes(db: Queryable, attributes: DemoAttributes[]): Promise<void> {
  const definitions = DEMO_ATTRIBUTES.map((definition, position) => ({
    code: definition.code,
    type: definition.type,
    position,
    filterable: definition.filterable,
    choices: definition.choices.map((choice) => ({
      code: choice.code,
      names: { ka_GE: choice.name.ka, en_US: choice.name.en },
    })),
  }));
  await db
    .insert(productAttributes)
    .values(definitions)
    .onConflictDoUpdate({
      target: productAttributes.code,
      set: {
        type: sql`excluded.type`,
        position: sql`excluded.position`,
        filterable: sql`excluded.filterable`,
        choices: sql`excluded.choices`,
      },
    });
  const ids = new Map(
    (await db.select({ id: productAttributes.id, code: productAttributes.code }).from(productAttributes)).map(
      (row) => [row.code, row.id],
    ),
  );
  const id = (code: string) => ids.get(code) as number;
  await db
    .insert(productAttributeTranslations)
    .values(
      DEMO_ATTRIBUTES.flatMap((definition) => [
        { attributeId: id(definition.code), locale: 'ka_GE', name: definition.name.ka },
        { attributeId: id(definition.code), locale: 'en_US', name: definition.name.en },
      ]),
    )
    .onConflictDoUpdate({
      target: [productAttributeTranslations.attributeId, productAttributeTranslations.locale],
      set: { name: sql`excluded.name` },
    });

  const codes = attributes.map((entry) => entry.product);
  const productIds = new Map<string, number>();
  for (let start = 0; start < codes.length; start += 10_000) {
    const rows = await db
      .select({ id: products.id, code: products.code })
      .from(products)
      .where(inArray(products.code, codes.slice(start, start + 10_000)));
    for (const row of rows) productIds.set(row.code, row.id);
  }
  const rows: Array<typeof productAttributeValues.$inferInsert> = [];
  for (const { product, values } of attributes) {
    const productId = productIds.get(product);
    if (productId === undefined) continue;
    for (const [code, value] of Object.entries(values)) {
      const attributeId = id(code);
      if (Array.isArray(value)) {
        value.forEach((choice, position) =>
          rows.push({ productId, attributeId, locale: null, choice, text: null, position }),
        );
      } else {
        rows.push({ productId, attributeId, locale: 'ka_GE', choice: null, text: value.ka, position: 0 });
        rows.push({ productId, attributeId, locale: 'en_US', choice: null, text: value.en, position: 0 });
      }
    }
  }
  const seeded = [...productIds.values()];
  for (let start = 0; start < seeded.length; start += 10_000) {
    await db
      .delete(productAttributeValues)
      .where(inArray(productAttributeValues.productId, seeded.slice(start, start + 10_000)));
  }
  await insertRows(db, productAttributeValues, rows);

  // The demo's variant codes end in their size: "P-00001-50ML".
  const contents = await selectRows<{ id: number; code: string }>(
    db,
    sql`select id, code from product_variants where code ~ '-[0-9]+(ML|G|PCS|CAPS)$'`,
  );
  const sized = contents.flatMap((row) => {
    const content = variantContent(row.code);
    return content ? [{ id: row.id, ...content }] : [];
  });
  for (let start = 0; start < sized.length; start += 5_000) {
    const chunk = sized.slice(start, start + 5_000);
    await db.execute(
      sql`update product_variants v set content_amount = c.amount, content_unit = c.unit
        from unnest(${sql.param(chunk.map((row) => row.id))}::int[], ${sql.param(chunk.map((row) => row.amount))}::int[],
          ${sql.param(chunk.map((row) => row.unit))}::text[]) as c(id, amount, unit)
        where v.id = c.id`,
    );
  }
}
