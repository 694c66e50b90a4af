import { describe, expect, it } from 'vitest';
import {
  orderFilters,
  orderOf,
  canonicalListingSearch,
  filterReducer,
  initialFilterState,
  parseLari,
  parseListingQuery,
  serializeListingQuery,
  shownSelection,
  withFilters,
  withPage,
  withListingSearch,
  listingFormTarget,
  type FilterState,
  type ListingQuery,
} from './filters';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe('listing query in the URL', () => {
  it('reads categories, the price range in lari (as tetri), the order and the page', () => {
    expect(parse('categories=maison-velour,lipsticks&from=10&to=49.90&price=desc&page=3')).toEqual({
      categories: ['maison-velour', 'lipsticks'],
      attributes: {},
      from: 1000,
      to: 4990,
      price: 'desc',
      page: 3,
    });
  });

  it('round-trips: what it writes it reads back the same', () => {
    const queries: ListingQuery[] = [
      { categories: [], page: 1 },
      { categories: ['a', 'b-c'], from: 1050, to: 20000, price: 'asc', page: 2 },
      { categories: ['ია-ბოტანიკა'], to: 1, page: 7 },
      { categories: [], from: 0, price: 'desc', page: 1 },
      { categories: ['a'], attributes: { finish: ['matte'], vegan: ['true'] }, page: 1 },
    ];
    for (const query of queries) {
      const search = serializeListingQuery(query);
      expect(parse(search.slice(1))).toEqual({
        from: undefined,
        to: undefined,
        price: undefined,
        attributes: {},
        ...query,
      });
    }
  });

  it('writes nothing for no filters on the first page, and comma-separated codes otherwise', () => {
    expect(serializeListingQuery({ categories: [], page: 1 })).toBe('');
    expect(serializeListingQuery({ categories: ['a', 'b'], from: 1250, price: 'asc', page: 2 })).toBe(
      '?categories=a,b&from=12.5&price=asc&page=2',
    );
  });

  it('accepts what a plain GET form sends: repeated categories and blank fields', () => {
    expect(parse('categories=a&categories=b&categories=a&from=&to=&price=')).toEqual({
      categories: ['a', 'b'],
      attributes: {},
      from: undefined,
      to: undefined,
      price: undefined,
      page: 1,
    });
  });

  it('ignores nonsense instead of failing, and puts a reversed range right', () => {
    expect(parse('from=abc&to=-5&price=cheap&page=0')).toMatchObject({
      from: undefined,
      to: undefined,
      price: undefined,
      page: 1,
    });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('from=50&to=10')).toMatchObject({ from: 1000, to: 5000 });
  });

  it('reads lari as typed, Georgian decimal comma included', () => {
    expect(parseLari('12,50')).toBe(1250);
    expect(parseLari(' 7 ')).toBe(700);
    expect(parseLari('0.015')).toBe(2);
    expect(parseLari('1e3')).toBeUndefined();
    expect(parseLari('')).toBeUndefined();
  });
});

describe('page reset', () => {
  const onPage3: ListingQuery = { categories: ['a'], from: 1000, page: 3 };

  it('goes back to the first page whenever the filters change', () => {
    expect(withFilters(onPage3, { categories: ['a', 'b'], from: 1000 }).page).toBe(1);
    expect(withFilters(onPage3, { categories: ['a'], from: 1000, price: 'asc' }).page).toBe(1);
    expect(withFilters(onPage3, { categories: ['a'], to: 2000 }).page).toBe(1);
  });

  it('stays on the page when the same filters are confirmed again, in any order', () => {
    const query: ListingQuery = { categories: ['a', 'b'], page: 3 };
    expect(withFilters(query, { categories: ['b', 'a'] }).page).toBe(3);
  });

  it('moves between pages without touching the filters', () => {
    expect(withPage(onPage3, 4)).toEqual({ ...onPage3, page: 4 });
    expect(withPage(onPage3, 0).page).toBe(1);
  });
});

