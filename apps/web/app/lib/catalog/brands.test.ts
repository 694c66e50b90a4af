import { describe, expect, it } from 'vitest';
import { brandInitial, groupBrands } from './brands';

const brands = [
  { code: 'verdea', name: 'Verdea' },
  { code: 'mziuri', name: 'მზიური' },
  { code: 'amberlie', name: 'amberlie' },
  { code: 'eclat-nord', name: 'Éclat Nord' },
  { code: 'aqualis-lab', name: 'Aqualis Lab' },
  { code: 'alazani-veli', name: 'ალაზნის ველი' },
  { code: 'elara', name: 'Elara Cosmetics' },
  { code: 'ia-botanika', name: 'ია ბოტანიკა' },
  { code: '3-sisters', name: '3 Sisters' },
  { code: 'kolkhuri-baghi', name: 'კოლხური ბაღი' },
];

describe('brand initials', () => {
  it('uppercase Latin letters but leave Georgian ones as they are (no mtavruli)', () => {
    expect(brandInitial('amberlie')).toBe('A');
    expect(brandInitial('მზიური')).toBe('მ');
  });

  it('fold accents, composed or not (issue 26 item 13)', () => {
    expect(brandInitial('  éclat')).toBe('E');
    expect(brandInitial('e\u0301clat')).toBe('E');
    expect(brandInitial('Øresund')).toBe('Ø'); // a letter of its own, not an accented O
  });
});

describe('brand directory', () => {
  it('on the Georgian site: Georgian letters in alphabet order first, then Latin A–Z, then the rest', () => {
    const groups = groupBrands(brands, 'ka');
    expect(groups.map((group) => group.character)).toEqual(['ა', 'ი', 'კ', 'მ', 'A', 'E', 'V', '3']);
  });

  it('on the English site: Latin first, then Georgian', () => {
    const groups = groupBrands(brands, 'en');
    expect(groups.map((group) => group.character)).toEqual(['A', 'E', 'V', 'ა', 'ი', 'კ', 'მ', '3']);
  });

  it('puts Éclat Nord under E, next to Elara, with the stable anchor brands-E', () => {
    const e = groupBrands(brands, 'en').find((group) => group.character === 'E');
    expect(e?.anchor).toBe('brands-E');
    expect(e?.brands.map((brand) => brand.code)).toEqual(['eclat-nord', 'elara']);
  });

  it('sorts the brands of a group by name, ignoring case', () => {
    const a = groupBrands(brands, 'en').find((group) => group.character === 'A');
    expect(a?.brands.map((brand) => brand.code)).toEqual(['amberlie', 'aqualis-lab']);
  });

  it('gives every group the anchor the A–Z links jump to', () => {
    const groups = groupBrands(brands, 'ka');
    expect(groups.find((group) => group.character === 'მ')?.anchor).toBe('brands-მ');
    expect(groups.find((group) => group.character === 'V')?.anchor).toBe('brands-V');
    expect(new Set(groups.map((group) => group.anchor)).size).toBe(groups.length);
  });

  it('keeps every brand exactly once and skips nameless ones', () => {
    const groups = groupBrands([...brands, { code: 'blank', name: '  ' }], 'ka');
    const codes = groups.flatMap((group) => group.brands.map((brand) => brand.code));
    expect(codes.sort()).toEqual(brands.map((brand) => brand.code).sort());
  });
});
