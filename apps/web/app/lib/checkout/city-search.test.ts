import { describe, expect, it } from 'vitest';
import { cityKey, findCities, largestFirst } from './city-search';

const ka = [
  { code: 'GE-ABA', name: 'აბაშა' },
  { code: 'GE-BUS', name: 'ბათუმი' },
  { code: 'GE-KUT', name: 'ქუთაისი' },
  { code: 'GE-TBS', name: 'თბილისი' },
  { code: 'GE-TSK', name: 'წყალტუბო' },
  { code: 'GE-KHA', name: 'ხაშური' },
];
const en = [
  { code: 'GE-ABA', name: 'Abasha' },
  { code: 'GE-BUS', name: 'Batumi' },
  { code: 'GE-KHA', name: 'Khashuri' },
  { code: 'GE-KUT', name: 'Kutaisi' },
  { code: 'GE-TBS', name: 'Tbilisi' },
  { code: 'GE-TSK', name: 'Tskaltubo' },
];
const codes = (found: Array<{ code: string }>) => found.map((city) => city.code);

describe('finding a city', () => {
  it('matches Georgian names typed in Latin, and Latin names typed in Georgian', () => {
    expect(codes(findCities(ka, 'tbil'))).toEqual(['GE-TBS']);
    expect(codes(findCities(ka, 'Batumi'))).toEqual(['GE-BUS']);
    expect(codes(findCities(en, 'თბილ'))).toEqual(['GE-TBS']);
    expect(codes(findCities(en, 'ქუთ'))).toEqual(['GE-KUT']);
  });

  it('folds the spellings writers differ on', () => {
    expect(cityKey('წყალტუბო')).toBe(cityKey('Tskaltubo'));
    expect(cityKey('Tsqaltubo')).toBe(cityKey('Tskaltubo'));
    expect(codes(findCities(ka, 'qutaisi'))).toEqual(['GE-KUT']);
    expect(codes(findCities(ka, 'xashuri'))).toEqual(['GE-KHA']);
  });

  it('puts names that start with the query before those that only hold it', () => {
    expect(codes(findCities(en, 'ba'))).toEqual(['GE-BUS', 'GE-ABA']);
    expect(codes(findCities(en, ''))).toEqual(codes(en));
    expect(findCities(en, 'zz')).toEqual([]);
  });

  it('lists the largest cities first, the rest in their alphabetical order', () => {
    expect(codes(largestFirst(en))).toEqual(['GE-TBS', 'GE-BUS', 'GE-KUT', 'GE-KHA', 'GE-ABA', 'GE-TSK']);
  });
});
