import { stockAdjustmentBody } from '@sakhe/contract/admin';
import { afterAll, describe, expect, it } from 'vitest';
import { contractResolver } from './forms';
import { i18next } from './i18n';

type Values = { delta: string; reason: string };
const resolver = contractResolver(stockAdjustmentBody, (values: Values) => ({
  delta: Number(values.delta),
  reason: values.reason,
}));
const check = async (values: Values) =>
  (await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors as Record<
    string,
    { message: string }
  >;

afterAll(() => i18next.changeLanguage('ka'));

describe('contractResolver', () => {
  it("says the contract's own words and zod's checks in the app's language", async () => {
    await i18next.changeLanguage('ka');
    const georgian = await check({ delta: '0', reason: 'x' });
    expect(georgian.delta?.message).toBe('დაამატეთ ან გამოაკელით ერთი ერთეული მაინც.');
    expect(georgian.reason?.message).toBe(i18next.t('validation.tooShort', { count: 3 }));
    expect(georgian.reason?.message).toMatch(/[ა-ჰ]/);

    await i18next.changeLanguage('en');
    const english = await check({ delta: '0', reason: 'x' });
    expect(english.delta?.message).toBe('Add or take away at least one unit.');
    expect(english.reason?.message).toBe('At least 3 characters.');
  });

  it('passes what the contract takes', async () => {
    expect(await check({ delta: '-2', reason: 'broken in transit' })).toEqual({});
  });
});
