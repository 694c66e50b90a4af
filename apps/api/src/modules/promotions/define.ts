import type { Queryable } from '../../db/client';
import type { Locale } from '../../http/locale';
import { type PromotionDefinition, parseAction, parseRule, taxonCodesOf } from './definitions';
import { loadActions, loadLabels, loadRules, type PromotionRow, taxonPathsByCode } from './queries';

/** Promotion rows with their labels (in `locale`), rules and actions, parsed. */
export async function definePromotions(
  db: Queryable,
  rows: PromotionRow[],
  locale: Locale,
): Promise<PromotionDefinition[]> {
  const ids = rows.map((row) => row.id);
  // One after the other: inside a transaction the statements share one connection anyway.
  const labels = await loadLabels(db, ids, locale);
  const rules = await loadRules(db, ids);
  const actions = await loadActions(db, ids);
  const codes = [...rules, ...actions].flatMap((row) => taxonCodesOf(row.configuration));
  const pathByCode = await taxonPathsByCode(db, [...new Set(codes)]);
  const paths = (taxonCodes: string[]) => taxonCodes.flatMap((code) => pathByCode.get(code) ?? []);

  return rows.map((row): PromotionDefinition => ({
    id: row.id,
    code: row.code,
    label:
      labels.find((label) => label.promotionId === row.id && label.locale === locale)?.label ??
      labels.find((label) => label.promotionId === row.id)?.label ??
      row.code,
    priority: row.priority,
    exclusive: row.exclusive,
    couponBased: row.couponBased,
    rules: rules
      .filter((rule) => rule.promotionId === row.id)
      .map((rule) => parseRule(rule.type, rule.configuration, paths)),
    actions: actions
      .filter((action) => action.promotionId === row.id)
      .map((action) => parseAction(action.type, action.configuration, paths)),
  }));
}
