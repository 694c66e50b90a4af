import type { Random } from '../prng';
import type { Text } from './vocabulary';

export interface Brand {
  name: Text;
  colour: string;
  /** Top category codes the brand makes products for. */
  makes: string[];
}

const PALETTE = [
  '#c8506e', '#2f6f73', '#8a5a44', '#5b4b8a', '#b07d2b', '#3d7a4a', '#a23b3b', '#2e4f7a',
  '#9b6b9e', '#c27c4e', '#4f6d5c', '#7a3f5c', '#3f8f9a', '#6b6b2e', '#b5567a', '#455a64',
]; // prettier-ignore

const latin = (name: string, makes: string[]): Omit<Brand, 'colour'> => ({
  name: { ka: name, en: name },
  makes,
});
const local = (ka: string, en: string, makes: string[]): Omit<Brand, 'colour'> => ({
  name: { ka, en },
  makes,
});

/**
 * Invented brands. Latin names read the same in both languages; the Georgian house brands are
 * written in Georgian script in Georgian and transliterated in English.
 */
const CURATED: Omit<Brand, 'colour'>[] = [
  latin('Lumière Derm', ['face-care', 'pharmacy']),
  local('ია ბოტანიკა', 'Ia Botanika', ['face-care', 'body-care']),
  latin('Aqualis Lab', ['face-care', 'sun-care']),
  latin('Botanica Vera', ['face-care', 'body-care', 'hair-care']),
  latin('Celestine Paris', ['fragrance', 'makeup']),
  local('მზიური', 'Mziuri', ['sun-care', 'mother-baby']),
  latin('Dermaflora', ['pharmacy', 'face-care', 'mother-baby']),
  latin('Éclat Nord', ['face-care', 'makeup']),
  latin('Florisse', ['fragrance', 'body-care']),
  latin('Glowé', ['makeup', 'face-care']),
  local('კოლხური ბაღი', 'Kolkhuri Baghi', ['body-care', 'hair-care']),
  latin('Hydralune', ['face-care', 'sun-care']),
  latin('Iris & Oak', ['fragrance', 'men']),
  latin('Juniper Lane', ['body-care', 'hair-care']),
  latin('Kalina Skin', ['face-care', 'body-care']),
  local('სვანური მარილი', 'Svanuri Marili', ['body-care', 'men']),
  latin('Laurel Lab', ['hair-care', 'body-care']),
  latin('Maison Velour', ['makeup', 'fragrance']),
  latin('Nordic Dew', ['face-care', 'body-care']),
  latin('Olivine', ['body-care', 'hair-care', 'mother-baby']),
  local('ალაზნის ველი', 'Alazani Veli', ['fragrance', 'face-care']),
  latin('Pure Atelier', ['makeup', 'face-care']),
  latin('Quintessa', ['fragrance']),
  latin('Rosalba', ['makeup', 'body-care']),
  latin('Saffira', ['hair-care', 'makeup']),
  latin('Terra Mineral', ['makeup', 'face-care', 'sun-care']),
  latin('Umbra Studio', ['makeup']),
  latin('Verdea', ['face-care', 'pharmacy', 'body-care']),
  latin('Willow & Sage', ['body-care', 'mother-baby', 'hair-care']),
  latin('Xylia Care', ['pharmacy', 'mother-baby']),
  latin('Yuzu Bloom', ['face-care', 'body-care']),
  latin('Zephyr Beauty', ['makeup', 'hair-care']),
  latin('Amberlie', ['fragrance', 'body-care']),
  latin('Belle Rive', ['sun-care', 'body-care']),
  latin('Capri Sol', ['sun-care']),
  latin('DermaNova', ['pharmacy', 'face-care']),
  latin('Elara Cosmetics', ['makeup']),
  latin('Fjord Men', ['men']),
  latin("Gentleman's Grove", ['men', 'fragrance']),
  latin('Helios Sun', ['sun-care']),
  latin('Ivory Lane', ['makeup', 'face-care']),
  latin('Kora Pharma', ['pharmacy']),
  latin('Mira Kids', ['mother-baby']),
  latin('Noble Barber', ['men', 'hair-care']),
  latin('Opaline', ['makeup']),
  latin('Petit Nuage', ['mother-baby', 'body-care']),
  latin('Silvae', ['face-care', 'hair-care']),
  latin('Velvetine', ['makeup']),
];

const FIRST_WORDS = [
  'Aura', 'Bella', 'Calla', 'Dolce', 'Esme', 'Flora', 'Gaia', 'Hana', 'Ilo', 'Jade', 'Kira',
  'Luna', 'Maya', 'Nova', 'Oria', 'Perla', 'Rhea', 'Sora', 'Tessa', 'Vela', 'Wren', 'Zara',
]; // prettier-ignore
const SECOND_WORDS = [
  'Skin', 'Lab', 'Beauty', 'Botanics', 'Derm', 'Cosmetics', 'Care', 'Studio',
  'Naturals', 'Atelier', 'Essentials', 'Organics', 'Pharma', 'Paris', 'Seoul', 'Tbilisi',
]; // prettier-ignore

/**
 * `count` brands: the curated ones first, then invented combinations for scale catalogs. Every
 * top category is made by at least one brand.
 */
export function makeBrands(count: number, topCategories: string[], random: Random): Brand[] {
  const brands: Brand[] = [];
  for (let i = 0; i < count; i++) {
    const colour = PALETTE[i % PALETTE.length] as string;
    const curated = CURATED[i];
    if (curated) {
      brands.push({
        ...curated,
        colour,
        makes: curated.makes.filter((code) => topCategories.includes(code)),
      });
      continue;
    }
    const extra = i - CURATED.length;
    const first = FIRST_WORDS[extra % FIRST_WORDS.length] as string;
    const second = SECOND_WORDS[Math.floor(extra / FIRST_WORDS.length) % SECOND_WORDS.length] as string;
    const round = Math.floor(extra / (FIRST_WORDS.length * SECOND_WORDS.length));
    const name = round === 0 ? `${first} ${second}` : `${first} ${second} ${round + 1}`;
    brands.push({
      name: { ka: name, en: name },
      colour,
      makes: random.sample(topCategories, random.int(2, 3)),
    });
  }
  for (const [index, top] of topCategories.entries()) {
    if (!brands.some((brand) => brand.makes.includes(top))) brands[index % brands.length]?.makes.push(top);
  }
  return brands;
}
