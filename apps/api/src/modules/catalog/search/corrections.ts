import type { CatalogLocale } from '@sakhe/contract';
import { queryKeys, searchKey } from './fold';
import type { CatalogTerm } from './term-queries';

/**
 * "Did you mean": the catalog term closest to a search that found nothing, by trigram similarity
 * (pg_trgm's measure, computed here over the cached terms) between folded keys, so a term in either
 * script, its transliteration or a query typed on the Georgian keyboard layout compare alike.
 */

/** pg_trgm's trigrams of a text: each word padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.split(' ')) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/** pg_trgm's `similarity`: shared trigrams over all trigrams of both. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Below this a term is no plausible reading of the query (pg_trgm's default threshold is 0.3). */
const THRESHOLD = 0.3;

/** Brands first, then categories, then product words, when equally close. */
const KIND_ORDER: Record<CatalogTerm['kind'], number> = { brand: 0, category: 1, product: 2 };

export interface IndexedTerm extends CatalogTerm {
  key: string;
  /** The whole term's trigrams, then each word's when it has several ("Celestine Paris"). */
  grams: Array<Set<string>>;
}

export function indexTerms(terms: CatalogTerm[]): IndexedTerm[] {
  return terms.flatMap((term) => {
    const key = searchKey(term.text);
    if (key === '') return [];
    const words = key.split(' ');
    return [{ ...term, key, grams: [key, ...(words.length > 1 ? words : [])].map(trigrams) }];
  });
}

export interface Correction {
  term: string;
  kind: CatalogTerm['kind'];
  code: string | null;
  similarity: number;
}

/**
 * The closest term to the query, or null when none is close enough or the query already is one. Of
 * equally close terms: brands, then categories, then product words, and the request locale's text.
 */
export function closestTerm(terms: IndexedTerm[], query: string, locale: CatalogLocale): Correction | null {
  const keys = queryKeys(query);
  if (keys.length === 0) return null;
  const grams = keys.map(trigrams);
  let best: { term: IndexedTerm; score: number } | null = null;
  const rank = (term: IndexedTerm) => KIND_ORDER[term.kind] * 2 + (term.locale === locale ? 0 : 1);
  for (const term of terms) {
    if (keys.includes(term.key)) return null; // the query names it already: nothing to correct
    let score = 0;
    for (const asked of grams)
      for (const offered of term.grams) score = Math.max(score, similarity(asked, offered));
    if (score < THRESHOLD) continue;
    if (!best || score > best.score || (score === best.score && rank(term) < rank(best.term)))
      best = { term, score };
  }
  return best && { term: best.term.text, kind: best.term.kind, code: best.term.code, similarity: best.score };
}
