import { join } from 'node:path';
import type { CatalogFile, ImportLocale } from '../import/format';
import { Random } from '../prng';
import { latinSlug, localSlug } from '../slug';
import { bannerSvg, productSvg, renderAll, type RenderJob } from './art';
import { demoAttributes, type DemoAttributes } from './attributes';
import { makeBrands, type Brand } from './brands';
import {
  CATEGORY_EDITIONS,
  CATEGORY_TREE,
  CLAIMS,
  FRAGRANCE_LINES,
  isGroup,
  PRODUCT_LINES,
  QUALIFIERS,
  UNITS,
  type Category,
  type Kind,
  type LeafCategory,
  type Shape,
  type Text,
} from './vocabulary';

export interface GenerateOptions {
  /** Number of products (default 480). */
  products?: number;
  /** Number of brands (default 48). */
  brands?: number;
  /** Number of leaf categories (default: the demo tree's 53). */
  categories?: number;
  /** PRNG seed; the same options always give the same catalog. */
  seed?: number;
  /**
   * 'per-product' draws every product (the demo); 'shared' draws a few dozen pictures that scale
   * catalogs reuse; 'none' leaves products without images.
   */
  images?: 'none' | 'shared' | 'per-product';
}

export interface GenerateTarget {
  /** Where images are written; image sources in the result are relative to it. Needed unless images is 'none'. */
  imageDir?: string;
}

/** What the demo seed needs besides the import file: which products wear which label. */
export interface DemoExtras {
  newProducts: string[];
  bestsellers: string[];
  /** Discount percent → product codes. */
  discounts: Map<number, string[]>;
  /** Codes of the Georgian house brands. */
  localBrands: string[];
  brands: { code: string; name: Text; colour: string }[];
  topCategories: { code: string; name: Text }[];
  /** Enabled products that can be bought (for carousels). */
  purchasable: string[];
  /** Each product's attributes (skin type, finish, INCI…). */
  attributes: DemoAttributes[];
  /** Each product's option (shade, volume…) and the value each of its variants is. */
  options: DemoOptions[];
}

/** A product's option and its variants' values: a shade carries its colour (and, drawn, its own picture). */
export interface DemoOptions {
  product: string;
  option: 'shade' | 'volume' | 'weight' | 'quantity';
  values: Array<{ variant: string; code: string; name: Text; colour: string | null; image: string | null }>;
}

/** Artwork with words drawn on it is drawn in each language, the vocabulary's key with the shop's locale. */
const DRAWN_LANGUAGES: ReadonlyArray<readonly ['ka' | 'en', ImportLocale]> = [
  ['ka', 'ka_GE'],
  ['en', 'en_US'],
];

const MENU_CODE = 'MENU';
const BRANDS_CODE = 'brendebi';

const DISCOUNTS = [10, 15, 20, 25, 30];
/** Editions that tell a brand's products of one name apart, Latin in both languages as brands print them. */
const EDITIONS = ['Pro', 'Intense', 'Ultra', 'Classic', 'Expert', 'Sensitive', 'Max', 'Lux'];
/** The dearest item in the shop (a large bottle of perfume), in tetri. */
const MAX_PRICE = 34_900;
const SHARE = { discounted: 0.2, outOfStock: 0.07, untracked: 0.02, partial: 0.12, disabled: 0.005 };

interface PlacedLeaf {
  leaf: LeafCategory;
  code: string;
  name: Text;
  top: string;
}

type TaxonRecord = NonNullable<CatalogFile['taxons']>[number];
type ProductRecord = NonNullable<CatalogFile['products']>[number];
type VariantRecord = ProductRecord['variants'][number];

/** Builds the import file for a catalog of the given size (and draws its images into imageDir). */
export async function generateCatalog(options: GenerateOptions & GenerateTarget = {}): Promise<CatalogFile> {
  return (await generateDemo(options)).file;
}

