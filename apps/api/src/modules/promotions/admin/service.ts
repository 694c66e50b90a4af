import { stringify } from 'csv-stringify/sync';
import type { CatalogLocale } from '@sakhe/contract';
import {
  ADMIN_API,
  type AdminCoupon,
  type AdminPromotion,
  type CreateCouponBody,
  type CreatePromotionBody,
  type GenerateCouponsBody,
  type GeneratedCoupons,
  promotionActionSchema,
  promotionRuleSchema,
  type UpdateCouponBody,
  type UpdatePromotionBody,
} from '@sakhe/contract/admin';
import type { Database, Queryable } from '../../../db/client';
import { NotFoundError, ValidationError, type Violation } from '../../../http/errors';
import { formatDate, identifierOf } from '../../../http/hydra';
import { refuse, violation } from '../../../i18n/violations';
import { recordAudit } from '../../staff';
import { randomCode } from '../personal';
import {
  type AdminCouponRow,
  type AdminPromotionRow,
  allCoupons,
  couponInUse,
  deleteCouponRow,
  deletePromotionRow,
  findCoupon,
  findPromotion,
  insertCoupons,
  insertPromotion,
  knownCodes,
  listCoupons,
  listPromotions,
  lockPromotion,
  promotionInUse,
  updateCouponRow,
  updatePromotionRow,
  writePromotionParts,
} from './promotion-queries';

/**
 * Cart promotions and their coupons in the back office (issue 22): every write in one transaction
 * with its audit entry; taxon and product codes in rules and actions must exist; a promotion or
 * coupon that placed orders used is kept (switched off or left to expire), and the invite-a-friend
 * programme's two promotions are edited, never deleted.
 */

export interface Actor {
  staffId: number;
  locale: CatalogLocale;
}

/** The referral programme's promotions (docs/referral-programme.md): its code looks them up. */
const SYSTEM_PROMOTIONS = new Set(['referral_welcome', 'referral_reward']);

const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.toISOString();

function presentPromotion(row: AdminPromotionRow): AdminPromotion {
  return {
    '@id': `${ADMIN_API}/promotions/${encodeURIComponent(row.code)}`,
    '@type': 'Promotion',
    id: row.id,
    code: row.code,
    priority: row.priority,
    exclusive: row.exclusive,
    usageLimit: row.usageLimit,
    used: row.used,
    couponBased: row.couponBased,
    startsAt: isoOf(row.startsAt),
    endsAt: isoOf(row.endsAt),
    enabled: row.enabled,
    translations: {
      ka_GE: { label: row.labels.ka_GE ?? '' },
      en_US: { label: row.labels.en_US ?? '' },
    },
    // Parsed again: jsonb keeps an object's keys in its own order, the answer lists them in the contract's.
    rules: row.rules.map((rule) => promotionRuleSchema.parse(rule)),
    actions: row.actions.map((action) => promotionActionSchema.parse(action)),
    couponCount: row.couponCount,
    system: SYSTEM_PROMOTIONS.has(row.code),
  };
}

export async function promotionsPage(
  db: Queryable,
  query: { page: number; itemsPerPage: number; search?: string | undefined },
): Promise<{ members: AdminPromotion[]; totalItems: number }> {
  const { rows, total } = await listPromotions(db, {
    search: query.search,
    offset: (query.page - 1) * query.itemsPerPage,
    limit: query.itemsPerPage,
  });
  return { members: rows.map(presentPromotion), totalItems: total };
}

export async function promotionDetail(db: Queryable, code: string): Promise<AdminPromotion> {
  const row = await findPromotion(db, code);
  if (!row) throw new NotFoundError();
  return presentPromotion(row);
}

