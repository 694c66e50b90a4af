import type { FacetSource, Posting } from './facet-queries';
import { SLICE_MS, pauseEvery } from './slices';
import type { ProductFilter } from './listing';

/** Where the category facet's values come from: the children of one taxon, counted over their subtrees. */
export interface CategoryParent {
  id: number;
  path: string;
}

export interface FacetCounts {
  totalItems: number;
  /** Brand taxon id → products. */
  brands: Map<number, number>;
  /** Child taxon id (of the category parent) → products in its subtree. */
  categories: Map<number, number>;
  price: { min: number | null; max: number | null };
  /** Attribute id → choice → products. */
  attributes: Map<number, Map<string, number>>;
}

/** The facet filters a product can fail, by number: price, brand, category, then the attributes in filter order. */
const PRICE = 0;
const BRAND = 1;
const CATEGORY = 2;
const FIRST_ATTRIBUTE = 3;
/** In `countWhen`: count when the product fails no filter; or never (an attribute that is no facet). */
const ALL_FILTERS = -1;
const NEVER = -2;

/** A posting's products as positions in the index, each once. */
interface PositionList<K> {
  key: K;
  list: Int32Array;
}

/** What a taxon is to the facets, in `taxonKind`. */
const CATEGORY_TAXON = 0;
const ENABLED_BRAND = 1;
const DISABLED_BRAND = 2;

/**
 * The catalog's facets held in memory, as a search engine holds them: every enabled product as a
 * number (its position in `productIds`), with its price, its locales, and, packed in typed arrays,
 * the taxons it is in and the attribute choices it has. Counting is then one pass over the
 * listing's products reading arrays: at 100,000 products the largest category (20,000 products)
 * counts in a few milliseconds, where PostgreSQL joined and grouped the same rows in 400 ms
 * (docs/decisions/0022). Built from the database by `loadFacetSource`; each node builds its own
 * and rebuilds it after a catalog change (`FacetIndexHolder`). Written here because a search
 * engine, the library for this, would be a second store to run and keep in step with PostgreSQL.
 */
export class FacetIndex {
  private readonly productCount: number;
  /** NaN for a product without a price, which, as in SQL, fails every price filter. */
  private readonly prices: Float64Array;
  /** Bit per locale (`localeBits`) the product has a translation in. */
  private readonly locales: Uint8Array;
  private readonly localeBits = new Map<string, number>();
  /** Product p's taxons are `taxonIds[taxonStart[p] … taxonStart[p + 1]]`. */
  private readonly taxonStart: Int32Array;
  private readonly taxonIds: Int32Array;
  private readonly taxonProducts = new Map<number, Int32Array>();
  private readonly taxons: FacetSource['taxons'];
  /** By taxon id: CATEGORY_TAXON, ENABLED_BRAND or DISABLED_BRAND. */
  private readonly taxonKind: Uint8Array;
  /** Product p's attribute choices are `choiceIds[choiceStart[p] … choiceStart[p + 1]]`, each naming (attribute, code). */
  private readonly choiceStart: Int32Array;
  private readonly choiceIds: Int32Array;
  private readonly choiceAttribute: Int32Array;
  private readonly choiceCode: string[] = [];
  private readonly choiceByKey = new Map<string, number>();
  /** By product, the number of the last count whose base it is in (see `markBase`). */
  private readonly marks: Int32Array;
  private lastMark = 0;
  /** Per category parent (made on first use), by taxon id: the parent's child whose subtree holds it, or -1. */
  private readonly childrenOf = new Map<number, Int32Array>();

  /**
   * Builds the index from `source`. The work (about 0.35 s at 100,000 products, on top of reading the
   * source) pauses every SLICE_MS for the node's other work: a rebuild runs while shoppers are being
   * answered, and a single block would hold every one of them for its whole length.
   */
  static async build(source: FacetSource, pause = pauseEvery(SLICE_MS)): Promise<FacetIndex> {
    const positionById = new Map<number, number>();
    const { ids } = source.products;
    for (let position = 0; position < ids.length; position++) {
      positionById.set(ids[position]!, position);
      if (position % 10_000 === 0) await pause();
    }
    // Each list's products as positions, once each; products not in the index (disabled) dropped.
    const lastList = new Int32Array(ids.length).fill(-1);
    let listNumber = 0;
    const positions = async <K>({ key, products }: Posting<K>): Promise<PositionList<K>> => {
      listNumber++;
      const list = new Int32Array(products.length);
      let found = 0;
      for (let at = 0; at < products.length; at++) {
        const position = positionById.get(products[at]!);
        if (position === undefined || lastList[position] === listNumber) continue;
        lastList[position] = listNumber;
        list[found++] = position;
      }
      await pause();
      return { key, list: list.subarray(0, found) };
    };
    const all = async <K>(postings: Array<Posting<K>>) => {
      const lists: Array<PositionList<K>> = [];
      for (const posting of postings) lists.push(await positions(posting));
      return lists;
    };
    return new FacetIndex(source, positionById, {
      locales: await all(source.localePostings),
      taxons: await all(source.taxonPostings),
      choices: await all(source.choicePostings),
    });
  }

