/**
 * Georgian-aware search folding. Every searchable name is stored as a Latin "search key", and
 * every query is folded the same way, so one trigram index answers queries typed in Georgian,
 * in Latin transliteration ("shampuni"), or in Latin letters on the Georgian keyboard layout
 * ("Sampuni", as typed by someone whose keyboard was not switched).
 *
 * Transliteration follows the national romanization without apostrophes, so that the
 * aspirated/ejective pairs (ქ/კ, თ/ტ, ფ/პ, ჩ/ჭ, ც/წ) fold together as people type them.
 * No library covers Georgian keyboard-layout folding, hence this small table.
 */
const GEORGIAN_TO_LATIN: Record<string, string> = {
  ა: 'a', ბ: 'b', გ: 'g', დ: 'd', ე: 'e', ვ: 'v', ზ: 'z', თ: 't', ი: 'i', კ: 'k', ლ: 'l',
  მ: 'm', ნ: 'n', ო: 'o', პ: 'p', ჟ: 'zh', რ: 'r', ს: 's', ტ: 't', უ: 'u', ფ: 'p', ქ: 'k',
  ღ: 'gh', ყ: 'q', შ: 'sh', ჩ: 'ch', ც: 'ts', ძ: 'dz', წ: 'ts', ჭ: 'ch', ხ: 'kh', ჯ: 'j', ჰ: 'h',
}; // prettier-ignore

/** The standard Georgian keyboard layout: the Latin key pressed for each Georgian letter. */
const KEYBOARD_TO_GEORGIAN: Record<string, string> = {
  a: 'ა', b: 'ბ', c: 'ც', d: 'დ', e: 'ე', f: 'ფ', g: 'გ', h: 'ჰ', i: 'ი', j: 'ჯ', k: 'კ', l: 'ლ',
  m: 'მ', n: 'ნ', o: 'ო', p: 'პ', q: 'ქ', r: 'რ', s: 'ს', t: 'ტ', u: 'უ', v: 'ვ', w: 'წ', x: 'ხ',
  y: 'ყ', z: 'ზ', C: 'ჩ', J: 'ჟ', R: 'ღ', S: 'შ', T: 'თ', W: 'ჭ', Z: 'ძ',
}; // prettier-ignore

const LATIN_LETTER = /[A-Za-z]/;

/** Folds any text (Georgian, English, mixed) to the lowercase Latin search key. */
export function searchKey(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFKD').toLowerCase()) {
    const latin = GEORGIAN_TO_LATIN[char];
    if (latin !== undefined) folded += latin;
    else if (/[\p{L}\p{N}]/u.test(char)) folded += char;
    else if (/\p{M}/u.test(char))
      continue; // combining accents left by NFKD
    else folded += ' ';
  }
  return folded.replace(/\s+/g, ' ').trim();
}

/** Reads Latin letters as if typed on the Georgian keyboard layout. */
export function fromGeorgianKeyboard(text: string): string {
  let georgian = '';
  for (const char of text)
    georgian += KEYBOARD_TO_GEORGIAN[char] ?? KEYBOARD_TO_GEORGIAN[char.toLowerCase()] ?? char;
  return georgian;
}

/**
 * The search keys a query may mean: as written (or transliterated, if Georgian), and, when it
 * has Latin letters, as typed on the Georgian keyboard layout. Empty keys are dropped.
 */
export function queryKeys(query: string): string[] {
  const keys = new Set([searchKey(query)]);
  if (LATIN_LETTER.test(query)) keys.add(searchKey(fromGeorgianKeyboard(query)));
  keys.delete('');
  return [...keys];
}