describe('filter menus: selected and applied', () => {
  const applied = { categories: ['brand-a'], from: 1000, price: 'asc' as const };
  const start = initialFilterState(applied);

  it('start with the selection showing what is applied', () => {
    expect(start.selected).toEqual({ categories: ['brand-a'], attributes: {}, from: '10', to: '' });
  });

  it('change only the selection until it is applied', () => {
    let state: FilterState = filterReducer(start, { type: 'toggle', code: 'brand-b' });
    state = filterReducer(state, { type: 'price', bound: 'to', text: '25,5' });
    expect(state.selected).toEqual({
      categories: ['brand-a', 'brand-b'],
      attributes: {},
      from: '10',
      to: '25,5',
    });
    expect(state.applied).toBe(applied);

    state = filterReducer(state, { type: 'apply' });
    expect(state.applied).toEqual({
      categories: ['brand-a', 'brand-b'],
      attributes: {},
      from: 1000,
      to: 2550,
      price: 'asc',
    });
    expect(state.selected.to).toBe('25.5');
  });

  it('untick what was ticked', () => {
    const state = filterReducer(start, { type: 'toggle', code: 'brand-a' });
    expect(state.selected.categories).toEqual([]);
  });

  it('pick at most one category and keep the brands', () => {
    const among = ['face', 'lips'];
    let state = filterReducer(start, { type: 'pickOne', code: 'face', among });
    state = filterReducer(state, { type: 'pickOne', code: 'lips', among });
    expect(state.selected.categories).toEqual(['brand-a', 'lips']);
    state = filterReducer(state, { type: 'pickOne', code: null, among });
    expect(state.selected.categories).toEqual(['brand-a']);
  });

  it('drop a price that is not a number when applied', () => {
    const typed = filterReducer(start, { type: 'price', bound: 'from', text: 'cheap' });
    expect(filterReducer(typed, { type: 'apply' }).applied.from).toBeUndefined();
  });

  it('apply a new order at once, keeping the applied filters and the pending selection', () => {
    const pending = filterReducer(start, { type: 'toggle', code: 'brand-b' });
    const state = filterReducer(pending, { type: 'order', price: 'desc' });
    expect(state.applied).toEqual({ ...applied, price: 'desc' });
    expect(state.selected.categories).toEqual(['brand-a', 'brand-b']);
  });

  it('reset clears both the selection and what is applied', () => {
    const pending = filterReducer(start, { type: 'toggle', code: 'brand-b' });
    const state = filterReducer(pending, { type: 'reset' });
    expect(state.selected).toEqual({ categories: [], attributes: {}, from: '', to: '' });
    expect(state.applied).toEqual({ categories: [] });
  });

  it('start over from the URL when it changes (another taxon, back button)', () => {
    const pending = filterReducer(start, { type: 'toggle', code: 'brand-b' });
    const state = filterReducer(pending, { type: 'sync', applied: { categories: [] } });
    expect(state).toEqual(initialFilterState({ categories: [] }));
  });

  it('take what the fields show when they differ (ticked or typed before hydration), else stay as they are', () => {
    const fields = new FormData();
    fields.append('categories', ''); // "every category", the radio's empty choice
    fields.append('categories', 'brand-b');
    fields.append('categories', 'brand-a');
    fields.append('from', '10');
    fields.append('to', '30');
    const shown = shownSelection(fields);
    expect(shown).toEqual({ categories: ['brand-b', 'brand-a'], attributes: {}, from: '10', to: '30' });

    const state = filterReducer(start, { type: 'shown', selection: shown });
    expect(state.selected).toEqual(shown);
    expect(state.applied).toBe(applied);
    const same = { categories: ['brand-a'], attributes: {}, from: '10', to: '' };
    expect(filterReducer(start, { type: 'shown', selection: same })).toBe(start);
  });
});

