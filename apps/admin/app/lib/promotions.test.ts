import { createPromotionBody, type AdminPromotion } from '@sakhe/contract/admin';
import { describe, expect, it } from 'vitest';
import { emptyRule, promotionBody, promotionField, promotionResolver, promotionValues } from './promotions';

const promotion: AdminPromotion = {
  '@id': '/api/v2/admin/promotions/SPRING',
  '@type': 'Promotion',
  id: 7,
  code: 'SPRING',
  priority: 5,
  exclusive: true,
  usageLimit: 100,
  used: 3,
  couponBased: true,
  startsAt: '2026-03-01T08:00:00.000Z',
  endsAt: '2026-04-01T08:00:00.000Z',
  enabled: false,
  translations: { ka_GE: { label: 'გაზაფხული' }, en_US: { label: 'Spring' } },
  rules: [
    { type: 'item_total', configuration: { amount: 5050 } },
    { type: 'contains_product', configuration: { product_code: 'P-1' } },
    { type: 'has_taxon', configuration: { taxons: ['makeup', 'celestine'] } },
    { type: 'nth_order', configuration: { nth: 1 } },
    { type: 'nth_order', configuration: { nth: 3 } },
  ],
  actions: [
    { type: 'order_percentage_discount', configuration: { percentage: 10 } },
    { type: 'order_fixed_discount', configuration: { amount: 1000 } },
    { type: 'unit_percentage_discount', configuration: { percentage: 15, taxons: ['makeup'] } },
    { type: 'unit_fixed_discount', configuration: { amount: 250, products: ['P-1', 'P-2'] } },
    { type: 'shipping_percentage_discount', configuration: { percentage: 100 } },
    { type: 'shipping_percentage_discount', configuration: { percentage: 50 } },
  ],
  couponCount: 2,
  system: false,
};

describe('the cart-promotion form', () => {
  it('shows amounts in lari and the shortcuts, and sends back exactly what it was given', () => {
    const values = promotionValues(promotion);
    expect(values.rules.map((rule) => rule.kind)).toEqual([
      'item_total',
      'contains_product',
      'has_taxon',
      'first_order',
      'nth_order',
    ]);
    expect(values.rules[0]!.configuration.amount).toBe('50.50');
    expect(values.actions.map((action) => action.kind)).toContain('free_shipping');
    expect(values.actions[3]!.configuration.products).toBe('P-1, P-2');
    const { code, ...body } = promotionBody(values);
    expect(code).toBe('SPRING');
    expect(body).toEqual({
      priority: 5,
      exclusive: true,
      usageLimit: 100,
      couponBased: true,
      startsAt: promotion.startsAt,
      endsAt: promotion.endsAt,
      enabled: false,
      translations: promotion.translations,
      rules: promotion.rules,
      actions: promotion.actions,
    });
  });

  it('sends lari typed with a comma in tetri, and no limit for an empty one', () => {
    const values = promotionValues(null);
    values.code = 'TEN_OVER_50';
    values.translations.ka_GE.label = '-10% 50 ₾-დან';
    values.rules = [{ ...emptyRule(), configuration: { ...emptyRule().configuration, amount: '49,90' } }];
    values.actions[0]!.configuration.percentage = '10';
    expect(createPromotionBody.parse(promotionBody(values))).toMatchObject({
      usageLimit: null,
      startsAt: null,
      rules: [{ type: 'item_total', configuration: { amount: 4990 } }],
      actions: [{ type: 'order_percentage_discount', configuration: { percentage: 10 } }],
    });
  });

  it('puts the contract’s issues on their fields', async () => {
    const values = promotionValues(null);
    values.rules = [emptyRule()];
    values.actions = [];
    const resolve = promotionResolver(createPromotionBody);
    const { errors } = await resolve(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(Object.keys(errors).sort()).toEqual(['actions', 'code', 'rules', 'translations']);
    // In the app's language (Georgian first), not the contract's English words.
    expect(errors.code?.message).toBe('შეავსეთ ეს ველი.');
    expect(errors.rules?.[0]?.configuration?.amount?.message).toBe('შეავსეთ ეს ველი.');
    expect(errors.translations?.ka_GE?.label?.message).toBe('შეავსეთ ეს ველი.');
    expect(errors.actions?.message).toBe('დაამატეთ ერთი ფასდაკლება მაინც.');
  });

  it('names the form’s field for the API’s violation paths', () => {
    expect(promotionField('rules[0].configuration.taxons')).toBe('rules.0.configuration.taxons');
    expect(promotionField('actions.2.configuration.products.1')).toBe('actions.2.configuration.products');
    expect(promotionField('translations.ka_GE.label')).toBe('translations.ka_GE.label');
    expect(promotionField('endsAt')).toBe('endsAt');
    expect(promotionField('')).toBeNull();
    expect(promotionField('somethingElse')).toBeNull();
  });
});
