import type { CatalogLocale } from '@sakhe/contract';
import {
  ADMIN_API,
  type AdminCatalogPromotion,
  type CreateCatalogPromotionBody,
  type UpdateCatalogPromotionBody,
} from '@sakhe/contract/admin';
import type { Database, Queryable } from '../../../db/client';
import { NotFoundError, ValidationError } from '../../../http/errors';
import { refuse } from '../../../i18n/violations';
import { refreshListingPrices } from '../../catalog';
import { recordAudit } from '../../staff';
import {
  type CatalogPromotionRow,
  deleteCatalogPromotionRow,
  findCatalogPromotion,
  forgetPricesOf,
  insertCatalogPromotion,
  listCatalogPromotions,
  lockCatalogPromotion,
  repriceVariants,
  updateCatalogPromotionRow,
  writeCatalogPromotionParts,
} from './catalog-queries';
import { type Actor, unknownCodeViolations } from './service';

/**
 * Catalog promotions in the back office (issue 22): a percentage off categories, brands or
 * products, dated, with a label per language. Variant prices carry catalog promotions (the cart
 * and listings read `price` and `original_price`), so every write reprices the variants in the
 * same transaction and the caller publishes a catalog change: listings, product pages and labels
 * change at once on this node and within 2 s on others. A dated start or end is reached by the
 * minute's scheduled sweep (`repriceCatalog`).
 */

function presentCatalogPromotion(row: CatalogPromotionRow): AdminCatalogPromotion {
  const text = (locale: 'ka_GE' | 'en_US') => {
    const found = row.translations.find((translation) => translation.locale === locale);
    return { label: found?.label ?? '', description: found?.description ?? null };
  };
  return {
    '@id': `${ADMIN_API}/catalog-promotions/${encodeURIComponent(row.code)}`,
    '@type': 'CatalogPromotion',
    id: row.id,
    code: row.code,
    enabled: row.enabled,
    priority: row.priority,
    discountPercent: row.discountPercent,
    appliesToPrices: row.appliesToPrices,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    taxons: row.taxons,
    products: row.products,
    translations: { ka_GE: text('ka_GE'), en_US: text('en_US') },
    pricedVariants: row.pricedVariants,
  };
}

export async function catalogPromotionsPage(
  db: Queryable,
  query: { page: number; itemsPerPage: number; search?: string | undefined },
): Promise<{ members: AdminCatalogPromotion[]; totalItems: number }> {
  const { rows, total } = await listCatalogPromotions(db, {
    search: query.search,
    offset: (query.page - 1) * query.itemsPerPage,
    limit: query.itemsPerPage,
  });
  return { members: rows.map(presentCatalogPromotion), totalItems: total };
}

export async function catalogPromotionDetail(db: Queryable, code: string): Promise<AdminCatalogPromotion> {
  const row = await findCatalogPromotion(db, code);
  if (!row) throw new NotFoundError();
  return presentCatalogPromotion(row);
}

/** Reprices the variants and their products' listing prices; how many variants changed. */
export async function repriceCatalog(db: Queryable): Promise<number> {
  const changed = await repriceVariants(db);
  await refreshListingPrices(db, changed);
  return changed.length;
}

const dateOf = (value: string | null) => (value === null ? null : new Date(value));

async function checkScope(db: Queryable, body: UpdateCatalogPromotionBody, locale: CatalogLocale) {
  const violations = await unknownCodeViolations(
    db,
    [
      ...body.taxons.map((code) => ({ path: 'taxons', kind: 'taxon' as const, code })),
      ...body.products.map((code) => ({ path: 'products', kind: 'product' as const, code })),
    ],
    locale,
  );
  if (violations.length > 0) throw new ValidationError(violations);
}

async function write(db: Queryable, id: number, body: UpdateCatalogPromotionBody): Promise<void> {
  await updateCatalogPromotionRow(db, id, {
    enabled: body.enabled,
    priority: body.priority,
    discountPercent: body.discountPercent,
    startsAt: dateOf(body.startsAt),
    endsAt: dateOf(body.endsAt),
  });
  await writeCatalogPromotionParts(db, id, {
    translations: (['ka_GE', 'en_US'] as const).flatMap((locale) => {
      const { label, description } = body.translations[locale];
      return label ? [{ locale, label, description }] : [];
    }),
    taxons: [...new Set(body.taxons)],
    products: [...new Set(body.products)],
    // Saved here with a percentage, it sets the prices (the demo's labels over hand-set prices do not).
    appliesToPrices: body.discountPercent !== null,
  });
}

export async function createCatalogPromotion(
  db: Database,
  actor: Actor,
  body: CreateCatalogPromotionBody,
): Promise<AdminCatalogPromotion> {
  return db.transaction(async (tx) => {
    await checkScope(tx, body, actor.locale);
    const id = await insertCatalogPromotion(tx, { code: body.code, enabled: body.enabled });
    if (id === undefined) refuse(actor.locale, 'code', 'promotionCodeTaken', { code: body.code });
    await write(tx, id, body);
    await repriceCatalog(tx);
    const after = await catalogPromotionDetail(tx, body.code);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'catalog-promotion.create',
      entityType: 'catalog-promotion',
      entityId: body.code,
      before: null,
      after,
    });
    return after;
  });
}

export async function updateCatalogPromotion(
  db: Database,
  actor: Actor,
  code: string,
  body: UpdateCatalogPromotionBody,
): Promise<AdminCatalogPromotion> {
  return db.transaction(async (tx) => {
    const id = await lockCatalogPromotion(tx, code);
    if (id === undefined) throw new NotFoundError();
    await checkScope(tx, body, actor.locale);
    const before = await catalogPromotionDetail(tx, code);
    await write(tx, id, body);
    await repriceCatalog(tx);
    const after = await catalogPromotionDetail(tx, code);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'catalog-promotion.update',
      entityType: 'catalog-promotion',
      entityId: code,
      before,
      after,
    });
    return after;
  });
}

export async function deleteCatalogPromotion(db: Database, actor: Actor, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const id = await lockCatalogPromotion(tx, code);
    if (id === undefined) throw new NotFoundError();
    const before = await catalogPromotionDetail(tx, code);
    // Its variants go back to their original prices first: the row's cascade would forget them.
    await forgetPricesOf(tx, id);
    await repriceCatalog(tx);
    await deleteCatalogPromotionRow(tx, id);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'catalog-promotion.delete',
      entityType: 'catalog-promotion',
      entityId: code,
      before,
      after: null,
    });
  });
}