export async function generateDemo(
  options: GenerateOptions & GenerateTarget = {},
): Promise<{ file: CatalogFile; extras: DemoExtras }> {
  const random = new Random(options.seed ?? 1);
  const imageMode = options.images ?? 'per-product';
  if (imageMode !== 'none' && !options.imageDir)
    throw new Error('generateCatalog needs an imageDir to draw images into');
  const jobs: RenderJob[] = [];
  const draw = (file: string, svg: string) => {
    jobs.push({ file: join(options.imageDir ?? '', file), svg, format: 'png' });
    return file;
  };

  const { taxons, leaves } = buildCategories(options.categories, imageMode !== 'none' ? draw : null);
  const tops = CATEGORY_TREE.filter((top) => leaves.some((leaf) => leaf.top === top.code));
  const brands = makeBrands(
    options.brands ?? 48,
    tops.map((top) => top.code),
    random,
  );
  const brandCodes = uniqueCodes(brands.map((brand) => latinSlug(brand.name.en)));
  taxons.push(...brandTaxons(brands, brandCodes));

  const count = options.products ?? 480;
  const states = assignStates(count, random);
  const leafCycle = random.shuffle(leaves);
  const slugs = { ka_GE: new Set<string>(), en_US: new Set<string>() };
  const namesTaken = new Map<string, number>();
  const shared = imageMode === 'shared' ? sharedPictures(draw) : null;
  const products: ProductRecord[] = [];
  const extras: DemoExtras = {
    newProducts: [],
    bestsellers: [],
    discounts: new Map(),
    localBrands: brands
      .filter((b) => b.name.ka !== b.name.en)
      .map((b) => brandCodes[brands.indexOf(b)] as string),
    brands: brands.map((brand, i) => ({
      code: brandCodes[i] as string,
      name: brand.name,
      colour: brand.colour,
    })),
    topCategories: tops.map((top) => ({ code: top.code, name: top.name })),
    purchasable: [],
    attributes: [],
    options: [],
  };

  for (let i = 0; i < count; i++) {
    const placed = leafCycle[i % leafCycle.length] as PlacedLeaf;
    const { leaf } = placed;
    const makers = brands
      .map((brand, index) => ({ brand, index }))
      .filter(({ brand }) => brand.makes.includes(placed.top));
    const { brand, index: brandIndex } = random.pick(
      makers.length > 0 ? makers : [{ brand: brands[0] as Brand, index: 0 }],
    );
    const brandCode = brandCodes[brandIndex] as string;
    const kind = random.pick(leaf.kinds);
    const shape: Shape = kind.shape ?? leaf.shape;
    const name = distinctName(productName(leaf, kind, random), brandCode, namesTaken);
    const code = `P-${String(i + 1).padStart(5, '0')}`;
    const state = states[i] as ProductState;
    const variants = makeVariants(code, leaf, state, random);
    if (state.discount)
      extras.discounts.set(state.discount, [...(extras.discounts.get(state.discount) ?? []), code]);

    const product: ProductRecord = {
      code,
      enabled: !state.disabled,
      mainTaxon: placed.code,
      taxons: [placed.code, brandCode],
      translations: {
        ka_GE: {
          name: name.ka,
          slug: uniqueSlug(slugs.ka_GE, localSlug(name.ka), localSlug(brand.name.ka)),
          description: describe(leaf, random, 'ka'),
          shortDescription: firstSentence(leaf.about.ka),
        },
        en_US: {
          name: name.en,
          slug: uniqueSlug(slugs.en_US, latinSlug(name.en), latinSlug(brand.name.en)),
          description: describe(leaf, random, 'en'),
          shortDescription: firstSentence(leaf.about.en),
        },
      },
      variants: variants.records,
    };
    if (imageMode === 'per-product') {
      const art = {
        shape,
        colour: brand.colour,
        accent: variants.accent,
        brand: brand.name.en,
        name: name.en,
      };
      const images: NonNullable<ProductRecord['images']> = [
        { source: draw(`products/${code.toLowerCase()}.png`, productSvg(art)), type: null },
      ];
      if (random.chance(0.1)) {
        const box = { ...art, shape: 'box' as const, colour: variants.accent, accent: brand.colour };
        images.push({ source: draw(`products/${code.toLowerCase()}-box.png`, productSvg(box)), type: null });
      }
      if (random.chance(0.05)) {
        // Words are drawn on it, so each language has its own (the shop gives a page its language's).
        for (const [language, locale] of DRAWN_LANGUAGES) {
          const banner = bannerSvg({
            width: 1200,
            height: 300,
            colour: brand.colour,
            accent: variants.accent,
            title: brand.name[language],
            subtitle: name[language],
            shapes: [shape],
            seed: i,
          });
          images.push({
            source: draw(`products/${code.toLowerCase()}-banner-${language}.png`, banner),
            type: 'sticky-banner',
            locale,
          });
        }
      }
      // Each shade its own picture, in its colour, which the product page shows when it is chosen.
      for (const value of variants.option.values) {
        if (!value.colour) continue;
        const file = `products/${value.variant.toLowerCase()}.png`;
        value.image = draw(file, productSvg({ ...art, accent: value.colour }));
        images.push({ source: value.image, type: null });
      }
      product.images = images;
    } else if (shared) {
      product.images = [{ source: shared(shape, brandIndex), type: null }];
    }
    products.push(product);
    extras.attributes.push(
      demoAttributes({
        code,
        top: placed.top,
        leaf,
        englishName: name.en,
        localBrand: brand.name.ka !== brand.name.en,
        brandIndex,
        variantCodes: variants.records.map((record) => record.code),
      }),
    );
    extras.options.push({ product: code, ...variants.option });
    if (!state.disabled && !state.outOfStock) extras.purchasable.push(code);
  }

  const enabled = products.filter((product) => product.enabled !== false).map((product) => product.code);
  const labelled = Math.max(10, Math.round(count * 0.08));
  extras.newProducts = random.sample(enabled, Math.min(enabled.length, labelled));
  extras.bestsellers = random.sample(extras.purchasable, Math.min(extras.purchasable.length, labelled));

  await renderAll(jobs);
  return { file: { version: 1, taxons, products }, extras };
}

