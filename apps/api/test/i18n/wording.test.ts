import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config';
import { translate } from '../../src/i18n/messages';

/**
 * One wording for each validation message (issue 26, item 25): the storefront checks a form before it
 * sends it and the API checks it again, and a shopper must read the same words from either.
 */
const storefrontRules = (language: 'ka' | 'en') =>
  (
    JSON.parse(readFileSync(`${repoRoot}/apps/web/app/locales/${language}.json`, 'utf8')) as {
      account: { rules: Record<string, string> };
    }
  ).account.rules;

const SHARED = ['required', 'minLength', 'maxLength', 'email', 'phoneNumber'] as const;

describe('validation wording', () => {
  for (const [language, locale] of [
    ['ka', 'ka_GE'],
    ['en', 'en_US'],
  ] as const) {
    it(`is the same in the storefront and the API (${language})`, () => {
      const rules = storefrontRules(language);
      for (const key of SHARED) {
        // The storefront's i18next writes {{min}} where the API writes {min}.
        const storefront = rules[key]?.replaceAll('{{', '{').replaceAll('}}', '}');
        expect(storefront, key).toBe(translate(locale, key));
      }
      // A required checkbox or choice says it the same way as a required field.
      expect(rules.acceptTerms).toBe(rules.required);
      expect(rules.choice).toBe(rules.required);
    });
  }
});
