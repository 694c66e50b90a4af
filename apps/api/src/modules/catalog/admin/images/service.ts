import type { CatalogLocale } from '@sakhe/contract';
import type { AdminProductImage, UpdateProductImageBody } from '@sakhe/contract/admin';
import type { Config } from '../../../../config';
import type { Database } from '../../../../db/client';
import { NotFoundError } from '../../../../http/errors';
import { refuse } from '../../../../i18n/violations';
import { deleteStoredImage, storeImage } from '../../../media';
import { recordAudit } from '../../../staff';
import { imageUrl } from '../../images';
import {
  type AdminImageRow,
  deleteImage,
  imageById,
  imagesOfProduct,
  insertImage,
  productIdByCode,
  renumberImages,
  setImageAlt,
  setImageFields,
} from './queries';

export interface ImagesDeps {
  db: Database;
  config: Config;
}

export interface ImageActor {
  id: number;
  locale: CatalogLocale;
}

function presentAdminImage(row: AdminImageRow): AdminProductImage {
  return {
    '@id': `/api/v2/admin/product-images/${row.id}`,
    '@type': 'ProductImage',
    id: row.id,
    type: row.type,
    path: row.path,
    url: imageUrl(row.path),
    thumbnail: imageUrl(row.path, 'sylius_small'),
    position: row.position,
    alt: { ka_GE: row.alt.ka_GE ?? null, en_US: row.alt.en_US ?? null },
    locale: row.locale,
  };
}

/** What the audit log keeps of an image. */
const audited = (row: AdminImageRow) => ({
  product: row.productCode,
  path: row.path,
  type: row.type,
  position: row.position,
  alt: row.alt,
  locale: row.locale,
});

export async function listProductImages(db: Database, code: string): Promise<AdminProductImage[]> {
  const productId = await productIdByCode(db, code);
  if (productId === null) throw new NotFoundError();
  return (await imagesOfProduct(db, productId)).map(presentAdminImage);
}

/**
 * Checks and stores the picture, then adds it after the product's last image. The file is stored
 * before the transaction (a bucket upload takes longer than a transaction should stay open) and
 * removed again when the transaction fails.
 */
export async function addProductImage(
  deps: ImagesDeps,
  actor: ImageActor,
  code: string,
  input: { bytes: Buffer; type: string | null; locale: CatalogLocale | null },
): Promise<AdminProductImage> {
  if ((await productIdByCode(deps.db, code)) === null) throw new NotFoundError();
  const stored = await storeImage(deps, { bytes: input.bytes, purpose: 'product', locale: actor.locale });
  try {
    return await deps.db.transaction(async (tx) => {
      const productId = await productIdByCode(tx, code, true);
      if (productId === null) throw new NotFoundError(); // deleted meanwhile
      const id = await insertImage(tx, {
        productId,
        path: stored.path,
        type: input.type,
        locale: input.locale,
      });
      const row = (await imageById(tx, id))!;
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'product-image.create',
        entityType: 'product-image',
        entityId: id,
        before: null,
        after: audited(row),
      });
      return presentAdminImage(row);
    });
  } catch (error) {
    await deleteStoredImage(deps, stored.path);
    throw error;
  }
}

/** Moves `id` to `position` (0-based, clamped) among `ids`, the images in their current order. */
function moved(ids: number[], id: number, position: number): number[] {
  const rest = ids.filter((other) => other !== id);
  rest.splice(Math.min(position, rest.length), 0, id);
  return rest;
}

/** Type, language, position (the others shift) and alt texts of one image; what the body leaves out stays. */
export async function updateProductImage(
  db: Database,
  actor: ImageActor,
  id: number,
  body: UpdateProductImageBody,
): Promise<AdminProductImage> {
  return db.transaction(async (tx) => {
    const found = await imageById(tx, id);
    if (!found) throw new NotFoundError();
    await productIdByCode(tx, found.productCode, true);
    await setImageFields(tx, id, { type: body.type, locale: body.locale });
    for (const locale of ['ka_GE', 'en_US'] as const) {
      const alt = body.alt?.[locale];
      if (alt !== undefined) await setImageAlt(tx, id, locale, alt ? alt : null);
    }
    if (body.position !== undefined) {
      const ids = (await imagesOfProduct(tx, found.productId)).map((image) => image.id);
      await renumberImages(tx, found.productId, moved(ids, id, body.position));
    }
    const row = (await imageById(tx, id))!;
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'product-image.update',
      entityType: 'product-image',
      entityId: id,
      before: audited(found),
      after: audited(row),
    });
    return presentAdminImage(row);
  });
}

/** Puts the product's images in the order given (each of its images once); answers them in it. */
export async function reorderProductImages(
  db: Database,
  actor: ImageActor,
  code: string,
  order: number[],
): Promise<AdminProductImage[]> {
  return db.transaction(async (tx) => {
    const productId = await productIdByCode(tx, code, true);
    if (productId === null) throw new NotFoundError();
    const current = await imagesOfProduct(tx, productId);
    const known = new Set(current.map((image) => image.id));
    if (
      order.length !== known.size ||
      new Set(order).size !== order.length ||
      !order.every((id) => known.has(id))
    )
      refuse(actor.locale, 'images', 'productImagesOrder');
    await renumberImages(tx, productId, order);
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'product-image.reorder',
      entityType: 'product',
      entityId: code,
      before: { images: current.map((image) => image.id) },
      after: { images: order },
    });
    return (await imagesOfProduct(tx, productId)).map(presentAdminImage);
  });
}

/** Removes the image (the others close up), then its file and resized copies once that is committed. */
export async function removeProductImage(deps: ImagesDeps, actor: ImageActor, id: number): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const found = await imageById(tx, id);
    if (!found) throw new NotFoundError();
    await productIdByCode(tx, found.productCode, true);
    await deleteImage(tx, id);
    const rest = (await imagesOfProduct(tx, found.productId)).map((image) => image.id);
    await renumberImages(tx, found.productId, rest);
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'product-image.delete',
      entityType: 'product-image',
      entityId: id,
      before: audited(found),
      after: null,
    });
    return found;
  });
  await deleteStoredImage(deps, removed.path);
}