interface ProductState {
  discount: number | null;
  outOfStock: boolean;
  untracked: boolean;
  partial: boolean;
  disabled: boolean;
}

/** Fixed shares of products get each state, so every seed and size meets the demo's promises. */
function assignStates(count: number, random: Random): ProductState[] {
  const states: ProductState[] = Array.from({ length: count }, () => ({
    discount: null,
    outOfStock: false,
    untracked: false,
    partial: false,
    disabled: false,
  }));
  const take = (share: number) => Math.ceil(count * share);
  for (const index of random.shuffle(Array.from(states.keys())).slice(0, take(SHARE.discounted))) {
    (states[index] as ProductState).discount = random.pick(DISCOUNTS);
  }
  const order = random.shuffle(Array.from(states.keys()));
  let at = 0;
  const mark = (share: number, key: 'outOfStock' | 'untracked' | 'partial' | 'disabled') => {
    for (const index of order.slice(at, at + take(share))) (states[index] as ProductState)[key] = true;
    at += take(share);
  };
  mark(SHARE.outOfStock, 'outOfStock');
  mark(SHARE.untracked, 'untracked');
  mark(SHARE.partial, 'partial');
  mark(SHARE.disabled, 'disabled');
  return states;
}

function productName(leaf: LeafCategory, kind: Kind, random: Random): Text {
  const { ka, en } = kind.name;
  if (leaf.fragrance) {
    const line = random.pick(FRAGRANCE_LINES);
    return { ka: `${line} ${ka}`, en: `${line} ${en}` };
  }
  const line = leaf.qualifiers && random.chance(0.35) ? random.pick(PRODUCT_LINES[leaf.qualifiers]) : null;
  // Drawn even for plain kinds, so that one kind's wording never reshuffles the rest of the catalog.
  const drawn = leaf.qualifiers && random.chance(0.5) ? random.pick(QUALIFIERS[leaf.qualifiers]) : null;
  const qualifier = kind.plain ? null : drawn;
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  return { ka: join(line ?? undefined, ka, qualifier?.ka), en: join(line ?? undefined, en, qualifier?.en) };
}

