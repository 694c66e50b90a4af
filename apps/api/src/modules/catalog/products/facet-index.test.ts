import { describe, expect, it } from 'vitest';
import { FacetIndex, FacetIndexHolder } from './facet-index';
import { pauseEvery } from './slices';
import type { FacetSource } from './facet-queries';

// A small catalog: taxon 1 the menu, 2 and 3 its categories, 4 below 2; 10 and 11 brands (11 disabled).
const MENU = { id: 1, path: '/1/' };
const CREAM = 1; // attribute ids
const VEGAN = 2;
const source: FacetSource = {
  products: { ids: [100, 101, 102, 103, 104], prices: [1000, 2000, 3000, null, 5000] },
  taxons: [
    { id: 1, code: 'menu', path: '/1/', enabled: true, brandTaxon: false },
    { id: 2, code: 'face', path: '/1/2/', enabled: true, brandTaxon: false },
    { id: 3, code: 'hair', path: '/1/3/', enabled: true, brandTaxon: false },
    { id: 4, code: 'face-creams', path: '/1/2/4/', enabled: true, brandTaxon: false },
    { id: 10, code: 'glowe', path: '/10/', enabled: true, brandTaxon: true },
    { id: 11, code: 'hidden', path: '/11/', enabled: false, brandTaxon: true },
  ],
  taxonPostings: [
    // 100 is in face and below it (counts once for face); 999 is a product that is not enabled.
    { key: 2, products: [100, 102, 999] },
    { key: 4, products: [100, 101] },
    { key: 3, products: [103, 104] },
    { key: 10, products: [100, 101, 103] },
    { key: 11, products: [102] },
  ],
  // 104 has no English translation.
  localePostings: [
    { key: 'ka_GE', products: [100, 101, 102, 103, 104] },
    { key: 'en_US', products: [100, 101, 102, 103] },
  ],
  choicePostings: [
    // 100's "dry" is there twice (a value per locale): it counts once.
    { key: { attributeId: CREAM, choice: 'dry' }, products: [100, 100, 101] },
    { key: { attributeId: CREAM, choice: 'oily' }, products: [102, 103] },
    { key: { attributeId: VEGAN, choice: 'true' }, products: [100, 102, 104] },
  ],
};
const index = await FacetIndex.build(source);
const attributes = [CREAM, VEGAN];
const entries = (map: Map<number, unknown>) => Object.fromEntries(map);

describe('FacetIndex', () => {
  it('counts every facet of a whole catalog in one language', () => {
    const counts = index.count({ locale: 'en_US' }, MENU, attributes);
    expect(counts.totalItems).toBe(4);
    expect(counts.price).toEqual({ min: 1000, max: 3000 });
    expect(entries(counts.brands)).toEqual({ 10: 3 }); // the disabled brand is no facet value
    expect(entries(counts.categories)).toEqual({ 2: 3, 3: 1 });
    expect(Object.fromEntries(counts.attributes.get(CREAM)!)).toEqual({ dry: 2, oily: 2 });
    expect(Object.fromEntries(counts.attributes.get(VEGAN)!)).toEqual({ true: 2 });
  });

  it("counts each facet under the other facets' filters but not its own", () => {
    const counts = index.count(
      { locale: 'ka_GE', brandIds: [10], attributes: [{ id: CREAM, choices: ['dry'] }] },
      MENU,
      attributes,
    );
    expect(counts.totalItems).toBe(2); // 100 and 101
    // Brands under the cream filter only: 100, 101 (glowe); cream under the brand filter only.
    expect(entries(counts.brands)).toEqual({ 10: 2 });
    expect(Object.fromEntries(counts.attributes.get(CREAM)!)).toEqual({ dry: 2, oily: 1 });
    expect(Object.fromEntries(counts.attributes.get(VEGAN)!)).toEqual({ true: 1 });
  });

  it('fails a product without a price on any price bound and leaves it out of the range', () => {
    const counts = index.count({ locale: 'ka_GE', taxonIds: [3], minimumPrice: 0 }, MENU, attributes);
    expect(counts.totalItems).toBe(1); // 104; 103 has no price
    expect(counts.price).toEqual({ min: 5000, max: 5000 });
    // The price facet's own range ignores the price filter, yet still has no value for 103.
    const above = index.count({ locale: 'ka_GE', taxonIds: [3], minimumPrice: 6000 }, MENU, attributes);
    expect(above.totalItems).toBe(0);
    expect(above.price).toEqual({ min: 5000, max: 5000 });
  });

  it('counts a category over its subtree, each product once, below the listing taxon', () => {
    const counts = index.count({ locale: 'ka_GE', taxonIds: [2, 4] }, { id: 2, path: '/1/2/' }, []);
    expect(counts.totalItems).toBe(3);
    expect(entries(counts.categories)).toEqual({ 4: 2 });
    expect(counts.attributes.size).toBe(0);
  });

  it('takes the products a search found as the base', () => {
    const counts = index.count({ locale: 'ka_GE' }, MENU, attributes, [101, 104, 999]);
    expect(counts.totalItems).toBe(2);
    expect(entries(counts.categories)).toEqual({ 2: 1, 3: 1 });
  });
});

