import { Random } from '../prng';
import { UNITS, type LeafCategory, type Text, type Unit } from './vocabulary';

/**
 * The demo catalog's product attributes: what beauty shoppers filter by (skin type, concern, hair
 * type, finish, coverage, SPF, scent family, key ingredients, origin, vegan, cruelty-free) and what
 * a product page states (size, INCI). Each product gets the ones that fit its category, drawn from
 * a generator seeded by its own code, so the rest of the catalog's draws stay as they were.
 */

type AttributeType = 'select' | 'checkbox' | 'text' | 'textarea';

export interface AttributeDefinition {
  code: string;
  type: AttributeType;
  name: Text;
  filterable: boolean;
  choices: Array<{ code: string; name: Text }>;
}

const t = (ka: string, en: string): Text => ({ ka, en });
const choice = (code: string, ka: string, en: string) => ({ code, name: t(ka, en) });
const YES_NO = [choice('true', 'კი', 'Yes'), choice('false', 'არა', 'No')];

export const DEMO_ATTRIBUTES: AttributeDefinition[] = [
  {
    code: 'skin_type',
    type: 'select',
    name: t('კანის ტიპი', 'Skin type'),
    filterable: true,
    choices: [
      choice('dry', 'მშრალი', 'Dry'),
      choice('oily', 'ცხიმიანი', 'Oily'),
      choice('combination', 'კომბინირებული', 'Combination'),
      choice('sensitive', 'მგრძნობიარე', 'Sensitive'),
      choice('normal', 'ნორმალური', 'Normal'),
    ],
  },
  {
    code: 'skin_concern',
    type: 'select',
    name: t('კანის პრობლემა', 'Skin concern'),
    filterable: true,
    choices: [
      choice('hydration', 'დატენიანება', 'Hydration'),
      choice('anti_ageing', 'ასაკობრივი ცვლილებები', 'Anti-ageing'),
      choice('acne', 'აკნე', 'Acne'),
      choice('pigmentation', 'პიგმენტაცია', 'Pigmentation'),
      choice('redness', 'სიწითლე', 'Redness'),
      choice('dullness', 'მოსაწყენი ფერი', 'Dullness'),
      choice('pores', 'გაფართოებული ფორები', 'Enlarged pores'),
    ],
  },
  {
    code: 'hair_type',
    type: 'select',
    name: t('თმის ტიპი', 'Hair type'),
    filterable: true,
    choices: [
      choice('dry_damaged', 'მშრალი და დაზიანებული', 'Dry & damaged'),
      choice('coloured', 'შეღებილი', 'Colour-treated'),
      choice('fine', 'წვრილი', 'Fine'),
      choice('curly', 'ხვეული', 'Curly'),
      choice('normal', 'ნორმალური', 'Normal'),
    ],
  },
  {
    code: 'finish',
    type: 'select',
    name: t('ეფექტი', 'Finish'),
    filterable: true,
    choices: [
      choice('matte', 'მქრქალი', 'Matte'),
      choice('satin', 'ატლასისებრი', 'Satin'),
      choice('dewy', 'ნამიანი', 'Dewy'),
      choice('glossy', 'პრიალა', 'Glossy'),
      choice('shimmer', 'მბზინავი', 'Shimmer'),
    ],
  },
  {
    code: 'coverage',
    type: 'select',
    name: t('დაფარვა', 'Coverage'),
    filterable: true,
    choices: [
      choice('light', 'მსუბუქი', 'Light'),
      choice('medium', 'საშუალო', 'Medium'),
      choice('full', 'სრული', 'Full'),
    ],
  },
  {
    code: 'spf',
    type: 'select',
    name: t('SPF', 'SPF'),
    filterable: true,
    choices: [choice('15', 'SPF 15', 'SPF 15'), choice('30', 'SPF 30', 'SPF 30'), choice('50', 'SPF 50+', 'SPF 50+')],
  },
  {
    code: 'scent_family',
    type: 'select',
    name: t('არომატის ოჯახი', 'Scent family'),
    filterable: true,
    choices: [
      choice('floral', 'ყვავილოვანი', 'Floral'),
      choice('woody', 'ხის', 'Woody'),
      choice('citrus', 'ციტრუსის', 'Citrus'),
      choice('oriental', 'აღმოსავლური', 'Oriental'),
      choice('fresh', 'სუფთა', 'Fresh'),
      choice('gourmand', 'ტკბილი', 'Gourmand'),
    ],
  },
  {
    code: 'key_ingredients',
    type: 'select',
    name: t('ძირითადი ინგრედიენტები', 'Key ingredients'),
    filterable: true,
    choices: [
      choice('hyaluronic_acid', 'ჰიალურონის მჟავა', 'Hyaluronic acid'),
      choice('niacinamide', 'ნიაცინამიდი', 'Niacinamide'),
      choice('vitamin_c', 'ვიტამინი C', 'Vitamin C'),
      choice('retinol', 'რეტინოლი', 'Retinol'),
      choice('ceramides', 'ცერამიდები', 'Ceramides'),
      choice('salicylic_acid', 'სალიცილის მჟავა', 'Salicylic acid'),
      choice('shea_butter', 'შის კარაქი', 'Shea butter'),
      choice('aloe_vera', 'ალოე ვერა', 'Aloe vera'),
      choice('argan_oil', 'არგანის ზეთი', 'Argan oil'),
      choice('panthenol', 'პანთენოლი', 'Panthenol'),
    ],
  },
  { code: 'volume', type: 'text', name: t('მოცულობა / წონა', 'Volume / weight'), filterable: false, choices: [] },
  { code: 'inci', type: 'textarea', name: t('შემადგენლობა (INCI)', 'Ingredients (INCI)'), filterable: false, choices: [] },
  {
    code: 'country_of_origin',
    type: 'select',
    name: t('წარმოშობის ქვეყანა', 'Country of origin'),
    filterable: true,
    choices: [
      choice('GE', 'საქართველო', 'Georgia'),
      choice('FR', 'საფრანგეთი', 'France'),
      choice('IT', 'იტალია', 'Italy'),
      choice('DE', 'გერმანია', 'Germany'),
      choice('KR', 'სამხრეთ კორეა', 'South Korea'),
      choice('ES', 'ესპანეთი', 'Spain'),
      choice('PL', 'პოლონეთი', 'Poland'),
      choice('US', 'აშშ', 'USA'),
    ],
  },
  { code: 'vegan', type: 'checkbox', name: t('ვეგანური', 'Vegan'), filterable: true, choices: YES_NO },
  {
    code: 'cruelty_free',
    type: 'checkbox',
    name: t('ცხოველებზე არ არის ნაცადი', 'Cruelty-free'),
    filterable: true,
    choices: YES_NO,
  },
]; // prettier-ignore