  private constructor(
    source: FacetSource,
    private readonly positionById: Map<number, number>,
    lists: {
      locales: Array<PositionList<string>>;
      taxons: Array<PositionList<number>>;
      choices: Array<PositionList<FacetSource['choicePostings'][number]['key']>>;
    },
  ) {
    this.productCount = source.products.ids.length;
    this.prices = Float64Array.from(source.products.prices, (price) => price ?? Number.NaN);
    this.marks = new Int32Array(this.productCount);

    this.locales = new Uint8Array(this.productCount);
    lists.locales.forEach(({ key, list }, index) => {
      const bit = 1 << index;
      this.localeBits.set(key, bit);
      for (const position of list) this.locales[position]! |= bit;
    });

    this.taxons = source.taxons;
    this.taxonKind = new Uint8Array(1 + Math.max(0, ...source.taxons.map((taxon) => taxon.id)));
    for (const taxon of source.taxons) {
      if (taxon.brandTaxon) this.taxonKind[taxon.id] = taxon.enabled ? ENABLED_BRAND : DISABLED_BRAND;
    }
    const taxonLists = lists.taxons.filter(({ key }) => key < this.taxonKind.length);
    for (const { key, list } of taxonLists) this.taxonProducts.set(key, list);
    [this.taxonStart, this.taxonIds] = invert(this.productCount, taxonLists);

    this.choiceAttribute = new Int32Array(lists.choices.length);
    const choiceLists = lists.choices.map(({ key, list }, choice) => {
      this.choiceAttribute[choice] = key.attributeId;
      this.choiceCode.push(key.choice);
      this.choiceByKey.set(`${key.attributeId} ${key.choice}`, choice);
      return { key: choice, list };
    });
    [this.choiceStart, this.choiceIds] = invert(this.productCount, choiceLists);
  }

