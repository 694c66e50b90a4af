import type { CatalogLocale } from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import { type PromotionDefinition, parseAction, parseRule, taxonCodesOf } from './definitions';
import { type PromotionParts, type PromotionRow, loadPromotionParts, taxonPathsByCode } from './queries';

export type PromotionHead = Pick<PromotionRow, 'id' | 'code' | 'priority' | 'exclusive' | 'couponBased'>;

/** Promotion rows with their labels (in `locale`), rules and actions, parsed. */
export async function definePromotions(
  db: Queryable,
  rows: PromotionHead[],
  locale: CatalogLocale,
): Promise<PromotionDefinition[]> {
  const parts = await loadPromotionParts(
    db,
    rows.map((row) => row.id),
    locale,
  );
  const codes = parts.flatMap((part) =>
    [...part.rules, ...part.actions].flatMap((row) => taxonCodesOf(row.configuration)),
  );
  const pathByCode = await taxonPathsByCode(db, [...new Set(codes)]);
  return rows.map((row) =>
    toDefinition(
      row,
      parts.find((candidate) => candidate.id === row.id),
      pathByCode,
    ),
  );
}

/** A promotion, its parts and the paths of the taxons they name, as the applicator takes it. */
export function toDefinition(
  row: PromotionHead,
  part: PromotionParts | undefined,
  pathByCode: ReadonlyMap<string, string>,
): PromotionDefinition {
  const paths = (taxonCodes: string[]) => taxonCodes.flatMap((code) => pathByCode.get(code) ?? []);
  return {
    id: row.id,
    code: row.code,
    label: part?.label ?? row.code,
    priority: row.priority,
    exclusive: row.exclusive,
    couponBased: row.couponBased,
    rules: (part?.rules ?? []).map((rule) => parseRule(rule.type, rule.configuration, paths)),
    actions: (part?.actions ?? []).map((action) => parseAction(action.type, action.configuration, paths)),
  };
}