/**
 * A brand's second product of a name gets an edition of its own ("Lengthening Mascara Pro"), as real
 * ranges are told apart: two look-alike products of one brand would leave a shopper guessing (issue 26).
 * Counted, not drawn, so the rest of the catalog stays as the seed makes it.
 */
function distinctName(name: Text, brandCode: string, taken: Map<string, number>): Text {
  const key = `${brandCode}\u0000${name.en}`;
  const before = taken.get(key) ?? 0;
  taken.set(key, before + 1);
  if (before === 0) return name;
  const edition = EDITIONS[(before - 1) % EDITIONS.length] as string;
  const round = Math.floor((before - 1) / EDITIONS.length);
  const suffix = round === 0 ? edition : `${edition} ${round + 1}`;
  return { ka: `${name.ka} ${suffix}`, en: `${name.en} ${suffix}` };
}

function describe(leaf: LeafCategory, random: Random, language: 'ka' | 'en'): string {
  const claims = random
    .sample(CLAIMS, random.int(1, 2))
    .map((claim) => ((leaf.ingested ? claim.ingested : undefined) ?? claim.text)[language]);
  return [leaf.about[language], leaf.use[language], claims.join(' ')].map((p) => `<p>${p}</p>`).join('');
}

function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

function uniqueSlug(taken: Set<string>, base: string, brand: string): string {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : n === 2 ? `${base}-${brand}` : `${base}-${brand}-${n - 1}`;
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}

function uniqueCodes(codes: string[]): string[] {
  const seen = new Set<string>();
  return codes.map((code) => {
    let candidate = code;
    for (let n = 2; seen.has(candidate); n++) candidate = `${code}-${n}`;
    seen.add(candidate);
    return candidate;
  });
}

/** Rounds a price to the shop's usual endings (…90 tetri). */
function shelfPrice(tetri: number): number {
  return Math.min(MAX_PRICE, Math.max(190, Math.round(tetri / 100) * 100 - 10));
}

/** The option a size is a value of. */
const OPTION_OF_UNIT = { ml: 'volume', g: 'weight', pcs: 'quantity', caps: 'quantity' } as const;

function makeVariants(
  code: string,
  leaf: LeafCategory,
  state: ProductState,
  random: Random,
): { records: VariantRecord[]; accent: string; option: Omit<DemoOptions, 'product'> } {
  const base = random.int(leaf.price[0], leaf.price[1]);
  const options =
    'sizes' in leaf.variants
      ? (() => {
          const { sizes, unit } = leaf.variants;
          const chosen = random.sample(sizes, random.int(1, Math.min(4, sizes.length)));
          const smallest = sizes[0] as number;
          return chosen.map((size) => ({
            value: `${OPTION_OF_UNIT[unit]}-${size}${unit}`,
            suffix: `${size}${UNITS[unit].code}`,
            name: { ka: `${size} ${UNITS[unit].ka}`, en: `${size} ${UNITS[unit].en(size)}` },
            price: shelfPrice(base * (size / smallest) ** 0.75),
            colour: null as string | null,
          }));
        })()
      : random
          .sample(leaf.variants.shades, random.int(1, Math.min(4, leaf.variants.shades.length)))
          .map((shade) => {
            const numbered = /^\d/.test(shade.name.en);
            return {
              value: `shade-${leaf.code}-${shade.code}`,
              suffix: shade.code,
              name: numbered
                ? shade.name
                : { ka: `${shade.code} ${shade.name.ka}`, en: `${shade.code} ${shade.name.en}` },
              price: shelfPrice(base),
              colour: shade.colour as string | null,
            };
          });

  const soldOut = new Set<number>();
  if (state.outOfStock) options.forEach((_, i) => soldOut.add(i));
  else if (state.partial && options.length > 1) {
    for (const i of random.sample(Array.from(options.keys()), random.int(1, options.length - 1)))
      soldOut.add(i);
  }
  const records = options.map((option, i): VariantRecord => {
    const price = state.discount
      ? Math.round((option.price * (100 - state.discount)) / 1000) * 10
      : option.price;
    return {
      code: `${code}-${option.suffix}`,
      tracked: !state.untracked,
      onHand: state.untracked || soldOut.has(i) ? 0 : random.int(3, 60),
      price,
      originalPrice: option.price,
      translations: { ka_GE: { name: option.name.ka }, en_US: { name: option.name.en } },
    };
  });
  const option = 'sizes' in leaf.variants ? OPTION_OF_UNIT[leaf.variants.unit] : ('shade' as const);
  return {
    records,
    accent: options.find((option) => option.colour)?.colour ?? '#3a3a3a',
    option: {
      option,
      values: options.map((value, i) => ({
        variant: records[i]!.code,
        code: value.value,
        // A shade is named without its number ("Ivory"), which its swatch's label adds back.
        name: value.name,
        colour: value.colour?.toLowerCase() ?? null,
        image: null,
      })),
    },
  };
}

