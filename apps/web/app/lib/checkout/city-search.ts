/**
 * Finding a Georgian city by what a shopper types: Georgian or Latin letters, on either page language
 * ("tbil", "თბილ", "Batumi", "ბათ", "kutaisi", "qutaisi", "tsqaltubo"). Each name and the query are
 * brought to one key: Georgian letters written in Latin (the national romanisation), lower case, only
 * letters, and the Latin spellings that vary between writers folded together (kh/q/k, ts/c, sh, ch…).
 */

const GEORGIAN_TO_LATIN: Record<string, string> = {
  ა: 'a',
  ბ: 'b',
  გ: 'g',
  დ: 'd',
  ე: 'e',
  ვ: 'v',
  ზ: 'z',
  თ: 't',
  ი: 'i',
  კ: 'k',
  ლ: 'l',
  მ: 'm',
  ნ: 'n',
  ო: 'o',
  პ: 'p',
  ჟ: 'zh',
  რ: 'r',
  ს: 's',
  ტ: 't',
  უ: 'u',
  ფ: 'p',
  ქ: 'k',
  ღ: 'gh',
  ყ: 'q',
  შ: 'sh',
  ჩ: 'ch',
  ც: 'ts',
  ძ: 'dz',
  წ: 'ts',
  ჭ: 'ch',
  ხ: 'kh',
  ჯ: 'j',
  ჰ: 'h',
};

// Longest first, so "tsk" folds "ts" before "s".
const FOLDS: Array<[RegExp, string]> = [
  [/kh|q|x/g, 'k'],
  [/gh/g, 'g'],
  [/zh|dz/g, 'z'],
  [/sh/g, 's'],
  [/ch|ts|tz|c/g, 'c'],
  [/y/g, 'i'],
  [/w/g, 'v'],
];

export function cityKey(text: string): string {
  let latin = '';
  for (const letter of text.toLowerCase().normalize('NFD')) latin += GEORGIAN_TO_LATIN[letter] ?? letter;
  let key = latin.replace(/[^a-z]/g, '');
  for (const [pattern, replacement] of FOLDS) key = key.replace(pattern, replacement);
  return key;
}

export interface Place {
  code: string;
  name: string;
}

/**
 * The cities whose name holds the query, those that start with it first; in the list's own order
 * otherwise (the largest cities lead it). An empty query gives the whole list.
 */
export function findCities<T extends Place>(cities: readonly T[], query: string): T[] {
  const wanted = cityKey(query);
  if (wanted === '') return [...cities];
  const starting: T[] = [];
  const containing: T[] = [];
  for (const city of cities) {
    const key = cityKey(city.name);
    if (key.startsWith(wanted)) starting.push(city);
    else if (key.includes(wanted)) containing.push(city);
  }
  return [...starting, ...containing];
}

/**
 * Georgia's largest cities, largest first (2014 census): the city list starts with them, so most
 * shoppers find theirs at the top; the rest follow in the page language's alphabetical order.
 */
const LARGEST_CITIES = [
  'GE-TBS',
  'GE-BUS',
  'GE-KUT',
  'GE-RUS',
  'GE-GOR',
  'GE-ZUG',
  'GE-POT',
  'GE-KOB',
  'GE-KHA',
  'GE-SAM',
  'GE-SEN',
  'GE-ZES',
  'GE-MAR',
  'GE-TEL',
  'GE-AKH',
  'GE-OZU',
];

export function largestFirst<T extends Place>(alphabetical: readonly T[]): T[] {
  const rank = (code: string) => {
    const index = LARGEST_CITIES.indexOf(code);
    return index === -1 ? LARGEST_CITIES.length : index;
  };
  // Array.prototype.sort is stable: the rest keep their alphabetical order.
  return [...alphabetical].sort((a, b) => rank(a.code) - rank(b.code));
}
