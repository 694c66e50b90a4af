import { and, eq, sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../../../db/client';
import { productImageTranslations, productImages } from '../../../../db/schema';
import { intArray, selectRows } from '../../../../db/sql';

export interface AdminImageRow {
  id: number;
  productId: number;
  productCode: string;
  type: string | null;
  path: string;
  position: number;
  alt: Partial<Record<CatalogLocale, string>>;
  locale: CatalogLocale | null;
}

/** The columns of an image with its alt texts (one row per image: index scans on both keys). */
const imageColumns = sql`
  i.id::int as "id", i.product_id::int as "productId", p.code as "productCode", i.type, i.path,
  i.position::int as "position", i.locale,
  coalesce((select json_object_agg(t.locale, t.alt) from product_image_translations t
            where t.image_id = i.id), '{}'::json) as "alt"`;

/** The product's id, locked until the transaction ends when `lock` (its images' order changes one at a time). */
export async function productIdByCode(db: Queryable, code: string, lock = false): Promise<number | null> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id::int as "id" from products where code = ${code} ${lock ? sql`for update` : sql``}`,
  );
  return rows[0]?.id ?? null;
}

/** A product's images in their order (the storefront's: position, then id). */
export function imagesOfProduct(db: Queryable, productId: number): Promise<AdminImageRow[]> {
  return selectRows<AdminImageRow>(
    db,
    sql`select ${imageColumns} from product_images i join products p on p.id = i.product_id
        where i.product_id = ${productId} order by i.position, i.id`,
  );
}

export async function imageById(db: Queryable, id: number): Promise<AdminImageRow | null> {
  const rows = await selectRows<AdminImageRow>(
    db,
    sql`select ${imageColumns} from product_images i join products p on p.id = i.product_id
        where i.id = ${id}`,
  );
  return rows[0] ?? null;
}

/** Adds an image after the product's last one; returns its id. */
export async function insertImage(
  db: Queryable,
  values: { productId: number; path: string; type: string | null; locale: CatalogLocale | null },
): Promise<number> {
  const [row] = await db
    .insert(productImages)
    .values({
      productId: values.productId,
      path: values.path,
      type: values.type,
      locale: values.locale,
      position: sql`(select coalesce(max(position) + 1, 0) from product_images
                     where product_id = ${values.productId})`,
    })
    .returning({ id: productImages.id });
  return row!.id;
}

export async function setImageFields(
  db: Queryable,
  id: number,
  fields: { type?: string | null; locale?: CatalogLocale | null },
): Promise<void> {
  if (fields.type === undefined && fields.locale === undefined) return;
  await db.update(productImages).set(fields).where(eq(productImages.id, id));
}

/** Sets (or, with null, removes) an image's alt text in one language. */
export async function setImageAlt(
  db: Queryable,
  imageId: number,
  locale: CatalogLocale,
  alt: string | null,
): Promise<void> {
  if (alt === null) {
    await db
      .delete(productImageTranslations)
      .where(and(eq(productImageTranslations.imageId, imageId), eq(productImageTranslations.locale, locale)));
    return;
  }
  await db
    .insert(productImageTranslations)
    .values({ imageId, locale, alt })
    .onConflictDoUpdate({
      target: [productImageTranslations.imageId, productImageTranslations.locale],
      set: { alt },
    });
}

/** Numbers the product's images 0, 1, 2… in the order of `ids` (every one of its images). */
export async function renumberImages(db: Queryable, productId: number, ids: number[]): Promise<void> {
  await db.execute(sql`
    update product_images i set position = o.ordinality - 1
    from unnest(${intArray(ids)}) with ordinality as o(id, ordinality)
    where i.id = o.id and i.product_id = ${productId}`);
}

export async function deleteImage(db: Queryable, id: number): Promise<void> {
  await db.delete(productImages).where(eq(productImages.id, id));
}
