import type { CatalogLocale } from '@sakhe/contract';
import {
  adminProductsQuery,
  type BulkAction,
  type ProductBulkResult,
  type productBulkActionBody,
} from '@sakhe/contract/admin';
import type { z } from 'zod';
import type { Database, Transaction } from '../../../../db/client';
import { ValidationError } from '../../../../http/errors';
import { refuse, violation } from '../../../../i18n/violations';
import { recordAudit } from '../../../staff';
import { refreshProductListingPrices } from '../../default-variant';
import { productFilterWhere } from '../products/filter-queries';
import {
  byCodes,
  changePrices,
  findTaxon,
  heldAbove,
  lockProducts,
  moveToTaxon,
  negativePrices,
  type SelectedProduct,
  setEnabled,
  setStock,
} from './queries';

/**
 * Bulk actions on products (issue 22): on a selection of codes or on everything the products
 * list's filters match. Each is one transaction: the products are locked, the action is one or two
 * set-based statements, the audit log gets one entry, and a refusal (an unknown code, a price below
 * zero, stock below what orders hold) rolls all of it back. The caller publishes the catalog change
 * after the commit.
 */

export interface BulkActor {
  id: number;
  email: string;
  locale: CatalogLocale;
}

/** The most products a filter may select at once (the catalog's scale, issue 22). */
const MAX_FILTER_SELECTION = 100_000;
/** Codes kept in the audit entry; beyond them it says how many. */
const AUDITED_CODES = 10_000;

type Body = z.output<typeof productBulkActionBody>;

/** The list's query string as the list reads it (repeated keys become arrays), checked by its schema. */
function filterOf(text: string) {
  const params = new URLSearchParams(text);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? (values[0] as string) : values;
  }
  const parsed = adminProductsQuery.safeParse(raw);
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((issue) => ({
        propertyPath: ['filter', ...issue.path.map(String)].join('.'),
        message: issue.message,
        code: null,
      })),
    );
  }
  return parsed.data;
}

async function select(tx: Transaction, actor: BulkActor, body: Body): Promise<SelectedProduct[]> {
  if (body.products) {
    const codes = [...new Set(body.products)];
    const found = await lockProducts(tx, byCodes(codes), codes.length);
    if (found.length < codes.length) {
      const known = new Set(found.map((product) => product.code));
      const unknown = codes.filter((code) => !known.has(code));
      throw new ValidationError(
        unknown.slice(0, 20).map((code) =>
          violation(actor.locale, `products[${body.products?.indexOf(code)}]`, 'bulkUnknownProducts', {
            codes: code,
          }),
        ),
      );
    }
    return found;
  }
  const found = await lockProducts(tx, productFilterWhere(filterOf(body.filter ?? '')), MAX_FILTER_SELECTION);
  if (found.length === 0) refuse(actor.locale, 'filter', 'bulkNothingMatches');
  if (found.length > MAX_FILTER_SELECTION) {
    refuse(actor.locale, 'filter', 'bulkTooMany', {
      count: `${MAX_FILTER_SELECTION}+`,
      max: MAX_FILTER_SELECTION,
    });
  }
  return found;
}

interface Outcome {
  changed: number;
  variantsChanged: number;
}

async function act(tx: Transaction, actor: BulkActor, action: BulkAction, ids: number[]): Promise<Outcome> {
  switch (action.type) {
    case 'enable':
    case 'disable':
      return { changed: await setEnabled(tx, ids, action.type === 'enable'), variantsChanged: 0 };
    case 'move': {
      const taxon = await findTaxon(tx, action.taxon);
      if (!taxon) refuse(actor.locale, 'action.taxon', 'bulkUnknownTaxon', { code: action.taxon });
      if (taxon.brand) refuse(actor.locale, 'action.taxon', 'bulkBrandTaxon', { code: action.taxon });
      return { changed: await moveToTaxon(tx, ids, taxon.id), variantsChanged: 0 };
    }
    case 'price': {
      if (action.originalPrice === 'set' && action.value > 0) {
        refuse(actor.locale, 'action.originalPrice', 'bulkRiseAsDiscount');
      }
      const rule = { change: action.change, value: action.value };
      if (rule.change === 'amount' && rule.value < 0) {
        const below = await negativePrices(tx, ids, rule);
        if (below.count > 0) {
          refuse(actor.locale, 'action.value', 'bulkNegativePrice', {
            count: below.count,
            codes: below.codes.join(', '),
          });
        }
      }
      const changed = await changePrices(tx, ids, rule, action.originalPrice);
      await refreshProductListingPrices(tx, ids);
      return { changed: changed.products, variantsChanged: changed.variants };
    }
    case 'stock': {
      const held = await heldAbove(tx, ids, action.onHand);
      if (held.count > 0) {
        refuse(actor.locale, 'action.onHand', 'bulkBelowHeld', {
          count: held.count,
          onHand: action.onHand,
          codes: held.codes.join(', '),
        });
      }
      const changed = await setStock(tx, ids, {
        onHand: action.onHand,
        reason: action.reason,
        staffId: actor.id,
        staffEmail: actor.email,
      });
      await refreshProductListingPrices(tx, ids);
      return { changed: changed.products, variantsChanged: changed.variants };
    }
  }
}

export async function runBulkAction(db: Database, actor: BulkActor, body: Body): Promise<ProductBulkResult> {
  return db.transaction(async (tx) => {
    const selected = await select(tx, actor, body);
    const ids = selected.map((product) => product.id);
    const outcome = await act(tx, actor, body.action, ids);
    await recordAudit(tx, {
      staffId: actor.id,
      action: `product.bulk-${body.action.type}`,
      entityType: 'product',
      entityId: null,
      before: null,
      after: {
        action: body.action,
        ...(body.filter !== undefined ? { filter: body.filter } : {}),
        matched: selected.length,
        ...outcome,
        products: selected.slice(0, AUDITED_CODES).map((product) => product.code),
      },
    });
    return {
      '@context': '/api/v2/contexts/ProductBulkAction',
      '@type': 'ProductBulkAction',
      action: body.action.type,
      matched: selected.length,
      ...outcome,
    };
  });
}