describe('building the index', () => {
  it('pauses after every posting list, so a rebuild never holds the node for long', async () => {
    let pauses = 0;
    const built = await FacetIndex.build(source, async () => {
      pauses++;
    });
    const postings =
      source.localePostings.length + source.taxonPostings.length + source.choicePostings.length;
    expect(pauses).toBeGreaterThanOrEqual(postings);
    expect(built.count({ locale: 'en_US' }, MENU, attributes).totalItems).toBe(4);
  });

  it("lets waiting work run once a slice's budget is spent, and not before", async () => {
    const order: string[] = [];
    setImmediate(() => order.push('waiting work'));
    await pauseEvery(60_000)();
    order.push('slice goes on');
    const spent = pauseEvery(0);
    setImmediate(() => order.push('waiting work, after the budget'));
    await spent();
    order.push('next slice');
    expect(order).toEqual(['slice goes on', 'waiting work', 'waiting work, after the budget', 'next slice']);
  });
});

describe('FacetIndexHolder', () => {
  it('answers from the previous index while a changed catalog is read again, then from the new one', async () => {
    let builds = 0;
    let release: () => void = () => {};
    const holder = new FacetIndexHolder(
      async () => {
        builds++;
        if (builds > 1) await new Promise<void>((resolve) => (release = resolve));
        return FacetIndex.build({ ...source, products: { ids: [100], prices: [builds] } });
      },
      true,
      () => 0, // builds take no time on this clock: a rebuild may start at once
    );
    const first = await holder.get();
    expect(await holder.get()).toBe(first);
    holder.changed();
    expect(await holder.get()).toBe(first); // the rebuild started and is waiting
    expect(await holder.get()).toBe(first);
    expect(builds).toBe(2); // one rebuild, however many asked meanwhile
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await holder.get()).not.toBe(first);
  });

  it('spaces rebuilds by ten times the last build, however often the catalog changes', async () => {
    let clock = 0;
    let builds = 0;
    const holder = new FacetIndexHolder(
      async () => {
        builds++;
        clock += 200; // each build takes 200 ms
        return FacetIndex.build(source);
      },
      true,
      () => clock,
    );
    await holder.get();
    holder.changed();
    await holder.get();
    expect(builds).toBe(1); // 0 ms since the last build ended: too soon
    clock += 1_999;
    await holder.get();
    expect(builds).toBe(1);
    clock += 1;
    await holder.get();
    expect(builds).toBe(2);
    await holder.get();
    expect(builds).toBe(2); // nothing changed since
  });

  it('builds for every request when the catalog caches are off', async () => {
    let builds = 0;
    const holder = new FacetIndexHolder(async () => {
      builds++;
      return FacetIndex.build(source);
    }, false);
    await holder.get();
    await holder.get();
    expect(builds).toBe(2);
  });
});
