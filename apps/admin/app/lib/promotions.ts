import type { AdminPromotion, PromotionAction, PromotionRule } from '@sakhe/contract/admin';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney, lariInput, parseLari } from './format';
import { contractMessage, setPath } from './forms';
import { i18next, type Locale } from './i18n';

/**
 * The cart-promotion form's values and the Admin API's body (`createPromotionBody`,
 * `updatePromotionBody`). The form keeps every field as staff type it (lari, not tetri; empty text
 * for "none") and mirrors the body's paths (`rules.0.configuration.amount`), so the contract's issues
 * and the API's 422 violations land on the field they name.
 */

/**
 * What staff choose from. Two are shortcuts over the API's own types, not types of their own: the
 * customer's first order is `nth_order` with nth 1, free shipping `shipping_percentage_discount` at 100.
 */
export const RULE_KINDS = [
  'item_total',
  'contains_product',
  'has_taxon',
  'first_order',
  'nth_order',
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
export const ACTION_KINDS = [
  'order_percentage_discount',
  'order_fixed_discount',
  'unit_percentage_discount',
  'unit_fixed_discount',
  'free_shipping',
  'shipping_percentage_discount',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export interface RuleValues {
  kind: RuleKind;
  /** Every kind's field is kept while staff switch kinds; the body takes the chosen kind's. */
  configuration: { amount: string; product_code: string; taxons: string[]; nth: string };
}

export interface ActionValues {
  kind: ActionKind;
  configuration: { amount: string; percentage: string; taxons: string[]; products: string };
}

export interface PromotionValues {
  code: string;
  translations: { ka_GE: { label: string }; en_US: { label: string } };
  priority: string;
  exclusive: boolean;
  enabled: boolean;
  couponBased: boolean;
  /** `datetime-local` text, in the browser's time zone. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  rules: RuleValues[];
  actions: ActionValues[];
}

export const emptyRule = (kind: RuleKind = 'item_total'): RuleValues => ({
  kind,
  configuration: { amount: '', product_code: '', taxons: [], nth: '2' },
});

export const emptyAction = (kind: ActionKind = 'order_percentage_discount'): ActionValues => ({
  kind,
  configuration: { amount: '', percentage: '', taxons: [], products: '' },
});

const codesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);

/** Empty text is "not entered" (the contract says "required"), anything else a number or NaN ("not valid"). */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** Lari typed by staff in tetri (the API's minor units); NaN when it is not an amount. */
const tetriOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : (parseLari(text) ?? Number.NaN);

/** `datetime-local` text (the browser's time) as ISO 8601 with its offset; empty: none. */
function isoOf(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** An ISO moment as `datetime-local` text in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function ruleBody({ kind, configuration }: RuleValues) {
  switch (kind) {
    case 'item_total':
      return { type: kind, configuration: { amount: tetriOf(configuration.amount) } };
    case 'contains_product':
      return { type: kind, configuration: { product_code: configuration.product_code.trim() } };
    case 'has_taxon':
      return { type: kind, configuration: { taxons: configuration.taxons.filter(Boolean) } };
    case 'first_order':
      return { type: 'nth_order', configuration: { nth: 1 } };
    case 'nth_order':
      return { type: kind, configuration: { nth: numberOf(configuration.nth) } };
  }
}

/** A unit discount's item filter: left out when empty (the API then takes every item). */
function itemFilter(configuration: ActionValues['configuration']) {
  const taxons = configuration.taxons.filter(Boolean);
  const products = codesOf(configuration.products);
  return {
    ...(taxons.length > 0 ? { taxons } : {}),
    ...(products.length > 0 ? { products } : {}),
  };
}

function actionBody({ kind, configuration }: ActionValues) {
  switch (kind) {
    case 'order_fixed_discount':
      return { type: kind, configuration: { amount: tetriOf(configuration.amount) } };
    case 'order_percentage_discount':
    case 'shipping_percentage_discount':
      return { type: kind, configuration: { percentage: numberOf(configuration.percentage) } };
    case 'unit_fixed_discount':
      return {
        type: kind,
        configuration: { amount: tetriOf(configuration.amount), ...itemFilter(configuration) },
      };
    case 'unit_percentage_discount':
      return {
        type: kind,
        configuration: { percentage: numberOf(configuration.percentage), ...itemFilter(configuration) },
      };
    case 'free_shipping':
      return { type: 'shipping_percentage_discount', configuration: { percentage: 100 } };
  }
}

/** What the form sends: the create body (the update body is the same without `code`). */
export function promotionBody(values: PromotionValues) {
  return {
    code: values.code.trim(),
    translations: {
      ka_GE: { label: values.translations.ka_GE.label.trim() },
      en_US: { label: values.translations.en_US.label.trim() },
    },
    priority: numberOf(values.priority) ?? 0,
    exclusive: values.exclusive,
    enabled: values.enabled,
    couponBased: values.couponBased,
    startsAt: isoOf(values.startsAt),
    endsAt: isoOf(values.endsAt),
    usageLimit: numberOf(values.usageLimit) ?? null,
    rules: values.rules.map(ruleBody),
    actions: values.actions.map(actionBody),
  };
}

function ruleValues(rule: PromotionRule): RuleValues {
  const values = emptyRule();
  switch (rule.type) {
    case 'item_total':
      return {
        kind: rule.type,
        configuration: { ...values.configuration, amount: lariInput(rule.configuration.amount) },
      };
    case 'contains_product':
      return {
        kind: rule.type,
        configuration: { ...values.configuration, product_code: rule.configuration.product_code },
      };
    case 'has_taxon':
      return {
        kind: rule.type,
        configuration: { ...values.configuration, taxons: rule.configuration.taxons },
      };
    case 'nth_order':
      return rule.configuration.nth === 1
        ? emptyRule('first_order')
        : {
            kind: rule.type,
            configuration: { ...values.configuration, nth: String(rule.configuration.nth) },
          };
  }
}

function actionValues(action: PromotionAction): ActionValues {
  const values = emptyAction().configuration;
  switch (action.type) {
    case 'order_fixed_discount':
      return {
        kind: action.type,
        configuration: { ...values, amount: lariInput(action.configuration.amount) },
      };
    case 'order_percentage_discount':
      return {
        kind: action.type,
        configuration: { ...values, percentage: String(action.configuration.percentage) },
      };
    case 'shipping_percentage_discount':
      return action.configuration.percentage === 100
        ? emptyAction('free_shipping')
        : {
            kind: action.type,
            configuration: { ...values, percentage: String(action.configuration.percentage) },
          };
    case 'unit_fixed_discount':
    case 'unit_percentage_discount':
      return {
        kind: action.type,
        configuration: {
          ...values,
          ...(action.type === 'unit_fixed_discount'
            ? { amount: lariInput(action.configuration.amount) }
            : { percentage: String(action.configuration.percentage) }),
          taxons: action.configuration.taxons ?? [],
          products: (action.configuration.products ?? []).join(', '),
        },
      };
  }
}

/** The form's values for a promotion, or a new one's (one action to start from: the API needs one). */
export function promotionValues(promotion: AdminPromotion | null): PromotionValues {
  return {
    code: promotion?.code ?? '',
    translations: {
      ka_GE: { label: promotion?.translations.ka_GE.label ?? '' },
      en_US: { label: promotion?.translations.en_US.label ?? '' },
    },
    priority: String(promotion?.priority ?? 0),
    exclusive: promotion?.exclusive ?? false,
    enabled: promotion?.enabled ?? true,
    couponBased: promotion?.couponBased ?? false,
    startsAt: localInput(promotion?.startsAt ?? null),
    endsAt: localInput(promotion?.endsAt ?? null),
    usageLimit: promotion?.usageLimit === null || promotion === null ? '' : String(promotion.usageLimit),
    rules: promotion?.rules.map(ruleValues) ?? [],
    actions: promotion ? promotion.actions.map(actionValues) : [emptyAction()],
  };
}

const LEAVES = /^((?:rules|actions)\.\d+\.configuration\.\w+|translations\.(?:ka_GE|en_US)\.label)(?:\..*)?$/;
const TOP = new Set([
  'code',
  'priority',
  'exclusive',
  'enabled',
  'couponBased',
  'startsAt',
  'endsAt',
  'usageLimit',
  'rules',
  'actions',
]);

/**
 * The form's field for an issue or violation path (`rules[0].configuration.taxons.2` is the list's
 * field, `rules.0.configuration.taxons`); null when the form has no such field.
 */
export function promotionField(path: string): string | null {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
  const leaf = LEAVES.exec(dotted);
  if (leaf) return leaf[1]!;
  return TOP.has(dotted) ? dotted : null;
}

/** The value at an issue's path in the body the form would send. */
/**
 * The issue in the app's language. The contract words some checks itself, in English, and zod keeps a
 * schema's own words over the error map a parse is given: the message is made here from the issue's
 * kind instead (issueMessage, told the value it had), with ours for the checks no generic one says well.
 */
function messageOf(issue: z.core.$ZodIssue, field: string, body: unknown): string {
  const t = i18next.t;
  if (field === 'endsAt' && issue.code === 'custom') return t('promotions.form.endsBeforeStart');
  if (field === 'actions' && issue.code === 'too_small') return t('promotions.form.needAction');
  if (field.endsWith('.taxons') && issue.code === 'too_small') return t('promotions.form.chooseTaxon');
  if (field === 'code' && issue.code === 'invalid_format') return t('promotions.form.codeFormat');
  return contractMessage(issue, body);
}

/**
 * react-hook-form's resolver: the body the form would send, checked against the contract's schema,
 * each issue on its field (a list's items on the list; the rules' and actions' own lists on their card).
 */
export function promotionResolver<Schema extends z.ZodType>(
  schema: Schema,
): Resolver<PromotionValues, unknown, z.output<Schema>> {
  return async (values) => {
    const body = promotionBody(values);
    const result = schema.safeParse(body);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const field = promotionField(issue.path.map(String).join('.'));
      if (!field) continue;
      setPath(errors, field.split('.'), {
        type: issue.code,
        message: messageOf(issue, field, body),
      });
    }
    return { values: {}, errors: errors as FieldErrors<PromotionValues> };
  };
}

/** A promotion's actions in a few words for its list row: "−10%", "−10,00 ₾ off items", "free shipping". */
export function actionSummary(action: PromotionAction, locale: Locale): string {
  const t = i18next.t;
  switch (action.type) {
    case 'order_percentage_discount':
      return t('promotions.form.summary.orderPercent', { percentage: action.configuration.percentage });
    case 'order_fixed_discount':
      return t('promotions.form.summary.orderFixed', {
        amount: formatMoney(action.configuration.amount, locale),
      });
    case 'unit_percentage_discount':
      return t('promotions.form.summary.unitPercent', { percentage: action.configuration.percentage });
    case 'unit_fixed_discount':
      return t('promotions.form.summary.unitFixed', {
        amount: formatMoney(action.configuration.amount, locale),
      });
    case 'shipping_percentage_discount':
      return action.configuration.percentage === 100
        ? t('promotions.form.summary.freeShipping')
        : t('promotions.form.summary.shippingPercent', { percentage: action.configuration.percentage });
  }
}
