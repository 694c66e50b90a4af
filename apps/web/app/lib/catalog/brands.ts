import { intlLocale, type Locale } from '../i18n/locale';

export interface BrandLink {
  code: string;
  name: string;
}

export interface BrandGroup {
  /** The heading: the first character of the names, Latin uppercased, Georgian as it is. */
  character: string;
  /** Element id of the group, the target of the A–Z links: `brands-{character}`. */
  anchor: string;
  brands: BrandLink[];
}

const GEORGIAN = /\p{Script=Georgian}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * The group a name belongs to. Only Latin (and other cased scripts) are uppercased: Georgian has no
 * capitals, and `toUpperCase` would turn mkhedruli into mtavruli, a different look entirely. Accents
 * are folded ("Éclat Nord" is under E, with the anchor `brands-E`), as shoppers look them up.
 */
export function brandInitial(name: string): string {
  const first = Array.from(name.normalize('NFC').trim())[0] ?? '';
  if (GEORGIAN.test(first)) return first;
  const folded = first.normalize('NFD').replace(/\p{M}/gu, '');
  return (folded === '' ? first : folded).toLocaleUpperCase('en');
}

/** The page's own script first, then the other, then digits and signs. */
function scriptRank(character: string, locale: Locale): number {
  const georgian = GEORGIAN.test(character);
  if (!georgian && !LATIN.test(character)) return 2;
  return georgian === (locale === 'ka') ? 0 : 1;
}

/**
 * The brand directory: brands grouped by initial, groups in alphabetical order within each script
 * (Georgian ა–ჰ first on the Georgian site, Latin A–Z first on the English one), brands by name.
 */
export function groupBrands(brands: readonly BrandLink[], locale: Locale): BrandGroup[] {
  const collator = new Intl.Collator(intlLocale(locale), { sensitivity: 'base', numeric: true });
  const groups = new Map<string, BrandLink[]>();
  for (const brand of brands) {
    const character = brandInitial(brand.name);
    if (character === '') continue;
    const group = groups.get(character) ?? [];
    group.push(brand);
    groups.set(character, group);
  }
  const characterOrder = new Intl.Collator(intlLocale(locale), { sensitivity: 'variant' });
  return [...groups.entries()]
    .sort(([a], [b]) => scriptRank(a, locale) - scriptRank(b, locale) || characterOrder.compare(a, b))
    .map(([character, group]) => ({
      character,
      anchor: `brands-${character}`,
      brands: group.sort((a, b) => collator.compare(a.name, b.name)),
    }));
}
