import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import ka from '../../locales/ka.json';
import { addTranslations, getI18n } from './i18n';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('translations', () => {
  it('have the same keys in Georgian and English', () => {
    expect(keys(ka).sort()).toEqual(keys(en).sort());
  });

  it('keep one fixed language per instance', () => {
    expect(getI18n('ka').t('error.notFound')).toBe('ეს გვერდი ვერ მოიძებნა');
    expect(getI18n('en').t('error.notFound')).toBe('This page could not be found');
    expect(getI18n('ka').t('error.notFound')).toBe('ეს გვერდი ვერ მოიძებნა');
  });

  it('keep the first messages an instance was given', () => {
    addTranslations('en', { ...en, error: { ...en.error, notFound: 'Something else' } });
    expect(getI18n('en').t('error.notFound')).toBe('This page could not be found');
  });
});