/** The taxon and product codes the rules and actions name, each with its property path. */
function namedCodes(
  body: UpdatePromotionBody,
): Array<{ path: string; kind: 'taxon' | 'product'; code: string }> {
  const named: Array<{ path: string; kind: 'taxon' | 'product'; code: string }> = [];
  body.rules.forEach((rule, index) => {
    const path = `rules[${index}].configuration`;
    if (rule.type === 'has_taxon')
      rule.configuration.taxons.forEach((code) =>
        named.push({ path: `${path}.taxons`, kind: 'taxon', code }),
      );
    if (rule.type === 'contains_product')
      named.push({ path: `${path}.product_code`, kind: 'product', code: rule.configuration.product_code });
  });
  body.actions.forEach((action, index) => {
    if (action.type !== 'unit_fixed_discount' && action.type !== 'unit_percentage_discount') return;
    const path = `actions[${index}].configuration`;
    for (const code of action.configuration.taxons ?? [])
      named.push({ path: `${path}.taxons`, kind: 'taxon', code });
    for (const code of action.configuration.products ?? [])
      named.push({ path: `${path}.products`, kind: 'product', code });
  });
  return named;
}

/** 422s for codes that name no category, brand or product. */
export async function unknownCodeViolations(
  db: Queryable,
  named: Array<{ path: string; kind: 'taxon' | 'product'; code: string }>,
  locale: CatalogLocale,
): Promise<Violation[]> {
  const known = await knownCodes(db, {
    taxons: [...new Set(named.filter((n) => n.kind === 'taxon').map((n) => n.code))],
    products: [...new Set(named.filter((n) => n.kind === 'product').map((n) => n.code))],
  });
  return named.flatMap(({ path, kind, code }) =>
    (kind === 'taxon' ? known.taxons : known.products).has(code)
      ? []
      : [violation(locale, path, kind === 'taxon' ? 'unknownTaxonCode' : 'unknownProductCode', { code })],
  );
}

const dateOf = (value: string | null) => (value === null ? null : new Date(value));

function rowValues(body: UpdatePromotionBody) {
  return {
    priority: body.priority,
    exclusive: body.exclusive,
    usageLimit: body.usageLimit,
    couponBased: body.couponBased,
    startsAt: dateOf(body.startsAt),
    endsAt: dateOf(body.endsAt),
    enabled: body.enabled,
  };
}

function partsOf(body: UpdatePromotionBody) {
  const labels = (['ka_GE', 'en_US'] as const).flatMap((locale) => {
    const label = body.translations[locale].label;
    return label ? [{ locale, label }] : [];
  });
  return { labels, rules: body.rules, actions: body.actions };
}

async function checkCodes(db: Queryable, body: UpdatePromotionBody, locale: CatalogLocale) {
  const violations = await unknownCodeViolations(db, namedCodes(body), locale);
  if (violations.length > 0) throw new ValidationError(violations);
}

export async function createPromotion(
  db: Database,
  actor: Actor,
  body: CreatePromotionBody,
): Promise<AdminPromotion> {
  return db.transaction(async (tx) => {
    await checkCodes(tx, body, actor.locale);
    const id = await insertPromotion(tx, { code: body.code, ...rowValues(body) });
    if (id === undefined) refuse(actor.locale, 'code', 'promotionCodeTaken', { code: body.code });
    await writePromotionParts(tx, id, partsOf(body));
    const after = await promotionDetail(tx, body.code);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'promotion.create',
      entityType: 'promotion',
      entityId: body.code,
      before: null,
      after,
    });
    return after;
  });
}

export async function updatePromotion(
  db: Database,
  actor: Actor,
  code: string,
  body: UpdatePromotionBody,
): Promise<AdminPromotion> {
  return db.transaction(async (tx) => {
    const id = await lockPromotion(tx, code);
    if (id === undefined) throw new NotFoundError();
    // Without coupons the programme's promotion would apply to every cart its rules match (the welcome's
    // 10% to anyone's first order), not to the customers it made a coupon for.
    if (SYSTEM_PROMOTIONS.has(code) && !body.couponBased)
      refuse(actor.locale, 'couponBased', 'promotionSystemCoupons');
    await checkCodes(tx, body, actor.locale);
    const before = await promotionDetail(tx, code);
    await updatePromotionRow(tx, id, rowValues(body));
    await writePromotionParts(tx, id, partsOf(body));
    const after = await promotionDetail(tx, code);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'promotion.update',
      entityType: 'promotion',
      entityId: code,
      before,
      after,
    });
    return after;
  });
}

