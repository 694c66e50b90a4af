import { searchKey } from './search/fold';

/** An ASCII kebab-case slug; Georgian letters are transliterated the way search folds them. */
export function latinSlug(text: string): string {
  return searchKey(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A kebab-case slug that keeps Georgian (and any other) letters, for Georgian URLs. */
export function localSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug a locale uses when none is given: Latin for English, native letters for Georgian. */
export function slugFor(locale: string, text: string): string {
  return locale === 'en_US' ? latinSlug(text) : localSlug(text);
}