describe('attribute filters', () => {
  it('read attr.{code} from the URL, repeated or comma-separated, and write them back in one order', () => {
    const query = parseListingQuery(
      new URLSearchParams('attr.vegan=true&attr.skin_type=oily&attr.skin_type=dry,&attr.=x&utm_source=y'),
    );
    expect(query.attributes).toEqual({ skin_type: ['dry', 'oily'], vegan: ['true'] });
    expect(serializeListingQuery(query)).toBe('?attr.skin_type=dry,oily&attr.vegan=true');
  });

  it('are ticked into the selection and applied with the other filters, from page 1', () => {
    const applied = parseListingQuery(new URLSearchParams('attr.skin_type=dry&page=2'));
    let state = initialFilterState(applied);
    state = filterReducer(state, { type: 'toggleAttribute', attribute: 'vegan', value: 'true' });
    state = filterReducer(state, { type: 'toggleAttribute', attribute: 'skin_type', value: 'dry' });
    state = filterReducer(state, { type: 'apply' });
    expect(state.applied.attributes).toEqual({ vegan: ['true'] });
    const next = withFilters({ ...applied, page: 2 }, state.applied);
    expect(serializeListingQuery(next)).toBe('?attr.vegan=true');
  });

  it('are what a filter form without JavaScript shows', () => {
    const fields = new FormData();
    fields.append('attr.skin_type', 'dry');
    fields.append('attr.skin_type', 'oily');
    expect(shownSelection(fields).attributes).toEqual({ skin_type: ['dry', 'oily'] });
  });
});

describe('canonical listing URL', () => {
  const canonical = (search: string) => canonicalListingSearch(new URLSearchParams(search));

  it('is what the scripted form writes, for what a form without JavaScript sends', () => {
    expect(canonical('categories=&categories=glowe&from=&to=')).toBe('?categories=glowe');
    expect(canonical('from=12.50&to=&price=asc&page=1')).toBe('?from=12.5&price=asc');
    expect(canonical('attr.vegan=true&attr.skin_type=oily&attr.skin_type=dry&categories=')).toBe(
      '?attr.skin_type=dry,oily&attr.vegan=true',
    );
    expect(canonical('')).toBe('');
  });

  it('leaves URLs with other parameters alone', () => {
    expect(canonical('categories=glowe&utm_source=newsletter')).toBeNull();
  });
});

describe('listing order', () => {
  it('reads sort and price from the URL, a price order taking the place of a sort', () => {
    expect(parseListingQuery(new URLSearchParams('sort=newest'))).toMatchObject({
      sort: 'newest',
      price: undefined,
    });
    expect(parseListingQuery(new URLSearchParams('sort=newest&price=asc'))).toMatchObject({
      sort: undefined,
      price: 'asc',
    });
    expect(parseListingQuery(new URLSearchParams('sort=cheapest')).sort).toBeUndefined();
  });

  it('takes the sort menu of a form without JavaScript, price orders included, and writes it canonically', () => {
    expect(canonicalListingSearch(new URLSearchParams('categories=&sort=price-desc'))).toBe('?price=desc');
    expect(canonicalListingSearch(new URLSearchParams('sort=discount&page=1'))).toBe('?sort=discount');
    expect(serializeListingQuery({ categories: ['a'], sort: 'rating', page: 2 })).toBe(
      '?categories=a&sort=rating&page=2',
    );
  });

  it('maps the sort menu to the filters and back', () => {
    for (const choice of ['', 'newest', 'bestselling', 'rating', 'discount', 'price-asc', 'price-desc'])
      expect(orderOf(orderFilters(choice))).toBe(choice);
  });

  it('starts over at page 1 when the order changes', () => {
    const query = { categories: [], sort: 'newest' as const, page: 3 };
    expect(withFilters(query, { categories: [], sort: 'rating' }).page).toBe(1);
    expect(withFilters(query, { categories: [], sort: 'newest' }).page).toBe(3);
  });
});

describe('a listing address with its own query (the search page)', () => {
  it('puts the filters after it', () => {
    expect(withListingSearch('/en/search?q=krem', '?categories=glowe&sort=newest')).toBe(
      '/en/search?q=krem&categories=glowe&sort=newest',
    );
    expect(withListingSearch('/en/search?q=krem', '')).toBe('/en/search?q=krem');
    expect(withListingSearch('/shop/face', '?page=2')).toBe('/shop/face?page=2');
  });

  it('keeps its query as hidden fields of a GET form, which drops the action’s query', () => {
    expect(listingFormTarget('/search?q=%E1%83%99%E1%83%A0%E1%83%94%E1%83%9B%E1%83%98')).toEqual({
      action: '/search',
      fields: [['q', 'კრემი']],
    });
    expect(listingFormTarget('/shop/face')).toEqual({ action: '/shop/face', fields: [] });
  });
});