/** The menu tree: MENU, top categories, groups and the leaves products go into. */
function buildCategories(
  wantedLeaves: number | undefined,
  draw: ((file: string, svg: string) => string) | null,
): { taxons: TaxonRecord[]; leaves: PlacedLeaf[] } {
  const all: PlacedLeaf[] = [];
  const collect = (category: Category, top: string) => {
    if (isGroup(category)) category.children.forEach((child) => collect(child, top));
    else all.push({ leaf: category, code: category.code, name: category.name, top });
  };
  CATEGORY_TREE.forEach((top) => collect(top, top.code));

  // Fewer leaves: take them round-robin over the top categories so each top keeps some.
  const byTop = CATEGORY_TREE.map((top) => all.filter((leaf) => leaf.top === top.code));
  const interleaved: PlacedLeaf[] = [];
  for (let i = 0; interleaved.length < all.length; i++) {
    for (const list of byTop) if (list[i]) interleaved.push(list[i] as PlacedLeaf);
  }
  const target = Math.max(1, wantedLeaves ?? all.length);
  const chosen = new Set(interleaved.slice(0, target).map((leaf) => leaf.code));
  // More leaves: editions of existing ones ("Serums — Travel Size"), as siblings.
  const extras = new Map<string, PlacedLeaf[]>();
  for (let n = 0; n < target - all.length; n++) {
    const base = all[n % all.length] as PlacedLeaf;
    const round = Math.floor(n / all.length);
    const edition = CATEGORY_EDITIONS[round % CATEGORY_EDITIONS.length] as Text;
    const suffix =
      round < CATEGORY_EDITIONS.length ? '' : ` ${Math.floor(round / CATEGORY_EDITIONS.length) + 1}`;
    const name = {
      ka: `${base.name.ka} — ${edition.ka}${suffix}`,
      en: `${base.name.en} — ${edition.en}${suffix}`,
    };
    const placed = {
      leaf: base.leaf,
      code: `${base.code}-${latinSlug(edition.en)}${suffix ? `-${suffix.trim()}` : ''}`,
      name,
      top: base.top,
    };
    extras.set(base.code, [...(extras.get(base.code) ?? []), placed]);
  }

  const taxons: TaxonRecord[] = [
    {
      code: MENU_CODE,
      parent: null,
      translations: { ka_GE: { name: 'მენიუ', slug: 'მენიუ' }, en_US: { name: 'Menu', slug: 'menu' } },
    },
    {
      code: BRANDS_CODE,
      parent: null,
      translations: {
        ka_GE: { name: 'ბრენდები', slug: 'ბრენდები' },
        en_US: { name: 'Brands', slug: 'brands' },
      },
    },
  ];
  const leaves: PlacedLeaf[] = [];
  const slugOf = (parent: { ka: string; en: string } | null, name: Text) => ({
    ka: (parent ? `${parent.ka}/` : '') + localSlug(name.ka),
    en: (parent ? `${parent.en}/` : '') + latinSlug(name.en),
  });
  const hasChosen = (category: Category): boolean =>
    isGroup(category) ? category.children.some(hasChosen) : chosen.has(category.code);
  const add = (
    category: Category,
    parent: string,
    parentSlug: { ka: string; en: string } | null,
    top: string,
  ) => {
    if (!hasChosen(category)) return;
    const slug = slugOf(parentSlug, category.name);
    const intro = isGroup(category) ? category.intro : undefined;
    const record: TaxonRecord = {
      code: category.code,
      parent,
      translations: {
        ka_GE: { name: category.name.ka, slug: slug.ka, ...(intro && { description: intro.ka }) },
        en_US: { name: category.name.en, slug: slug.en, ...(intro && { description: intro.en }) },
      },
    };
    taxons.push(record);
    if (isGroup(category)) {
      category.children.forEach((child) => add(child, category.code, slug, top));
      return;
    }
    leaves.push({ leaf: category, code: category.code, name: category.name, top });
    for (const extra of extras.get(category.code) ?? []) {
      const extraSlug = slugOf(parentSlug, extra.name);
      taxons.push({
        code: extra.code,
        parent,
        translations: {
          ka_GE: { name: extra.name.ka, slug: extraSlug.ka },
          en_US: { name: extra.name.en, slug: extraSlug.en },
        },
      });
      leaves.push(extra);
    }
  };
  CATEGORY_TREE.forEach((top, index) => {
    const before = taxons.length;
    add(top, MENU_CODE, null, top.code);
    const record = taxons[before];
    if (draw && record) {
      const colour = [
        '#c8506e',
        '#7a3f5c',
        '#2f6f73',
        '#8a5a44',
        '#5b4b8a',
        '#b07d2b',
        '#2e4f7a',
        '#3d7a4a',
        '#455a64',
      ][index % 9] as string;
      // The category's name is drawn on it: one banner per language.
      record.images = DRAWN_LANGUAGES.map(([language, locale]) => ({
        source: draw(
          `taxons/${top.code}-banner-${language}.png`,
          bannerSvg({
            width: 1200,
            height: 300,
            colour,
            accent: '#f3c1b5',
            title: top.name[language],
            shapes: ['bottle', 'jar', 'tube'],
            seed: index + 3,
          }),
        ),
        type: 'production-sticky-banner',
        locale,
      }));
    }
  });
  return { taxons, leaves };
}

function brandTaxons(brands: Brand[], codes: string[]): TaxonRecord[] {
  return brands.map((brand, i) => ({
    code: codes[i] as string,
    parent: BRANDS_CODE,
    brand: true,
    translations: {
      ka_GE: { name: brand.name.ka, slug: `ბრენდები/${localSlug(brand.name.ka)}` },
      en_US: { name: brand.name.en, slug: `brands/${latinSlug(brand.name.en)}` },
    },
  }));
}

/** For scale catalogs: a couple of pictures per packaging shape, reused by every product of that shape. */
function sharedPictures(
  draw: (file: string, svg: string) => string,
): (shape: Shape, brandIndex: number) => string {
  const colours = ['#c8506e', '#2f6f73'];
  const drawn = new Map<string, string>();
  return (shape, brandIndex) => {
    const variant = brandIndex % colours.length;
    const key = `${shape}-${variant}`;
    let file = drawn.get(key);
    if (!file) {
      const art = {
        shape,
        colour: colours[variant] as string,
        accent: '#3a3a3a',
        brand: 'sakhe',
        name: 'Beauty essentials',
      };
      file = draw(`shared/${key}.png`, productSvg(art));
      drawn.set(key, file);
    }
    return file;
  };
}