export async function deletePromotion(db: Database, actor: Actor, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const id = await lockPromotion(tx, code);
    if (id === undefined) throw new NotFoundError();
    if (SYSTEM_PROMOTIONS.has(code)) refuse(actor.locale, '', 'promotionSystem');
    if (await promotionInUse(tx, id)) refuse(actor.locale, '', 'promotionInUse');
    const before = await promotionDetail(tx, code);
    await deletePromotionRow(tx, id);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'promotion.delete',
      entityType: 'promotion',
      entityId: code,
      before,
      after: null,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Coupons

function presentCoupon(row: AdminCouponRow): AdminCoupon {
  return {
    '@id': `${ADMIN_API}/promotion-coupons/${encodeURIComponent(row.code)}`,
    '@type': 'PromotionCoupon',
    id: row.id,
    code: row.code,
    promotion: `${ADMIN_API}/promotions/${encodeURIComponent(row.promotionCode)}`,
    promotionCode: row.promotionCode,
    usageLimit: row.usageLimit,
    perCustomerUsageLimit: row.perCustomerUsageLimit,
    used: row.used,
    expiresAt: row.expiresAt === null ? null : row.expiresAt.toISOString(),
    customerId: row.customerId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function couponsPage(
  db: Queryable,
  query: { page: number; itemsPerPage: number; promotion?: string | undefined; search?: string | undefined },
): Promise<{ members: AdminCoupon[]; totalItems: number }> {
  const { rows, total } = await listCoupons(db, {
    promotion: query.promotion === undefined ? undefined : promotionCodeOf(query.promotion),
    search: query.search,
    offset: (query.page - 1) * query.itemsPerPage,
    limit: query.itemsPerPage,
  });
  return { members: rows.map(presentCoupon), totalItems: total };
}

export async function couponDetail(db: Queryable, code: string): Promise<AdminCoupon> {
  const row = await findCoupon(db, code);
  if (!row) throw new NotFoundError();
  return presentCoupon(row);
}

/** A promotion as a body or query names it: its code, or its IRI (the Admin API's read as the Shop API's). */
const promotionCodeOf = (reference: string) =>
  identifierOf(reference.replace(`${ADMIN_API}/promotions/`, '/api/v2/shop/promotions/'), 'promotions');

/** The coupon-based promotion a coupon body names, locked; 422 on `promotion` otherwise. */
async function couponPromotion(db: Queryable, reference: string, locale: CatalogLocale): Promise<number> {
  const code = promotionCodeOf(reference);
  const id = await lockPromotion(db, code);
  if (id === undefined) refuse(locale, 'promotion', 'unknownPromotion', { code });
  const promotion = await findPromotion(db, code);
  if (!promotion?.couponBased) refuse(locale, 'promotion', 'couponsNotCouponBased');
  return id;
}

const couponValues = (body: UpdateCouponBody) => ({
  usageLimit: body.usageLimit,
  perCustomerUsageLimit: body.perCustomerUsageLimit,
  expiresAt: dateOf(body.expiresAt),
});

export async function createCoupon(db: Database, actor: Actor, body: CreateCouponBody): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const promotionId = await couponPromotion(tx, body.promotion, actor.locale);
    const [made] = await insertCoupons(tx, promotionId, [body.code], couponValues(body));
    if (!made) refuse(actor.locale, 'code', 'couponCodeTaken', { code: body.code });
    const after = await couponDetail(tx, made.code);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'coupon.create',
      entityType: 'coupon',
      entityId: made.code,
      before: null,
      after,
    });
    return after;
  });
}