  /**
   * Every facet of the listing `filter` describes. Its fixed conditions (locale, taxon and, when
   * it searches or names codes, the products `listed` found) make the base; each facet counts the
   * base's products that pass every facet filter but its own (an attribute: every filter but that
   * attribute's), so a shopper sees what each other choice would give.
   */
  count(
    filter: ProductFilter,
    categoryParent: CategoryParent | null,
    attributeIds: readonly number[],
    listed?: number[],
  ): FacetCounts {
    const counts: FacetCounts = {
      totalItems: 0,
      brands: new Map(),
      categories: new Map(),
      price: { min: null, max: null },
      attributes: new Map(),
    };
    const localeBit = this.localeBits.get(filter.locale);
    if (localeBit === undefined) return counts;

    const taxonSet = (taxonIds: Iterable<number> | undefined) => {
      if (taxonIds === undefined) return undefined;
      const set = new Uint8Array(this.taxonKind.length);
      for (const taxonId of taxonIds) if (taxonId < set.length) set[taxonId] = 1;
      return set;
    };
    const brands = taxonSet(filter.brandIds);
    const categories = taxonSet(filter.categoryIds);
    const taxonCodes = filter.taxonCodes;
    const directTaxons = taxonSet(
      taxonCodes &&
        this.taxons
          .filter((taxon) => taxon.enabled && taxonCodes.includes(taxon.code))
          .map((taxon) => taxon.id),
    );
    // By choice: the attribute filter it satisfies, and which filter a product may fail and still count it.
    const attributeFilters = filter.attributes ?? [];
    const satisfies = new Int32Array(this.choiceCode.length).fill(-1);
    const countWhen = new Int32Array(this.choiceCode.length).fill(NEVER);
    const counted = new Set(attributeIds);
    this.choiceAttribute.forEach((attributeId, choice) => {
      if (counted.has(attributeId)) countWhen[choice] = ALL_FILTERS;
    });
    attributeFilters.forEach(({ id, choices }, index) => {
      const facet = FIRST_ATTRIBUTE + index;
      this.choiceAttribute.forEach((attributeId, choice) => {
        if (attributeId !== id) return;
        if (countWhen[choice] === ALL_FILTERS) countWhen[choice] = facet;
        if (choices.includes(this.choiceCode[choice]!)) satisfies[choice] = facet;
      });
    });
    const childOf = categoryParent ? this.childrenUnder(categoryParent) : undefined;
    const pricedFilter = filter.minimumPrice !== undefined || filter.maximumPrice !== undefined;
    const minimum = filter.minimumPrice ?? -Infinity;
    const maximum = filter.maximumPrice ?? Infinity;
    const brandCounts = new Int32Array(this.taxonKind.length);
    const categoryCounts = new Int32Array(this.taxonKind.length);
    const choiceCounts = new Int32Array(this.choiceCode.length);
    const satisfied = new Uint8Array(FIRST_ATTRIBUTE + attributeFilters.length);
    // The category children a product was counted for already (one product, two taxons of a subtree).
    const lastCounted = new Int32Array(this.taxonKind.length).fill(-1);
    let priceMin = Infinity;
    let priceMax = -Infinity;

    const mark = this.markBase(filter, listed);
    for (let product = 0; product < this.productCount; product++) {
      if (
        (mark !== undefined && this.marks[product] !== mark) ||
        (this.locales[product]! & localeBit) === 0
      ) {
        continue;
      }
      const taxonsFrom = this.taxonStart[product]!;
      const taxonsTo = this.taxonStart[product + 1]!;
      if (directTaxons && !this.hasTaxonIn(taxonsFrom, taxonsTo, directTaxons)) continue;

      // The facet filters the product fails: how many, and which when it is one.
      let failures = 0;
      let failed = ALL_FILTERS;
      const price = this.prices[product]!;
      if (pricedFilter && !(price >= minimum && price <= maximum)) {
        failures++;
        failed = PRICE;
      }
      if (brands && !this.hasTaxonIn(taxonsFrom, taxonsTo, brands)) {
        failures++;
        failed = BRAND;
      }
      if (categories && !this.hasTaxonIn(taxonsFrom, taxonsTo, categories)) {
        failures++;
        failed = CATEGORY;
      }
      const choicesFrom = this.choiceStart[product]!;
      const choicesTo = this.choiceStart[product + 1]!;
      if (attributeFilters.length > 0) {
        satisfied.fill(0);
        for (let at = choicesFrom; at < choicesTo; at++) {
          const facet = satisfies[this.choiceIds[at]!]!;
          if (facet >= 0) satisfied[facet] = 1;
        }
        for (let facet = FIRST_ATTRIBUTE; facet < satisfied.length; facet++) {
          if (satisfied[facet] === 0) {
            failures++;
            failed = facet;
          }
        }
      }
      if (failures > 1) continue;
      // With no failure every facet counts the product; with one, only the failed filter's own facet.
      if (failures === 0) counts.totalItems++;
      if (failures === 0 || failed === PRICE) {
        if (price < priceMin) priceMin = price;
        if (price > priceMax) priceMax = price;
      }
      const countsBrands = failures === 0 || failed === BRAND;
      const countsCategories = childOf !== undefined && (failures === 0 || failed === CATEGORY);
      if (countsBrands || countsCategories) {
        for (let at = taxonsFrom; at < taxonsTo; at++) {
          const taxonId = this.taxonIds[at]!;
          const kind = this.taxonKind[taxonId];
          if (kind === ENABLED_BRAND) {
            if (countsBrands) brandCounts[taxonId]!++;
          } else if (kind === CATEGORY_TAXON && countsCategories) {
            const child = childOf![taxonId]!;
            if (child >= 0 && lastCounted[child] !== product) {
              lastCounted[child] = product;
              categoryCounts[child]!++;
            }
          }
        }
      }
      for (let at = choicesFrom; at < choicesTo; at++) {
        const choice = this.choiceIds[at]!;
        const when = countWhen[choice]!;
        if (when !== NEVER && (failures === 0 || failed === when)) choiceCounts[choice]!++;
      }
    }

    if (priceMin <= priceMax) counts.price = { min: priceMin, max: priceMax };
    brandCounts.forEach((products, taxonId) => {
      if (products > 0) counts.brands.set(taxonId, products);
    });
    categoryCounts.forEach((products, taxonId) => {
      if (products > 0) counts.categories.set(taxonId, products);
    });
    choiceCounts.forEach((products, choice) => {
      if (products === 0) return;
      const attributeId = this.choiceAttribute[choice]!;
      const choices = counts.attributes.get(attributeId) ?? new Map<string, number>();
      choices.set(this.choiceCode[choice]!, products);
      counts.attributes.set(attributeId, choices);
    });
    return counts;
  }

