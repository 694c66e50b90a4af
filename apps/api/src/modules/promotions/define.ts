import type { Queryable } from '../../db/client';
import type { Locale } from '../../http/locale';
import { type PromotionDefinition, parseAction, parseRule, taxonCodesOf } from './definitions';
import { type PromotionRow, loadPromotionParts, taxonPathsByCode } from './queries';

/** Promotion rows with their labels (in `locale`), rules and actions, parsed. */
export async function definePromotions(
  db: Queryable,
  rows: PromotionRow[],
  locale: Locale,
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
  const paths = (taxonCodes: string[]) => taxonCodes.flatMap((code) => pathByCode.get(code) ?? []);

  return rows.map((row): PromotionDefinition => {
    const part = parts.find((candidate) => candidate.id === row.id);
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
  });
}