export async function updateCoupon(
  db: Database,
  actor: Actor,
  code: string,
  body: UpdateCouponBody,
): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const row = await findCoupon(tx, code);
    if (!row) throw new NotFoundError();
    const before = presentCoupon(row);
    await updateCouponRow(tx, row.id, couponValues(body));
    const after = await couponDetail(tx, row.code);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'coupon.update',
      entityType: 'coupon',
      entityId: row.code,
      before,
      after,
    });
    return after;
  });
}

export async function deleteCoupon(db: Database, actor: Actor, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findCoupon(tx, code);
    if (!row) throw new NotFoundError();
    if (await couponInUse(tx, row.id)) refuse(actor.locale, '', 'couponInUse');
    await deleteCouponRow(tx, row.id);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'coupon.delete',
      entityType: 'coupon',
      entityId: row.code,
      before: presentCoupon(row),
      after: null,
    });
  });
}

/** Rounds of drawing before giving up: with the body's length check, collisions are rare. */
const GENERATOR_ROUNDS = 20;

/**
 * Sylius's coupon generator: `amount` new codes of `prefix` and `codeLength` random characters
 * (unambiguous capitals and digits), each with the same limits, in one transaction and one audit
 * entry. Codes that collide with existing ones (in any case) are drawn again.
 */
export async function generateCoupons(
  db: Database,
  actor: Actor,
  body: GenerateCouponsBody,
): Promise<GeneratedCoupons> {
  return db.transaction(async (tx) => {
    const promotionId = await couponPromotion(tx, body.promotion, actor.locale);
    const made: string[] = [];
    for (let round = 0; round < GENERATOR_ROUNDS && made.length < body.amount; round += 1) {
      const drawn = new Set<string>();
      while (drawn.size < body.amount - made.length)
        drawn.add(`${body.prefix}${randomCode(body.codeLength)}`);
      const inserted = await insertCoupons(tx, promotionId, [...drawn], couponValues(body));
      made.push(...inserted.map((coupon) => coupon.code));
    }
    if (made.length < body.amount) throw new Error('Could not draw enough free coupon codes');
    const promotion = promotionCodeOf(body.promotion);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'coupon.generate',
      entityType: 'promotion',
      entityId: promotion,
      before: null,
      after: {
        generated: made.length,
        prefix: body.prefix,
        codeLength: body.codeLength,
        ...couponValues(body),
      },
    });
    return {
      '@context': '/api/v2/contexts/PromotionCouponGeneration',
      '@type': 'PromotionCouponGeneration',
      promotion: `${ADMIN_API}/promotions/${encodeURIComponent(promotion)}`,
      generated: made.length,
      codes: made,
    };
  });
}

const CSV_COLUMNS = ['code', 'promotion', 'usage_limit', 'per_customer_usage_limit', 'used', 'expires_at'];

const csvLine = (row: AdminCouponRow): string[] => [
  row.code,
  row.promotionCode,
  row.usageLimit === null ? '' : String(row.usageLimit),
  row.perCustomerUsageLimit === null ? '' : String(row.perCustomerUsageLimit),
  String(row.used),
  row.expiresAt === null ? '' : formatDate(row.expiresAt),
];

/**
 * A promotion's coupons as CSV (UTF-8 with a byte-order mark, as the order export), oldest first,
 * read a thousand at a time.
 */
export async function* couponsCsv(db: Queryable, promotionCode: string): AsyncGenerator<string> {
  const promotion = await findPromotion(db, promotionCodeOf(promotionCode));
  if (!promotion) throw new NotFoundError();
  yield `\uFEFF${stringify([CSV_COLUMNS])}`;
  for await (const rows of allCoupons(db, promotion.id)) yield stringify(rows.map(csvLine));
}