/** A product's attribute values: choice codes for select and checkbox attributes, text per language otherwise. */
type DemoAttributeValues = Record<string, string[] | Text>;

export interface DemoAttributes {
  product: string;
  values: DemoAttributeValues;
}

/** What a product is, as the attributes that fit it depend on. */
export interface AttributeSubject {
  code: string;
  top: string;
  leaf: LeafCategory;
  /** The English name, which says the skin or hair type it was made for ("… for Dry Skin"). */
  englishName: string;
  localBrand: boolean;
  brandIndex: number;
  /** The variants' codes, which end in their size ("-50ML"). */
  variantCodes: string[];
}

const SKIN_TOPS = new Set(['face-care', 'body-care', 'sun-care', 'men', 'pharmacy', 'mother-baby']);
const FOREIGN = ['FR', 'IT', 'DE', 'KR', 'ES', 'PL', 'US'];
const FINISHES: Record<string, string[]> = {
  foundations: ['matte', 'satin', 'dewy'],
  concealers: ['matte', 'satin'],
  powders: ['matte', 'shimmer'],
  blushes: ['matte', 'satin', 'shimmer'],
  eyeshadows: ['matte', 'shimmer', 'satin'],
  lipsticks: ['matte', 'satin', 'glossy'],
  'lip-glosses': ['glossy', 'shimmer'],
  nails: ['glossy', 'matte', 'shimmer'],
};
const SKIN_QUALIFIER: Record<string, string[]> = {
  'for All Skin Types': ['normal', 'dry', 'oily', 'combination'],
  'for Dry Skin': ['dry'],
  'for Oily & Combination Skin': ['oily', 'combination'],
  'for Sensitive Skin': ['sensitive'],
};
const HAIR_QUALIFIER: Record<string, string[]> = {
  'for Dry & Damaged Hair': ['dry_damaged'],
  'for Colour-Treated Hair': ['coloured'],
  'for Fine Hair': ['fine'],
  'for Curly Hair': ['curly'],
};
/** INCI names of the key ingredients, and the base every formula starts from. */
const INCI: Record<string, string> = {
  hyaluronic_acid: 'Sodium Hyaluronate',
  niacinamide: 'Niacinamide',
  vitamin_c: 'Ascorbic Acid',
  retinol: 'Retinol',
  ceramides: 'Ceramide NP',
  salicylic_acid: 'Salicylic Acid',
  shea_butter: 'Butyrospermum Parkii Butter',
  aloe_vera: 'Aloe Barbadensis Leaf Juice',
  argan_oil: 'Argania Spinosa Kernel Oil',
  panthenol: 'Panthenol',
};

