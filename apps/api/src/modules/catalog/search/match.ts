import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { queryKeys } from './fold';

/**
 * SQL for name search over a trigram-indexed `search_key` column (folded by fold.ts).
 *
 * A key of 3+ letters matches a translation when it is a substring of the key (`LIKE '%k%'`) or
 * when a word of the key is similar enough to it (`%>`, pg_trgm word similarity); both are
 * answered by the GIN trigram index. Shorter keys have no trigram to look up, so they match word
 * prefixes with a scan: still an answer, never an error.
 *
 * Keys only hold letters, digits and single spaces (searchKey strips everything else), so they
 * carry no LIKE wildcards.
 */
export interface NameSearch {
  keys: string[];
  /** The query as typed, lowercased: descriptions are matched by it (they have no folded key). */
  text: string;
  /** pg_trgm.word_similarity_threshold for this search. */
  threshold: number;
}

/**
 * Measured on the demo catalog: one typo inside a whole word ("shanpuni" for shampuni) scores
 * 0.5, while at 0.5 a short prefix ("shamp") also drags in unrelated words ("shave"). So short
 * keys keep pg_trgm's default 0.6 and keys of a word's length get 0.5.
 */
const WORD_LENGTH = 7;
const thresholdFor = (keys: string[]) => (keys.some((key) => key.length >= WORD_LENGTH) ? 0.5 : 0.6);

/** The folded keys of a query, or null when nothing searchable is left (e.g. only punctuation). */
export function nameSearch(query: string): NameSearch | null {
  const keys = queryKeys(query);
  return keys.length > 0 ? { keys, text: query.trim().toLowerCase(), threshold: thresholdFor(keys) } : null;
}

/**
 * Runs `query` with the search's similarity threshold. The setting is transaction-local, so it
 * never leaks to other requests sharing the pooled connection.
 */
export function withSearchThreshold<T>(
  db: Queryable,
  search: NameSearch,
  query: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(search.threshold)}, true)`,
    );
    return query(tx);
  });
}

const TRIGRAM = 3;

/** `column` matches any key of the search. */
export function matchesSearch(column: SQL, search: NameSearch): SQL {
  const conditions = search.keys.map((key) =>
    key.length >= TRIGRAM
      ? sql`(${column} like ${`%${key}%`} or ${column} %> ${key}::text)`
      : sql`(${column} like ${`${key}%`} or ${column} like ${`% ${key}%`})`,
  );
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * How well `column` matches, higher is better: the whole name (4), a word starting with the
 * query (3), the query inside a word (2), else how similar the closest word is (pg_trgm word
 * similarity, below 1).
 * The cheap LIKE tiers decide for most rows, so broad queries (thousands of "krem…" names) are
 * ranked without computing a similarity for each.
 */
export function searchRank(column: SQL, search: NameSearch): SQL {
  const scores = search.keys.map(
    (key) => sql`(case when ${column} = ${key} then 4
      when ${column} like ${`${key}%`} or ${column} like ${`% ${key}%`} then 3
      when ${column} like ${`%${key}%`} then 2
      else word_similarity(${key}::text, ${column}) end)`,
  );
  return scores.length === 1 ? scores[0]! : sql`greatest(${sql.join(scores, sql`, `)})`;
}

/** Descriptions are only searched for queries this long: shorter ones would match half the catalog. */
const DESCRIPTION_MIN_LENGTH = 4;

/** `column` (a description, HTML) holds the query as typed; false for short queries. */
export function matchesDescription(column: SQL, search: NameSearch): SQL {
  if ([...search.text].length < DESCRIPTION_MIN_LENGTH) return sql`false`;
  const escaped = search.text.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`lower(${column}) like ${`%${escaped}%`}`;
}