  /**
   * Marks the products the listing's taxon or listed products select, with a number of this count's
   * own in `marks` (so no count clears another's marks, and none allocates them); returns that
   * number, or undefined when the listing is every product. Marks rather than a list: the count
   * then reads the arrays in order, which the processor's prefetching makes several times faster
   * than the postings' scattered order.
   */
  private markBase(filter: ProductFilter, listed: number[] | undefined): number | undefined {
    if (!listed && filter.taxonIds === undefined) return undefined;
    if (this.lastMark === 0x7fffffff) {
      this.marks.fill(0); // numbers run out after 2^31 counts: start again from clean marks
      this.lastMark = 0;
    }
    const mark = ++this.lastMark;
    if (listed) {
      // Listed products were found under the taxon filter too; products not in the index drop out.
      for (const id of listed) {
        const position = this.positionById.get(id);
        if (position !== undefined) this.marks[position] = mark;
      }
    } else {
      for (const taxonId of filter.taxonIds!) {
        for (const position of this.taxonProducts.get(taxonId) ?? []) this.marks[position] = mark;
      }
    }
    return mark;
  }

  private hasTaxonIn(from: number, to: number, wanted: Uint8Array): boolean {
    for (let at = from; at < to; at++) if (wanted[this.taxonIds[at]!] === 1) return true;
    return false;
  }

  /**
   * By taxon id, the parent's child whose subtree holds the taxon (-1: none), read off the
   * materialized paths ("/1/7/42/": below the parent's path, the first id is the child's).
   */
  private childrenUnder(parent: CategoryParent): Int32Array {
    let children = this.childrenOf.get(parent.id);
    if (!children) {
      children = new Int32Array(this.taxonKind.length).fill(-1);
      for (const taxon of this.taxons) {
        if (taxon.path.length > parent.path.length && taxon.path.startsWith(parent.path)) {
          children[taxon.id] = Number(taxon.path.slice(parent.path.length).split('/')[0]);
        }
      }
      this.childrenOf.set(parent.id, children);
    }
    return children;
  }
}

/**
 * Turns lists of products by key into lists of keys by product, packed: product p's keys are
 * `keys[start[p] … start[p + 1]]`.
 */
function invert(count: number, lists: Array<{ key: number; list: Int32Array }>): [Int32Array, Int32Array] {
  const start = new Int32Array(count + 1);
  for (const { list } of lists) for (const position of list) start[position + 1]!++;
  for (let position = 0; position < count; position++) start[position + 1]! += start[position]!;
  const keys = new Int32Array(start[count]!);
  const filled = start.slice(0, count);
  for (const { key, list } of lists) for (const position of list) keys[filled[position]!++] = key;
  return [start, keys];
}

/**
 * A node's facet index. Built on first use; after a catalog change (`changed()`), a request starts a
 * rebuild and, while it runs, the previous index keeps answering, as TtlCache serves a stale entry
 * while it reloads: a rebuild reads the whole catalog (about two seconds at 100,000 products),
 * which no shopper should wait for. Rebuilds are spaced by ten times the last one's duration, so
 * however often the catalog changes (each sell-out at checkout is a change) they take at most a
 * tenth of the node's time. With the catalog caches off (CATALOG_CACHE_SECONDS=0) every request
 * builds its own.
 */
export class FacetIndexHolder {
  private current: Promise<FacetIndex> | undefined;
  private rebuilding = false;
  private stale = false;
  /** When the last build ended, and how long it took (ms). */
  private builtAt = 0;
  private buildTime = 0;

  constructor(
    private readonly build: () => Promise<FacetIndex>,
    private readonly cached: boolean,
    private readonly now: () => number = () => performance.now(),
  ) {}

  changed(): void {
    this.stale = true;
  }

  get(): Promise<FacetIndex> {
    if (!this.cached) return this.build();
    if (!this.current) {
      this.stale = false;
      const first = this.timedBuild();
      this.current = first;
      // A failed first build is forgotten, so the next request tries again.
      first.catch(() => {
        if (this.current === first) this.current = undefined;
      });
    } else if (this.stale && !this.rebuilding && this.now() - this.builtAt >= 10 * this.buildTime) {
      this.stale = false;
      this.rebuilding = true;
      this.timedBuild()
        .then(
          (index) => {
            this.current = Promise.resolve(index);
          },
          () => {
            this.stale = true; // the previous index serves on; a later request tries again
          },
        )
        .finally(() => {
          this.rebuilding = false;
        });
    }
    return this.current;
  }

  private async timedBuild(): Promise<FacetIndex> {
    const started = this.now();
    try {
      return await this.build();
    } finally {
      this.builtAt = this.now();
      this.buildTime = this.builtAt - started;
    }
  }
}