/** A number from a product code, so each product draws from its own sequence. */
function seedOf(code: string): number {
  let hash = 2166136261;
  for (const char of code) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const SIZE = /-(\d+)(ML|G|PCS|CAPS)$/;
const UNIT_BY_CODE = new Map(Object.entries(UNITS).map(([unit, { code }]) => [code, unit as Unit]));

/** The size a variant's code ends in ("P-00001-50ML" → 50 ml); null for shades. */
export function variantContent(code: string): { amount: number; unit: Unit } | null {
  const match = SIZE.exec(code);
  const unit = match ? UNIT_BY_CODE.get(match[2]!) : undefined;
  return match && unit ? { amount: Number(match[1]), unit } : null;
}

function sizeText(codes: string[]): Text | null {
  const sizes = codes.flatMap((code) => variantContent(code) ?? []);
  if (sizes.length === 0) return null;
  const unit = sizes[0]!.unit;
  const amounts = [...new Set(sizes.map((size) => size.amount))].sort((a, b) => a - b).join(' / ');
  const last = sizes[sizes.length - 1]!.amount;
  return { ka: `${amounts} ${UNITS[unit].ka}`, en: `${amounts} ${UNITS[unit].en(last)}` };
}

/** The attributes that fit a product, in both languages. */
export function demoAttributes(subject: AttributeSubject): DemoAttributes {
  const random = new Random(seedOf(subject.code));
  const values: DemoAttributeValues = {};
  const { leaf, top } = subject;
  const skin = SKIN_TOPS.has(top) && !leaf.fragrance && !leaf.ingested;

  if (leaf.qualifiers === 'skin' || (skin && top !== 'mother-baby')) {
    const qualifier = Object.keys(SKIN_QUALIFIER).find((words) => subject.englishName.endsWith(words));
    values.skin_type = qualifier
      ? SKIN_QUALIFIER[qualifier]!
      : random.sample(['dry', 'oily', 'combination', 'sensitive', 'normal'], random.int(1, 3));
  }
  if (top === 'face-care' || top === 'pharmacy' || leaf.code === 'mens-skincare') {
    values.skin_concern = random.sample(
      ['hydration', 'anti_ageing', 'acne', 'pigmentation', 'redness', 'dullness', 'pores'],
      random.int(1, 2),
    );
  }
  if (leaf.qualifiers === 'hair' || top === 'hair-care') {
    const qualifier = Object.keys(HAIR_QUALIFIER).find((words) => subject.englishName.endsWith(words));
    values.hair_type = qualifier ? HAIR_QUALIFIER[qualifier]! : ['normal'];
  }
  const finishes = FINISHES[leaf.code];
  if (finishes) values.finish = [random.pick(finishes)];
  if (leaf.code === 'foundations' || leaf.code === 'concealers')
    values.coverage = [random.pick(['light', 'medium', 'full'])];
  if (leaf.code === 'face-sunscreen' || leaf.code === 'body-sunscreen')
    values.spf = [random.pick(['30', '50'])];
  else if (leaf.code === 'day-creams' && random.chance(0.4)) values.spf = [random.pick(['15', '30'])];
  if (leaf.fragrance || top === 'fragrance')
    values.scent_family = random.sample(
      ['floral', 'woody', 'citrus', 'oriental', 'fresh', 'gourmand'],
      random.int(1, 2),
    );
  if (skin || top === 'hair-care') {
    const ingredients = random.sample(Object.keys(INCI), random.int(1, 3));
    values.key_ingredients = ingredients;
    const inci = ['Aqua', 'Glycerin', ...ingredients.map((code) => INCI[code]!), 'Phenoxyethanol', 'Parfum'];
    values.inci = { ka: inci.join(', '), en: inci.join(', ') };
  }
  const size = sizeText(subject.variantCodes);
  if (size) values.volume = size;
  values.country_of_origin = [subject.localBrand ? 'GE' : FOREIGN[subject.brandIndex % FOREIGN.length]!];
  // A brand is vegan or cruelty-free as a whole, mostly; a few of its products differ.
  const veganBrand = subject.brandIndex % 3 !== 0;
  values.vegan = [String(random.chance(0.9) ? veganBrand : !veganBrand)];
  values.cruelty_free = [String(subject.brandIndex % 5 !== 0 || random.chance(0.3))];
  return { product: subject.code, values };
}
