/** Words the demo catalog is written with, in Georgian and English. */
export interface Text {
  ka: string;
  en: string;
}

export type Shape =
  | 'bottle'
  | 'pump'
  | 'dropper'
  | 'tube'
  | 'jar'
  | 'compact'
  | 'palette'
  | 'stick'
  | 'mascara'
  | 'spray'
  | 'perfume'
  | 'sachet'
  | 'box'
  | 'nail';

interface Shade {
  code: string;
  name: Text;
  colour: string;
}

export type Unit = 'ml' | 'g' | 'pcs' | 'caps';

type VariantScheme = { sizes: number[]; unit: Unit } | { shades: Shade[] };

export const UNITS: Record<Unit, { ka: string; en: (size: number) => string; code: string }> = {
  ml: { ka: 'მლ', en: () => 'ml', code: 'ML' },
  g: { ka: 'გ', en: () => 'g', code: 'G' },
  pcs: { ka: 'ცალი', en: (size) => (size === 1 ? 'pc' : 'pcs'), code: 'PCS' },
  caps: { ka: 'კაფსულა', en: (size) => (size === 1 ? 'capsule' : 'capsules'), code: 'CAPS' },
};

/** Words that make one kind of product into several (suffixes: "… for Dry Skin"). */
export const QUALIFIERS: Record<'skin' | 'hair', Text[]> = {
  skin: [
    { ka: 'ყველა ტიპის კანისთვის', en: 'for All Skin Types' },
    { ka: 'მშრალი კანისთვის', en: 'for Dry Skin' },
    { ka: 'ცხიმიანი და კომბინირებული კანისთვის', en: 'for Oily & Combination Skin' },
    { ka: 'მგრძნობიარე კანისთვის', en: 'for Sensitive Skin' },
  ],
  hair: [
    { ka: 'მშრალი და დაზიანებული თმისთვის', en: 'for Dry & Damaged Hair' },
    { ka: 'შეღებილი თმისთვის', en: 'for Colour-Treated Hair' },
    { ka: 'წვრილი თმისთვის', en: 'for Fine Hair' },
    { ka: 'ხვეული თმისთვის', en: 'for Curly Hair' },
  ],
};

/** Product line names, Latin in both languages as brands print them; only where such lines are usual. */
export const PRODUCT_LINES: Record<'skin' | 'hair', string[]> = {
  skin: [
    'Aqua Boost',
    'Pure Glow',
    'Derma Calm',
    'Hydra Plus',
    'Bio Balance',
    'Youth Code',
    'Clear Skin',
    'Daily Defence',
  ],
  hair: ['Silk Therapy', 'Nutri Rich', 'Intense Repair', 'Volume Up', 'Color Lock'],
};

export const FRAGRANCE_LINES = [
  'Saperavi Noir',
  'Tbilisi Nights',
  'Rkatsiteli Blanc',
  'Black Sea Breeze',
  'Svaneti Snow',
  'Kakheti Sun',
  'Velours Noir',
  "Jardin d'Été",
  'Rose Impériale',
  'Ambre Soleil',
  'Oud Royal',
  'Fleur de Coton',
  'Bois Sacré',
  'Citrus Riviera',
  'Musc Blanc',
  'Iris Poudré',
];

/** Closing sentences of product descriptions. */
export const CLAIMS: { text: Text; ingested?: Text }[] = [
  {
    text: { ka: 'დერმატოლოგიურად ტესტირებულია.', en: 'Dermatologically tested.' },
    ingested: {
      ka: 'ხარისხი დადასტურებულია ლაბორატორიული კვლევით.',
      en: 'Quality confirmed by laboratory testing.',
    },
  },
  {
    text: { ka: 'არ შეიცავს პარაბენებს და სილიკონებს.', en: 'Free from parabens and silicones.' },
    ingested: { ka: 'არ შეიცავს ხელოვნურ საღებავებს.', en: 'No artificial colourings.' },
  },
  {
    text: {
      ka: 'ვეგანური ფორმულა, ცხოველებზე ტესტირების გარეშე.',
      en: 'Vegan formula, never tested on animals.',
    },
  },
  {
    text: {
      ka: 'შეფუთვა დამზადებულია გადამუშავებული პლასტმასისგან.',
      en: 'Packaging made from recycled plastic.',
    },
  },
  { text: { ka: 'შესაფერისია ყოველდღიური გამოყენებისთვის.', en: 'Suitable for everyday use.' } },
];

/** Extra category names for scale catalogs that need more categories than the demo tree has. */
export const CATEGORY_EDITIONS: Text[] = [
  { ka: 'პროფესიონალური ხაზი', en: 'Professional Line' },
  { ka: 'სამოგზაურო ზომები', en: 'Travel Size' },
  { ka: 'სასაჩუქრე ნაკრებები', en: 'Gift Sets' },
  { ka: 'ორგანული', en: 'Organic' },
  { ka: 'ვეგანური', en: 'Vegan' },
  { ka: 'კორეული კოსმეტიკა', en: 'K-Beauty' },
  { ka: 'ლიმიტირებული კოლექცია', en: 'Limited Edition' },
];

const FOUNDATION_SHADES: Shade[] = [
  { code: '01', name: { ka: 'ფაიფური', en: 'Porcelain' }, colour: '#f3dcc8' },
  { code: '02', name: { ka: 'სპილოს ძვალი', en: 'Ivory' }, colour: '#ecd0b4' },
  { code: '03', name: { ka: 'ბეჟი', en: 'Beige' }, colour: '#ddb996' },
  { code: '04', name: { ka: 'ქვიშისფერი', en: 'Sand' }, colour: '#d0a77f' },
  { code: '05', name: { ka: 'თაფლისფერი', en: 'Honey' }, colour: '#b9875b' },
  { code: '06', name: { ka: 'კარამელი', en: 'Caramel' }, colour: '#9c6a42' },
];

const CONCEALER_SHADES: Shade[] = [
  { code: '10', name: { ka: 'ძალიან ღია', en: 'Fair' }, colour: '#f1d6bf' },
  { code: '20', name: { ka: 'ღია', en: 'Light' }, colour: '#e3bf9c' },
  { code: '30', name: { ka: 'საშუალო', en: 'Medium' }, colour: '#c99a6f' },
  { code: '40', name: { ka: 'მუქი', en: 'Deep' }, colour: '#8f5e3a' },
];

const POWDER_SHADES: Shade[] = [
  { code: '01', name: { ka: 'გამჭვირვალე', en: 'Translucent' }, colour: '#efe3d6' },
  { code: '02', name: { ka: 'ნატურალური', en: 'Natural' }, colour: '#dcb894' },
  { code: '03', name: { ka: 'ბრინჯაოსფერი', en: 'Bronze' }, colour: '#a9744a' },
];

const BLUSH_SHADES: Shade[] = [
  { code: '01', name: { ka: 'ატმისფერი', en: 'Peach' }, colour: '#f0a58a' },
  { code: '02', name: { ka: 'ვარდისფერი', en: 'Rose' }, colour: '#e07f8f' },
  { code: '03', name: { ka: 'შამპანური', en: 'Champagne' }, colour: '#e8cfa2' },
  { code: '04', name: { ka: 'ტერაკოტა', en: 'Terracotta' }, colour: '#c0644a' },
];

const MASCARA_SHADES: Shade[] = [
  { code: '01', name: { ka: 'შავი', en: 'Black' }, colour: '#151515' },
  { code: '02', name: { ka: 'ყავისფერი', en: 'Brown' }, colour: '#4a2f1f' },
];

const LINER_SHADES: Shade[] = [
  { code: '01', name: { ka: 'შავი', en: 'Black' }, colour: '#151515' },
  { code: '02', name: { ka: 'ყავისფერი', en: 'Brown' }, colour: '#4a2f1f' },
  { code: '03', name: { ka: 'მუქი ლურჯი', en: 'Navy' }, colour: '#1f2d5c' },
  { code: '04', name: { ka: 'ზურმუხტისფერი', en: 'Emerald' }, colour: '#11664f' },
];

const BROW_SHADES: Shade[] = [
  { code: '01', name: { ka: 'ღია ყავისფერი', en: 'Light Brown' }, colour: '#8a6446' },
  { code: '02', name: { ka: 'მუქი ყავისფერი', en: 'Dark Brown' }, colour: '#4d3423' },
  { code: '03', name: { ka: 'გრაფიტი', en: 'Graphite' }, colour: '#3b3b3f' },
];

const EYESHADOW_SHADES: Shade[] = [
  { code: '01', name: { ka: 'ნუდი', en: 'Nude' }, colour: '#d7b49a' },
  { code: '02', name: { ka: 'ბრინჯაო', en: 'Bronze' }, colour: '#a66a3c' },
  { code: '03', name: { ka: 'ვარდისფერი ოქრო', en: 'Rose Gold' }, colour: '#d19a8a' },
  { code: '04', name: { ka: 'კვამლისფერი', en: 'Smoky' }, colour: '#4b4750' },
];

const LIPSTICK_SHADES: Shade[] = [
  { code: '10', name: { ka: 'ვარდისფერი ნუდი', en: 'Nude Pink' }, colour: '#c98b86' },
  { code: '12', name: { ka: 'ალუბლისფერი', en: 'Cherry' }, colour: '#9b1b30' },
  { code: '15', name: { ka: 'კლასიკური წითელი', en: 'Classic Red' }, colour: '#c1121f' },
  { code: '18', name: { ka: 'ტერაკოტა', en: 'Terracotta' }, colour: '#b5563c' },
  { code: '21', name: { ka: 'ბორდო', en: 'Bordeaux' }, colour: '#6d1a36' },
  { code: '24', name: { ka: 'მოვი', en: 'Mauve' }, colour: '#a26d83' },
];

const GLOSS_SHADES: Shade[] = [
  { code: '01', name: { ka: 'გამჭვირვალე', en: 'Clear' }, colour: '#f4e9ea' },
  { code: '02', name: { ka: 'ვარდისფერი', en: 'Pink' }, colour: '#e89aae' },
  { code: '03', name: { ka: 'ატმისფერი', en: 'Peach' }, colour: '#f2a98c' },
];

const NAIL_SHADES: Shade[] = [
  { code: '101', name: { ka: 'წითელი', en: 'Red' }, colour: '#c1121f' },
  { code: '102', name: { ka: 'ნუდი', en: 'Nude' }, colour: '#d9b3a0' },
  { code: '103', name: { ka: 'ბორდო', en: 'Bordeaux' }, colour: '#6d1a36' },
  { code: '104', name: { ka: 'ღია ვარდისფერი', en: 'Ballet Pink' }, colour: '#f2c4ce' },
  { code: '105', name: { ka: 'მუქი ლურჯი', en: 'Midnight Blue' }, colour: '#1b2a52' },
];

const HAIR_COLOUR_SHADES: Shade[] = [
  { code: '1-0', name: { ka: '1.0 შავი', en: '1.0 Black' }, colour: '#141212' },
  { code: '4-0', name: { ka: '4.0 ყავისფერი', en: '4.0 Brown' }, colour: '#4a3020' },
  { code: '5-5', name: { ka: '5.5 მაჰაგონი', en: '5.5 Mahogany' }, colour: '#6e2a22' },
  { code: '6-0', name: { ka: '6.0 მუქი ქერა', en: '6.0 Dark Blonde' }, colour: '#7b5a3c' },
  { code: '8-1', name: { ka: '8.1 ღია ქერა ნაცრისფერი', en: '8.1 Light Ash Blonde' }, colour: '#b8a285' },
];

export interface Kind {
  name: Text;
  /** Overrides the category's packaging shape for this kind. */
  shape?: Shape;
  /** Made for one skin type already (a mattifying cream), so no "for Dry Skin" suffix. */
  plain?: boolean;
}

export interface LeafCategory {
  code: string;
  name: Text;
  shape: Shape;
  variants: VariantScheme;
  /** Price range of the smallest size, in tetri. */
  price: [number, number];
  kinds: Kind[];
  /** Two sentences on what the products do; the first is also the short description. */
  about: Text;
  use: Text;
  qualifiers?: 'skin' | 'hair';
  /** Fragrances are named after their scent line. */
  fragrance?: boolean;
  /** Swallowed or used in the mouth: skin claims read differently. */
  ingested?: boolean;
}

export interface GroupCategory {
  code: string;
  name: Text;
  /** The category's own description (rich text), shown under the listing's heading: the top ones have one. */
  intro?: Text;
  children: Category[];
}

export type Category = LeafCategory | GroupCategory;

export function isGroup(category: Category): category is GroupCategory {
  return 'children' in category;
}

const k = (ka: string, en: string, shape?: Shape): Kind =>
  shape ? { name: { ka, en }, shape } : { name: { ka, en } };
const plain = (kind: Kind): Kind => ({ ...kind, plain: true });
const t = (ka: string, en: string): Text => ({ ka, en });

/** The menu tree under MENU: top categories, their groups and leaf categories. */
export const CATEGORY_TREE: GroupCategory[] = [
  {
    code: 'face-care',
    name: t('სახის მოვლა', 'Face Care'),
    intro: t(
      '<p>დასაბანი საშუალებები, ტონიკები, შრატები და კრემები კანის ყველა ტიპისთვის. ააწყვეთ ყოველდღიური მოვლა ეტაპობრივად: გაწმენდა, დატენიანება და დაცვა.</p>',
      '<p>Cleansers, toners, serums and creams for every skin type. Build your routine step by step: cleanse, treat, moisturise and protect.</p>',
    ),
    children: [
      {
        code: 'face-cleansers',
        name: t('დასაბანი საშუალებები', 'Cleansers'),
        children: [
          {
            code: 'cleansing-gels',
            name: t('გამწმენდი გელები და ქაფები', 'Cleansing Gels & Foams'),
            shape: 'pump',
            variants: { sizes: [150, 250], unit: 'ml' },
            price: [1890, 5490],
            qualifiers: 'skin',
            kinds: [
              k('სახის დასაბანი ნაზი გელი', 'Gentle Face Wash Gel'),
              k('გამწმენდი ქაფი ნიაცინამიდით', 'Niacinamide Cleansing Foam'),
              plain(k('სალიცილის მჟავის გამწმენდი გელი', 'Salicylic Acid Cleansing Gel', 'tube')),
              k('კრემისებრი დასაბანი საშუალება', 'Creamy Cleanser', 'tube'),
            ],
            about: t(
              'ნაზად აშორებს ჭუჭყს, ზედმეტ ცხიმს და მაკიაჟის ნარჩენებს ისე, რომ კანს არ აშრობს. დაბანის შემდეგ კანი სუფთა და რბილია, სიმშრალის შეგრძნების გარეშე.',
              'Gently removes dirt, excess oil and make-up residue without drying the skin. After washing, skin feels clean, soft and fresh.',
            ),
            use: t(
              'დაიტანეთ დასველებულ კანზე, მსუბუქი მასაჟით აქაფეთ და ჩამოიბანეთ თბილი წყლით.',
              'Apply to damp skin, massage into a lather and rinse with lukewarm water.',
            ),
          },
          {
            code: 'micellar-water',
            name: t('მიცელარული წყალი', 'Micellar Water'),
            shape: 'bottle',
            variants: { sizes: [200, 400], unit: 'ml' },
            price: [1490, 4290],
            qualifiers: 'skin',
            kinds: [
              k('დამატენიანებელი მიცელარული წყალი', 'Hydrating Micellar Water'),
              k('ორფაზიანი მაკიაჟის მოსაშორებელი საშუალება', 'Bi-Phase Make-up Remover'),
              k('მიცელარული წყალი ვარდის წყლით', 'Rose Water Micellar Water'),
            ],
            about: t(
              'მიცელები მაგნიტივით იზიდავს მაკიაჟს და ჭუჭყს, ამიტომ კანის ხეხვა საჭირო არ არის. შესაფერისია თვალის ირგვლივ მგრძნობიარე კანისთვისაც.',
              'Micelles lift make-up and impurities like a magnet, so there is no need to rub. Gentle enough for the delicate eye area.',
            ),
            use: t(
              'დაასველეთ ბამბის დისკი და ნაზად გადაატარეთ სახეს, თვალებსა და ტუჩებს. ჩამობანა საჭირო არ არის.',
              'Soak a cotton pad and sweep it gently over face, eyes and lips. No need to rinse.',
            ),
          },
          {
            code: 'cleansing-oils',
            name: t('ჰიდროფილური ზეთები და ბალზამები', 'Cleansing Oils & Balms'),
            shape: 'pump',
            variants: { sizes: [100, 200], unit: 'ml' },
            price: [2490, 6990],
            kinds: [
              k('ჰიდროფილური ზეთი', 'Cleansing Oil'),
              k('გამწმენდი ბალზამი', 'Cleansing Balm', 'jar'),
              k('მაკიაჟის მოსაშორებელი ზეთი ჯოჯობათი', 'Jojoba Make-up Removing Oil'),
            ],
            about: t(
              'ზეთი ხსნის მდგრად მაკიაჟსა და მზისგან დამცავ საშუალებებს, წყალთან შეხებისას კი მსუბუქ ემულსიად იქცევა. კანზე ცხიმიან აპკს არ ტოვებს.',
              'The oil dissolves long-wear make-up and sunscreen, then turns into a light milk on contact with water. It leaves no greasy film.',
            ),
            use: t(
              'დაიტანეთ მშრალ კანზე, დაამუშავეთ მასაჟით, შემდეგ დაასველეთ ხელები და ჩამოიბანეთ.',
              'Massage onto dry skin, add a little water to emulsify, then rinse.',
            ),
          },
        ],
      },
      {
        code: 'face-toners',
        name: t('ტონიკები და ესენციები', 'Toners & Essences'),
        shape: 'bottle',
        variants: { sizes: [150, 250], unit: 'ml' },
        price: [1990, 5990],
        qualifiers: 'skin',
        kinds: [
          k('დამატენიანებელი ტონიკი', 'Hydrating Toner'),
          k('ექსფოლიაციური ტონიკი გლიკოლის მჟავით', 'Glycolic Acid Exfoliating Toner'),
          k('დამამშვიდებელი ტონიკი ცენტელათი', 'Centella Soothing Toner'),
          k('ფერმენტირებული ესენცია', 'Fermented Essence'),
        ],
        about: t(
          'აღადგენს კანის ბუნებრივ pH-ს და ამზადებს მას მოვლის შემდეგი ეტაპისთვის. შრატი და კრემი უკეთ შეიწოვება.',
          "Restores the skin's natural pH and preps it for the next step. Serums and creams absorb better.",
        ),
        use: t(
          'დაბანის შემდეგ დაიტანეთ ხელისგულებით ან ბამბის დისკით, დილით და საღამოს.',
          'After cleansing, pat in with your palms or apply with a cotton pad, morning and evening.',
        ),
      },
      {
        code: 'face-serums',
        name: t('შრატები', 'Serums'),
        shape: 'dropper',
        variants: { sizes: [15, 30, 50], unit: 'ml' },
        price: [2990, 12900],
        qualifiers: 'skin',
        kinds: [
          k('ჰიალურონის მჟავის დამატენიანებელი შრატი', 'Hyaluronic Acid Hydrating Serum'),
          k('C ვიტამინის გამაბრწყინებელი შრატი', 'Vitamin C Brightening Serum'),
          plain(k('ნიაცინამიდის შრატი ფორების შესავიწროებლად', 'Niacinamide Pore-Refining Serum')),
          k('რეტინოლის განმაახლებელი შრატი', 'Retinol Renewing Serum'),
          k('პეპტიდური ლიფტინგ-შრატი', 'Peptide Lifting Serum'),
        ],
        about: t(
          'კონცენტრირებული ფორმულა ღრმად აღწევს კანში და მიზნობრივად ზრუნავს მის საჭიროებებზე. მსუბუქი ტექსტურა წამებში შეიწოვება და წებოვან კვალს არ ტოვებს.',
          'A concentrated formula that works deep in the skin to target specific concerns. The lightweight texture absorbs in seconds and leaves no sticky finish.',
        ),
        use: t(
          'დაიტანეთ 2–3 წვეთი გაწმენდილ კანზე, კრემის წასმამდე.',
          'Apply 2–3 drops to clean skin before your moisturiser.',
        ),
      },
      {
        code: 'day-creams',
        name: t('დღის კრემები', 'Day Creams'),
        shape: 'jar',
        variants: { sizes: [30, 50], unit: 'ml' },
        price: [2490, 11900],
        qualifiers: 'skin',
        kinds: [
          k('დამატენიანებელი დღის კრემი SPF 30', 'Moisturising Day Cream SPF 30'),
          plain(k('მატირებელი გელ-კრემი', 'Mattifying Gel Cream', 'tube')),
          k('ნაოჭების საწინააღმდეგო დღის კრემი', 'Anti-Wrinkle Day Cream'),
          k('აღმდგენი კრემი ცერამიდებით', 'Ceramide Repair Cream'),
        ],
        about: t(
          'ინტენსიურად ატენიანებს და მთელი დღე იცავს კანს გამოშრობისგან. მსუბუქი ფენა იდეალური საფუძველია მაკიაჟისთვის.',
          'Deeply moisturises and protects the skin from dryness all day long. The light layer makes a perfect base for make-up.',
        ),
        use: t(
          'დილით, შრატის შემდეგ, დაიტანეთ სახესა და კისერზე.',
          'Smooth over face and neck in the morning, after your serum.',
        ),
      },
      {
        code: 'night-creams',
        name: t('ღამის კრემები', 'Night Creams'),
        shape: 'jar',
        variants: { sizes: [50], unit: 'ml' },
        price: [2990, 13900],
        qualifiers: 'skin',
        kinds: [
          k('აღმდგენი ღამის კრემი', 'Restorative Night Cream'),
          k('ღამის ნიღაბ-კრემი', 'Overnight Sleeping Cream'),
          k('ღამის კრემი ბაკუჩიოლით', 'Bakuchiol Night Cream'),
        ],
        about: t(
          'ღამით, როცა კანი ყველაზე აქტიურად აღდგება, კრემი მას საკვებ ნივთიერებებს აწვდის. დილით სახე დასვენებული და გლუვია.',
          'It feeds the skin overnight, when it renews itself most actively. You wake up to a rested, smoother complexion.',
        ),
        use: t(
          'საღამოს დაიტანეთ გაწმენდილ კანზე მსუბუქი მასაჟით.',
          'Massage gently into clean skin in the evening.',
        ),
      },
      {
        code: 'eye-care',
        name: t('თვალის ირგვლივ მოვლა', 'Eye Care'),
        shape: 'tube',
        variants: { sizes: [15], unit: 'ml' },
        price: [1990, 8900],
        kinds: [
          k('თვალის კრემი კოფეინით', 'Caffeine Eye Cream'),
          k('ჩასიებისა და მუქი წრეების საწინააღმდეგო გელი', 'De-Puffing Eye Gel'),
          k('თვალის ლიფტინგ-კრემი', 'Lifting Eye Cream', 'jar'),
        ],
        about: t(
          'თვალის ირგვლივ ნაზი კანისთვის შექმნილი ფორმულა ამცირებს ჩასიებას და მუქ წრეებს. მზერა უფრო ნათელი და ცოცხალი ხდება.',
          'Formulated for the delicate skin around the eyes to reduce puffiness and dark circles, for a brighter, fresher look.',
        ),
        use: t(
          'თითის ბალიშებით მსუბუქად დააკაკუნეთ ქვედა ქუთუთოზე, შიდა კუთხიდან გარეთ.',
          'Tap lightly under the eyes with your fingertips, from the inner corner outwards.',
        ),
      },
      {
        code: 'face-masks',
        name: t('სახის ნიღბები', 'Face Masks'),
        children: [
          {
            code: 'sheet-masks',
            name: t('ქსოვილის ნიღბები', 'Sheet Masks'),
            shape: 'sachet',
            variants: { sizes: [1, 5], unit: 'pcs' },
            price: [490, 2490],
            kinds: [
              k('ქსოვილის ნიღაბი ჰიალურონის მჟავით', 'Hyaluronic Acid Sheet Mask'),
              k('ქსოვილის ნიღაბი ალოე ვერათი', 'Aloe Vera Sheet Mask'),
              k('ქსოვილის ნიღაბი ჩაის ხის ზეთით', 'Tea Tree Sheet Mask'),
              k('ჰიდროგელის ნიღაბი ოქროთი', 'Gold Hydrogel Mask'),
            ],
            about: t(
              'ნიღაბი გაჟღენთილია კონცენტრირებული შრატით, რომელიც 15 წუთში ავსებს კანს ტენით და ანიჭებს ნათებას. იდეალურია მნიშვნელოვანი დღის წინ.',
              'Soaked in a concentrated essence that refills the skin with moisture and radiance in 15 minutes. Perfect before a big day.',
            ),
            use: t(
              'დაიდეთ გაწმენდილ სახეზე 15–20 წუთით, მოიხსენით და დარჩენილი შრატი კანში შეიზილეთ.',
              'Apply to clean skin for 15–20 minutes, remove and pat in the remaining essence.',
            ),
          },
          {
            code: 'clay-masks',
            name: t('თიხის ნიღბები', 'Clay Masks'),
            shape: 'jar',
            variants: { sizes: [50, 100], unit: 'ml' },
            price: [1990, 5990],
            qualifiers: 'skin',
            kinds: [
              k('თეთრი თიხის გამწმენდი ნიღაბი', 'White Clay Purifying Mask'),
              k('მწვანე თიხის ნიღაბი', 'Green Clay Mask'),
              k('ვულკანური ფერფლის დეტოქს-ნიღაბი', 'Volcanic Ash Detox Mask', 'tube'),
            ],
            about: t(
              'თიხა შთანთქავს ზედმეტ ცხიმს და ღრმად წმენდს ფორებს. კანი მატი და გლუვი ხდება.',
              'Clay absorbs excess oil and deep-cleans pores, leaving the skin matte and smooth.',
            ),
            use: t(
              'დაიტანეთ თხელ ფენად, თვალებისა და ტუჩების გარშემო არეს გარდა, და 10 წუთის შემდეგ ჩამოიბანეთ.',
              'Apply a thin layer avoiding the eyes and lips, and rinse off after 10 minutes.',
            ),
          },
        ],
      },
      {
        code: 'exfoliators',
        name: t('პილინგები და სკრაბები', 'Exfoliators'),
        shape: 'tube',
        variants: { sizes: [75], unit: 'ml' },
        price: [1990, 6490],
        qualifiers: 'skin',
        kinds: [
          k('AHA/BHA პილინგ-გელი', 'AHA/BHA Peeling Gel', 'bottle'),
          k('ფერმენტული პუდრა-პილინგი', 'Enzyme Powder Exfoliator', 'jar'),
          k('სახის ნაზი სკრაბი', 'Gentle Face Scrub'),
        ],
        about: t(
          'აშორებს კანის მკვდარ უჯრედებს და ათანაბრებს მის ტექსტურას. რეგულარული გამოყენებით სახე უფრო გლუვი და მბზინავი ხდება.',
          'Sweeps away dead skin cells and refines skin texture. With regular use, the complexion looks smoother and more radiant.',
        ),
        use: t('გამოიყენეთ კვირაში 1–2-ჯერ, გაწმენდილ კანზე.', 'Use once or twice a week on clean skin.'),
      },
    ],
  },
  {
    code: 'makeup',
    name: t('მაკიაჟი', 'Make-up'),
    intro: t(
      '<p>ტონალური კრემები, ტუშები, ტუჩსაცხები და ფრჩხილის ლაქები: ფერები კანის ყველა ტონისთვის და მდგრადი ფორმულები ცხელი ზაფხულისთვის.</p>',
      '<p>Foundations, mascaras, lipsticks and nail colour: shades for every skin tone and long-wearing formulas for hot summer days.</p>',
    ),
    children: [
      {
        code: 'makeup-face',
        name: t('სახე', 'Face'),
        children: [
          {
            code: 'foundations',
            name: t('ტონალური კრემები', 'Foundations'),
            shape: 'pump',
            variants: { shades: FOUNDATION_SHADES },
            price: [2990, 12900],
            kinds: [
              k('მატირებელი ტონალური კრემი', 'Matte Foundation'),
              k('მდგრადი ტონალური კრემი 24 საათი', '24H Long-Wear Foundation'),
              k('დამატენიანებელი ტონალური ფლუიდი', 'Hydrating Skin Tint', 'bottle'),
              k('BB კრემი SPF 25', 'BB Cream SPF 25', 'tube'),
            ],
            about: t(
              'თანაბრად ფარავს და ბუნებრივად ათანაბრებს სახის ტონს. მსუბუქი ფორმულა ფორებს არ ხშობს და საღამომდე ძლებს.',
              "Evens out skin tone with smooth, natural-looking coverage. The lightweight formula won't clog pores and lasts until evening.",
            ),
            use: t(
              'დაიტანეთ ღრუბლით ან ფუნჯით, სახის ცენტრიდან კიდეებისკენ.',
              'Blend with a sponge or brush from the centre of the face outwards.',
            ),
          },
          {
            code: 'concealers',
            name: t('კონსილერები', 'Concealers'),
            shape: 'tube',
            variants: { shades: CONCEALER_SHADES },
            price: [1990, 6990],
            kinds: [
              k('თხევადი კონსილერი', 'Liquid Concealer'),
              k('მაკორექტირებელი ფანქარი', 'Correcting Stick', 'stick'),
              k('კრემისებრი კონსილერი', 'Cream Concealer', 'compact'),
            ],
            about: t(
              'ფარავს მუქ წრეებს, სიწითლეს და მცირე ნაკლოვანებებს. კრემისებრი ტექსტურა ნაოჭებში არ ჩადის.',
              "Covers dark circles, redness and small imperfections. The creamy texture doesn't settle into fine lines.",
            ),
            use: t(
              'დაიტანეთ საჭირო ადგილებზე და თითით ან ღრუბლით გაანაწილეთ.',
              'Dot onto areas that need it and blend with a fingertip or sponge.',
            ),
          },
          {
            code: 'powders',
            name: t('პუდრები', 'Powders'),
            shape: 'compact',
            variants: { shades: POWDER_SHADES },
            price: [1990, 7990],
            kinds: [
              k('კომპაქტური მატირებელი პუდრა', 'Mattifying Pressed Powder'),
              k('გამჭვირვალე ფიქსატორი პუდრა', 'Translucent Setting Powder', 'jar'),
              k('ბრონზერი', 'Bronzer'),
            ],
            about: t(
              'აფიქსირებს მაკიაჟს, აქრობს ცხიმიან ბზინვარებას და კანს ხავერდოვან იერს ანიჭებს.',
              'Sets make-up, controls shine and gives the skin a velvety finish.',
            ),
            use: t(
              'ფუნჯით დაიტანეთ T-ზონაზე ან მთელ სახეზე.',
              'Sweep over the T-zone or the whole face with a brush.',
            ),
          },
          {
            code: 'blushes',
            name: t('ფერუმარილი და ჰაილაითერები', 'Blush & Highlighters'),
            shape: 'compact',
            variants: { shades: BLUSH_SHADES },
            price: [1990, 6990],
            kinds: [
              k('კომპაქტური ფერუმარილი', 'Powder Blush'),
              k('კრემისებრი ფერუმარილი', 'Cream Blush', 'stick'),
              k('ჰაილაითერი', 'Highlighter'),
            ],
            about: t(
              'ლოყებს ჯანსაღ ფერს და ნათებას ანიჭებს. პიგმენტი ადვილად ნაწილდება და ფენა-ფენა ძლიერდება.',
              'Adds a healthy flush and glow to the cheeks. The pigment blends easily and builds in layers.',
            ),
            use: t(
              'დაიტანეთ ლოყის ამობურცულ ნაწილზე და საფეთქლებისკენ გაანაწილეთ.',
              'Apply to the apples of the cheeks and blend up towards the temples.',
            ),
          },
        ],
      },
      {
        code: 'makeup-eyes',
        name: t('თვალები', 'Eyes'),
        children: [
          {
            code: 'mascaras',
            name: t('ტუშები', 'Mascaras'),
            shape: 'mascara',
            variants: { shades: MASCARA_SHADES },
            price: [1990, 6490],
            kinds: [
              k('მოცულობის ტუში', 'Volume Mascara'),
              k('დამაგრძელებელი ტუში', 'Lengthening Mascara'),
              k('წყალგაუმტარი ტუში', 'Waterproof Mascara'),
            ],
            about: t(
              'ჯაგრისი თითოეულ წამწამს ფარავს და ერთმანეთისგან აშორებს, გორგლების გარეშე. ფორმულა არ იფშვნება და დღის განმავლობაში არ ითხვრება.',
              "The brush coats and separates every lash without clumping. The formula doesn't flake or smudge throughout the day.",
            ),
            use: t(
              'წაისვით წამწამის ძირიდან წვერებისკენ, ზიგზაგისებური მოძრაობით.',
              'Wiggle the brush from root to tip.',
            ),
          },
          {
            code: 'eyeshadows',
            name: t('თვალის ჩრდილები', 'Eyeshadows'),
            shape: 'palette',
            variants: { shades: EYESHADOW_SHADES },
            price: [1490, 8900],
            kinds: [
              k('თვალის ჩრდილების პალიტრა', 'Eyeshadow Palette'),
              k('კრემისებრი ჩრდილი', 'Cream Eyeshadow', 'jar'),
              k('ერთფეროვანი ჩრდილი', 'Single Eyeshadow', 'compact'),
            ],
            about: t(
              'მდიდარი პიგმენტი და რბილი ტექსტურა, რომელიც ადვილად ნაწილდება. ფერები მთელი დღე ინარჩუნებს სიკაშკაშეს.',
              'Rich pigment and a soft texture that blends effortlessly. Colours stay vivid all day.',
            ),
            use: t(
              'დაიტანეთ ფუნჯით ან თითით მოძრავ ქუთუთოზე.',
              'Apply to the lid with a brush or fingertip.',
            ),
          },
          {
            code: 'eyeliners',
            name: t('ლაინერები და თვალის ფანქრები', 'Eyeliners & Pencils'),
            shape: 'stick',
            variants: { shades: LINER_SHADES },
            price: [1290, 4990],
            kinds: [
              k('თხევადი ლაინერი', 'Liquid Eyeliner', 'mascara'),
              k('გელისებრი თვალის ფანქარი', 'Gel Eye Pencil'),
              k('კაიალი', 'Kohl Pencil'),
            ],
            about: t(
              'ზუსტი, მკვეთრი ხაზი ერთი მოსმით. მდგრადი ფორმულა არ იღვენთება და არ ითხვრება.',
              "A precise, intense line in a single stroke. The long-wear formula won't run or smudge.",
            ),
            use: t(
              'გაავლეთ ხაზი წამწამების ზრდის ხაზის გასწვრივ, შიდა კუთხიდან.',
              'Draw along the lash line, starting from the inner corner.',
            ),
          },
          {
            code: 'brows',
            name: t('წარბები', 'Brows'),
            shape: 'stick',
            variants: { shades: BROW_SHADES },
            price: [1290, 4490],
            kinds: [
              k('წარბის ფანქარი ჯაგრისით', 'Brow Pencil with Spoolie'),
              k('წარბის ფიქსატორი გელი', 'Brow Setting Gel', 'mascara'),
              k('წარბის პომადა', 'Brow Pomade', 'jar'),
            ],
            about: t(
              'ავსებს სიცარიელეებს და წარბებს ბუნებრივ, მოწესრიგებულ ფორმას აძლევს. ფორმა მთელი დღე ნარჩუნდება.',
              'Fills in sparse areas and shapes brows naturally. Holds its shape all day.',
            ),
            use: t(
              'მოკლე, ბეწვისმაგვარი შტრიხებით შეავსეთ წარბები და ჯაგრისით დაივარცხნეთ.',
              'Fill in with short, hair-like strokes and comb through with the spoolie.',
            ),
          },
        ],
      },
      {
        code: 'makeup-lips',
        name: t('ტუჩები', 'Lips'),
        children: [
          {
            code: 'lipsticks',
            name: t('ტუჩსაცხები', 'Lipsticks'),
            shape: 'stick',
            variants: { shades: LIPSTICK_SHADES },
            price: [1690, 6990],
            kinds: [
              k('მატი ტუჩსაცხი', 'Matte Lipstick'),
              k('ატლასისებრი ტუჩსაცხი', 'Satin Lipstick'),
              k('თხევადი მატი ტუჩსაცხი', 'Liquid Matte Lipstick', 'mascara'),
            ],
            about: t(
              'გაჯერებული ფერი ერთი ფენით და კომფორტული ტექსტურა, რომელიც ტუჩებს არ აშრობს. ფორმულა გამდიდრებულია E ვიტამინით.',
              "Rich colour in one swipe with a comfortable texture that doesn't dry the lips. Enriched with vitamin E.",
            ),
            use: t('წაისვით ტუჩის შუა ნაწილიდან კიდეებისკენ.', 'Apply from the centre of the lips outwards.'),
          },
          {
            code: 'lip-glosses',
            name: t('ტუჩის პრიალები და ზეთები', 'Lip Glosses & Oils'),
            shape: 'mascara',
            variants: { shades: GLOSS_SHADES },
            price: [1290, 4990],
            kinds: [
              k('ტუჩის პრიალა', 'Lip Gloss'),
              k('ტუჩის ზეთი', 'Lip Oil'),
              k('მოცულობის მიმცემი ტუჩის პრიალა', 'Plumping Lip Gloss'),
            ],
            about: t(
              'ტუჩებს სარკისებრ ბზინვარებას და მეტ მოცულობას ანიჭებს. არ არის წებოვანი.',
              'Gives lips a mirror shine and a fuller look, without the stickiness.',
            ),
            use: t('წაისვით ცალკე ან ტუჩსაცხის ზემოდან.', 'Wear alone or over lipstick.'),
          },
          {
            code: 'lip-balms',
            name: t('ტუჩის ბალზამები', 'Lip Balms'),
            shape: 'stick',
            variants: { sizes: [4], unit: 'g' },
            price: [690, 2990],
            kinds: [
              k('დამატენიანებელი ტუჩის ბალზამი', 'Moisturising Lip Balm'),
              k('ტუჩის ღამის ნიღაბი', 'Lip Sleeping Mask', 'jar'),
              k('ტუჩის ბალზამი SPF 15', 'Lip Balm SPF 15'),
            ],
            about: t(
              'ატენიანებს და არბილებს მშრალ, დახეთქილ ტუჩებს. იცავს მათ ქარისა და სიცივისგან.',
              'Moisturises and softens dry, chapped lips and shields them from wind and cold.',
            ),
            use: t(
              'წაისვით საჭიროებისამებრ, დღის განმავლობაში.',
              'Apply as often as needed throughout the day.',
            ),
          },
        ],
      },
      {
        code: 'nails',
        name: t('ფრჩხილები', 'Nails'),
        shape: 'nail',
        variants: { shades: NAIL_SHADES },
        price: [990, 3490],
        kinds: [
          k('ფრჩხილის ლაქი', 'Nail Polish'),
          k('გელის ეფექტის ლაქი', 'Gel-Effect Nail Polish'),
          k('ფრჩხილის გამამაგრებელი საფარი', 'Nail Strengthener'),
        ],
        about: t(
          'მდგრადი, პრიალა საფარი, რომელიც ერთი კვირის განმავლობაში ინარჩუნებს ფერს. ფართო ფუნჯი ლაქს თანაბრად ანაწილებს.',
          'A glossy, chip-resistant finish that keeps its colour for up to a week. The wide brush spreads the polish evenly.',
        ),
        use: t('წაისვით ორ ფენად, ყოველი ფენის გაშრობის შემდეგ.', 'Apply two coats, letting each one dry.'),
      },
    ],
  },
  {
    code: 'hair-care',
    name: t('თმის მოვლა', 'Hair Care'),
    intro: t(
      '<p>შამპუნები, კონდიციონერები, ნიღბები და სტაილინგის საშუალებები თმის ყველა ტიპისთვის, ასევე თმის საღებავები.</p>',
      '<p>Shampoos, conditioners, masks and styling for every hair type, and hair colour to use at home.</p>',
    ),
    children: [
      {
        code: 'shampoos',
        name: t('შამპუნები', 'Shampoos'),
        shape: 'bottle',
        variants: { sizes: [250, 500, 1000], unit: 'ml' },
        price: [1290, 4990],
        qualifiers: 'hair',
        kinds: [
          k('დამატენიანებელი შამპუნი', 'Moisturising Shampoo'),
          k('მოცულობის შამპუნი', 'Volumising Shampoo'),
          k('ქერტლის საწინააღმდეგო შამპუნი', 'Anti-Dandruff Shampoo'),
          k('უსულფატო შამპუნი', 'Sulphate-Free Shampoo'),
          k('ფერის დამცავი შამპუნი', 'Colour Protect Shampoo'),
        ],
        about: t(
          'ნაზად წმენდს თავის კანსა და თმას და ბუნებრივ ტენს არ აცლის. თმა რბილი, მბზინავი და ადვილად დასავარცხნი ხდება.',
          'Gently cleanses scalp and hair without stripping natural moisture. Hair is left soft, shiny and easy to comb.',
        ),
        use: t(
          'დაიტანეთ სველ თმაზე, აქაფეთ და კარგად ჩამოიბანეთ. საჭიროების შემთხვევაში გაიმეორეთ.',
          'Lather into wet hair and rinse thoroughly. Repeat if needed.',
        ),
      },
      {
        code: 'conditioners',
        name: t('კონდიციონერები', 'Conditioners'),
        shape: 'bottle',
        variants: { sizes: [200, 400], unit: 'ml' },
        price: [1390, 5290],
        qualifiers: 'hair',
        kinds: [
          k('აღმდგენი კონდიციონერი', 'Repairing Conditioner'),
          k('კონდიციონერი არგანის ზეთით', 'Argan Oil Conditioner', 'tube'),
          k('ჩამოუბანელი სპრეი-კონდიციონერი', 'Leave-In Spray Conditioner', 'spray'),
        ],
        about: t(
          'ამარტივებს დავარცხნას, ამცირებს თმის აფუებას და ათავსებს დაზიანებულ ბოლოებს.',
          'Detangles, tames frizz and smooths damaged ends.',
        ),
        use: t(
          'შამპუნის შემდეგ დაიტანეთ თმის სიგრძეზე და 2 წუთის შემდეგ ჩამოიბანეთ.',
          'After shampooing, work through the lengths and rinse after 2 minutes.',
        ),
      },
      {
        code: 'hair-masks',
        name: t('თმის ნიღბები', 'Hair Masks'),
        shape: 'jar',
        variants: { sizes: [200, 500], unit: 'ml' },
        price: [1990, 6990],
        qualifiers: 'hair',
        kinds: [
          k('ინტენსიური აღმდგენი ნიღაბი', 'Intensive Repair Mask'),
          k('კერატინის ნიღაბი', 'Keratin Hair Mask'),
          k('მკვებავი ნიღაბი ქოქოსის ზეთით', 'Coconut Oil Nourishing Mask'),
        ],
        about: t(
          'ღრმად კვებავს და აღადგენს მშრალ და დაზიანებულ თმას. უკვე პირველი გამოყენების შემდეგ თმა უფრო ძლიერი და მბზინავია.',
          'Deeply nourishes and repairs dry, damaged hair. From the first use, hair feels stronger and shinier.',
        ),
        use: t(
          'დაიტანეთ სუფთა, სველ თმაზე 5–10 წუთით და ჩამოიბანეთ.',
          'Leave on clean, damp hair for 5–10 minutes, then rinse.',
        ),
      },
      {
        code: 'hair-oils',
        name: t('თმის ზეთები და შრატები', 'Hair Oils & Serums'),
        shape: 'dropper',
        variants: { sizes: [50, 100], unit: 'ml' },
        price: [1990, 7990],
        kinds: [
          k('არგანის ზეთი თმისთვის', 'Argan Hair Oil'),
          k('გაყოფილი ბოლოების შრატი', 'Split End Serum', 'pump'),
          k('თავის კანის შრატი თმის ზრდისთვის', 'Scalp Serum for Hair Growth'),
        ],
        about: t(
          'რამდენიმე წვეთი თმას ბზინვარებას და სირბილეს მატებს და არ ამძიმებს. იცავს მას თბური სტაილინგისგან.',
          'A few drops add shine and softness without weighing hair down, and protect it from heat styling.',
        ),
        use: t(
          'გაანაწილეთ სველ ან მშრალ თმაზე, უმეტესად ბოლოებზე.',
          'Smooth through damp or dry hair, focusing on the ends.',
        ),
      },
      {
        code: 'styling',
        name: t('სტაილინგი', 'Styling'),
        shape: 'spray',
        variants: { sizes: [150, 300], unit: 'ml' },
        price: [1490, 4990],
        kinds: [
          k('თმის ლაქი ძლიერი ფიქსაციით', 'Strong Hold Hairspray'),
          k('ზღვის მარილის სპრეი', 'Sea Salt Texturising Spray'),
          k('თერმოდამცავი სპრეი', 'Heat Protection Spray'),
          k('მოცულობის ქაფი', 'Volumising Mousse'),
        ],
        about: t(
          'თმას სასურველ ფორმას აძლევს და მთელი დღე ინარჩუნებს მას, თან თმა ხისტი არ ხდება.',
          'Shapes your style and holds it all day, without making hair stiff.',
        ),
        use: t(
          'შეასხურეთ 20–30 სმ-ის მანძილიდან მშრალ ან ოდნავ ნესტიან თმაზე.',
          'Spray from 20–30 cm onto dry or slightly damp hair.',
        ),
      },
      {
        code: 'hair-colour',
        name: t('თმის საღებავები', 'Hair Colour'),
        shape: 'box',
        variants: { shades: HAIR_COLOUR_SHADES },
        price: [1290, 3990],
        kinds: [
          k('მუდმივი თმის საღებავი', 'Permanent Hair Colour'),
          k('თმის საღებავი ამიაკის გარეშე', 'Ammonia-Free Hair Colour'),
          k('ელფერის მიმცემი ბალზამი', 'Colour Depositing Balm', 'tube'),
        ],
        about: t(
          'მდგრადი, გაჯერებული ფერი და ჭაღარის სრული დაფარვა. ფორმულა ზეთებით არის გამდიდრებული, ამიტომ თმა შეღებვის შემდეგაც რბილი რჩება.',
          'Rich, long-lasting colour with full grey coverage. Enriched with oils, so hair stays soft after colouring.',
        ),
        use: t(
          'გამოყენებამდე 48 საათით ადრე ჩაიტარეთ ალერგიის ტესტი და მიჰყევით შეფუთვაზე მოცემულ ინსტრუქციას.',
          'Do an allergy test 48 hours before use and follow the instructions in the pack.',
        ),
      },
    ],
  },
  {
    code: 'body-care',
    name: t('სხეულის მოვლა', 'Body Care'),
    intro: t(
      '<p>შხაპის გელები, ლოსიონები, სკრაბები, ხელისა და ფეხის მოვლა და დეოდორანტები — რბილი და მოვლილი კანისთვის თავიდან ფეხებამდე.</p>',
      '<p>Shower gels, lotions, scrubs, hand and foot care and deodorants for soft, cared-for skin from head to toe.</p>',
    ),
    children: [
      {
        code: 'shower-gels',
        name: t('შხაპის გელები', 'Shower Gels'),
        shape: 'bottle',
        variants: { sizes: [250, 500], unit: 'ml' },
        price: [990, 3990],
        kinds: [
          k('შხაპის გელი ლავანდით', 'Lavender Shower Gel'),
          k('შხაპის კრემ-გელი ვანილით', 'Vanilla Shower Cream'),
          k('ციტრუსის მაცოცხლებელი შხაპის გელი', 'Energising Citrus Shower Gel'),
          k('შხაპის ზეთი', 'Shower Oil'),
        ],
        about: t(
          'სასიამოვნო არომატით ავსებს აბაზანას და კანს ნაზად წმენდს. კანი არ შრება და დიდხანს ინარჩუნებს სურნელს.',
          'Fills the bathroom with a lovely scent and cleanses the skin gently, leaving it soft and delicately fragranced.',
        ),
        use: t(
          'დაიტანეთ სველ კანზე ან ღრუბელზე, აქაფეთ და ჩამოიბანეთ.',
          'Lather on wet skin or a sponge, then rinse.',
        ),
      },
      {
        code: 'body-lotions',
        name: t('სხეულის ლოსიონები და კრემები', 'Body Lotions & Creams'),
        shape: 'pump',
        variants: { sizes: [200, 400], unit: 'ml' },
        price: [1490, 5990],
        kinds: [
          k('დამატენიანებელი სხეულის ლოსიონი', 'Moisturising Body Lotion'),
          k('სხეულის კრემი შის კარაქით', 'Shea Butter Body Cream', 'jar'),
          k('სხეულის მბზინავი ზეთი', 'Shimmering Body Oil', 'bottle'),
          k('გამამკვრივებელი სხეულის კრემი', 'Firming Body Cream', 'tube'),
        ],
        about: t(
          'სწრაფად შეიწოვება და 48 საათის განმავლობაში ატენიანებს კანს. კანი ელასტიური და სასიამოვნოდ რბილი ხდება.',
          'Absorbs quickly and moisturises for up to 48 hours. Skin feels supple and beautifully soft.',
        ),
        use: t(
          'შხაპის შემდეგ დაიტანეთ მთელ სხეულზე წრიული მოძრაობით.',
          'After showering, massage all over the body in circular motions.',
        ),
      },
      {
        code: 'body-scrubs',
        name: t('სხეულის სკრაბები', 'Body Scrubs'),
        shape: 'jar',
        variants: { sizes: [200, 400], unit: 'g' },
        price: [1490, 4490],
        kinds: [
          k('ყავის სხეულის სკრაბი', 'Coffee Body Scrub'),
          k('შაქრის სკრაბი ნუშის ზეთით', 'Almond Oil Sugar Scrub'),
          k('ზღვის მარილის სკრაბი', 'Sea Salt Body Scrub'),
        ],
        about: t(
          'აშორებს კანის მკვდარ უჯრედებს და აუმჯობესებს სისხლის მიმოქცევას. კანი გლუვი და მოვლილი ხდება.',
          'Buffs away dead skin and boosts circulation for smooth, well-cared-for skin.',
        ),
        use: t(
          'დაიტანეთ სველ კანზე, დაიზილეთ და ჩამოიბანეთ. გამოიყენეთ კვირაში ორჯერ.',
          'Massage onto wet skin, then rinse. Use twice a week.',
        ),
      },
      {
        code: 'hand-care',
        name: t('ხელის მოვლა', 'Hand Care'),
        shape: 'tube',
        variants: { sizes: [30, 75], unit: 'ml' },
        price: [690, 2990],
        kinds: [
          k('ხელის კრემი', 'Hand Cream'),
          k('ხელისა და ფრჩხილის კრემი', 'Hand & Nail Cream'),
          k('ხელის ანტიბაქტერიული გელი', 'Antibacterial Hand Gel', 'bottle'),
        ],
        about: t(
          'არბილებს და კვებავს ხელის კანს, ეფექტურად ებრძვის სიმშრალეს. ცხიმიან კვალს არ ტოვებს.',
          'Softens and nourishes the hands and fights dryness, without a greasy feel.',
        ),
        use: t(
          'დაიტანეთ საჭიროებისამებრ, განსაკუთრებით ხელის დაბანის შემდეგ.',
          'Apply as often as needed, especially after washing your hands.',
        ),
      },
      {
        code: 'foot-care',
        name: t('ფეხის მოვლა', 'Foot Care'),
        shape: 'tube',
        variants: { sizes: [100], unit: 'ml' },
        price: [990, 3490],
        kinds: [
          k('ფეხის დამარბილებელი კრემი', 'Softening Foot Cream'),
          k('ფეხის გამაგრილებელი გელი', 'Cooling Foot Gel'),
          k('დახეთქილი ქუსლების ბალზამი', 'Cracked Heel Balm', 'jar'),
        ],
        about: t(
          'არბილებს გამკვრივებულ კანს და ხსნის დაღლილობას. რეგულარული მოვლით ქუსლები გლუვი ხდება.',
          'Softens hardened skin and relieves tired feet. With regular use, heels become smooth again.',
        ),
        use: t(
          'დაიტანეთ სუფთა, მშრალ ფეხებზე, სასურველია ძილის წინ.',
          'Apply to clean, dry feet, ideally at bedtime.',
        ),
      },
      {
        code: 'deodorants',
        name: t('დეოდორანტები', 'Deodorants'),
        shape: 'spray',
        variants: { sizes: [50, 150], unit: 'ml' },
        price: [890, 2990],
        kinds: [
          k('ბურთულიანი დეოდორანტი', 'Roll-On Deodorant', 'bottle'),
          k('ანტიპერსპირანტი სპრეი', 'Antiperspirant Spray'),
          k('ბუნებრივი დეოდორანტი ალუმინის გარეშე', 'Aluminium-Free Natural Deodorant'),
        ],
        about: t(
          '48-საათიანი სისუფთავე და კომფორტი ყველაზე დატვირთულ დღესაც. ტანსაცმელზე თეთრ კვალს არ ტოვებს.',
          '48-hour freshness and comfort, even on your busiest days. Leaves no white marks on clothes.',
        ),
        use: t('დაიტანეთ სუფთა, მშრალ კანზე.', 'Apply to clean, dry underarms.'),
      },
    ],
  },
  {
    code: 'fragrance',
    name: t('პარფიუმერია', 'Fragrance'),
    intro: t(
      '<p>ქალის, მამაკაცის და უნისექს სუნამოები და სხეულის სპრეები: სუფთა, ყვავილოვანი, ხის და აღმოსავლური არომატები.</p>',
      "<p>Women's, men's and unisex fragrances and body mists: fresh, floral, woody and oriental scents.</p>",
    ),
    children: [
      {
        code: 'womens-fragrance',
        name: t('ქალის სუნამოები', "Women's Fragrances"),
        shape: 'perfume',
        variants: { sizes: [30, 50, 100], unit: 'ml' },
        price: [8900, 19900],
        fragrance: true,
        kinds: [k('პარფიუმერული წყალი', 'Eau de Parfum'), k('ტუალეტის წყალი', 'Eau de Toilette')],
        about: t(
          'ფლაკონში მოქცეული დახვეწილი ყვავილოვანი და ხის ნოტები. სურნელი კანზე დიდხანს ძლებს და ნაზ კვალს ტოვებს.',
          'Refined floral and woody notes captured in a bottle. The scent lingers on the skin and leaves a soft trail.',
        ),
        use: t('შეისხურეთ მაჯებზე, ყელზე და ყურის უკან.', 'Spray onto wrists, neck and behind the ears.'),
      },
      {
        code: 'mens-fragrance',
        name: t('მამაკაცის სუნამოები', "Men's Fragrances"),
        shape: 'perfume',
        variants: { sizes: [50, 100], unit: 'ml' },
        price: [8900, 18900],
        fragrance: true,
        kinds: [
          k('პარფიუმერული წყალი', 'Eau de Parfum'),
          k('ტუალეტის წყალი', 'Eau de Toilette'),
          k('ოდეკოლონი', 'Eau de Cologne'),
        ],
        about: t(
          'ხის, სანელებლებისა და ციტრუსის თამამი კომპოზიცია თავდაჯერებული მამაკაცისთვის. სურნელი მთელი დღე ინარჩუნებს სიახლეს.',
          'A bold blend of woods, spice and citrus for the confident man. The scent stays fresh all day.',
        ),
        use: t('შეისხურეთ ყელზე და მკერდზე.', 'Spray onto the neck and chest.'),
      },
      {
        code: 'unisex-fragrance',
        name: t('უნისექს სუნამოები', 'Unisex Fragrances'),
        shape: 'perfume',
        variants: { sizes: [50, 100], unit: 'ml' },
        price: [11900, 20900],
        fragrance: true,
        kinds: [k('პარფიუმერული წყალი', 'Eau de Parfum'), k('პარფიუმი', 'Parfum')],
        about: t(
          'სუფთა, თანამედროვე სურნელი, რომელიც ყველას უხდება. მსუბუქი ციტრუსი თბილი მუშკის ფონზე იშლება.',
          'A clean, modern scent that suits everyone. Light citrus opens onto a warm musky base.',
        ),
        use: t('შეისხურეთ მაჯებზე და ყელზე.', 'Spray onto wrists and neck.'),
      },
      {
        code: 'body-mists',
        name: t('სხეულის სპრეები', 'Body Mists'),
        shape: 'spray',
        variants: { sizes: [100, 250], unit: 'ml' },
        price: [1490, 4990],
        fragrance: true,
        kinds: [k('სხეულის არომატული სპრეი', 'Body Mist'), k('თმისა და სხეულის სპრეი', 'Hair & Body Mist')],
        about: t(
          'მსუბუქი, გამაგრილებელი სურნელი ყოველდღიური გამოყენებისთვის. იდეალურია ზაფხულის ცხელი დღეებისთვის.',
          'A light, refreshing scent for everyday wear. Perfect for hot summer days.',
        ),
        use: t(
          'შეისხურეთ სხეულსა და თმაზე, როცა კი სიგრილე მოგინდებათ.',
          'Mist over body and hair whenever you need a refresh.',
        ),
      },
    ],
  },
  {
    code: 'sun-care',
    name: t('მზისგან დაცვა', 'Sun Care'),
    intro: t(
      '<p>მზისგან დამცავი საშუალებები სახისა და სხეულისთვის, მზის შემდგომი მოვლა და თვითგარუჯვა. ქალაქში აირჩიეთ SPF 30 ან მეტი, ზღვასა და მთაში — SPF 50.</p>',
      '<p>Sunscreen for face and body, after-sun care and self-tan. Choose SPF 30 or more in the city and SPF 50 at the sea or in the mountains.</p>',
    ),
    children: [
      {
        code: 'face-sunscreen',
        name: t('სახის მზისგან დამცავი საშუალებები', 'Face Sunscreen'),
        shape: 'tube',
        variants: { sizes: [50], unit: 'ml' },
        price: [2490, 7990],
        qualifiers: 'skin',
        kinds: [
          k('მზისგან დამცავი ფლუიდი SPF 50+', 'Sunscreen Fluid SPF 50+', 'bottle'),
          plain(k('მატირებელი მზისგან დამცავი კრემი SPF 50', 'Mattifying Sun Cream SPF 50')),
          k('ტონირებული მზისგან დამცავი კრემი SPF 30', 'Tinted Sunscreen SPF 30'),
        ],
        about: t(
          'ფართო სპექტრის დაცვა UVA და UVB სხივებისგან. მსუბუქი ფორმულა თეთრ კვალს არ ტოვებს და მაკიაჟის ქვეშ იდეალურად ჯდება.',
          'Broad-spectrum UVA/UVB protection. The light formula leaves no white cast and sits perfectly under make-up.',
        ),
        use: t(
          'დაიტანეთ მზეზე გასვლამდე 15 წუთით ადრე და ყოველ 2 საათში განაახლეთ.',
          'Apply 15 minutes before sun exposure and reapply every 2 hours.',
        ),
      },
      {
        code: 'body-sunscreen',
        name: t('სხეულის მზისგან დამცავი საშუალებები', 'Body Sunscreen'),
        shape: 'spray',
        variants: { sizes: [150, 200], unit: 'ml' },
        price: [2490, 6990],
        kinds: [
          k('მზისგან დამცავი სპრეი SPF 30', 'Sun Spray SPF 30'),
          k('მზისგან დამცავი ლოსიონი SPF 50', 'Sun Lotion SPF 50', 'bottle'),
          k('წყალგამძლე მზისგან დამცავი რძე SPF 50+', 'Water-Resistant Sun Milk SPF 50+', 'bottle'),
        ],
        about: t(
          'იცავს კანს დამწვრობისა და ნაადრევი დაბერებისგან. წყალგამძლე ფორმულა ზღვაში ბანაობის შემდეგაც მოქმედებს.',
          'Protects the skin from sunburn and premature ageing. The water-resistant formula keeps working after a swim.',
        ),
        use: t(
          'უხვად დაიტანეთ მზეზე გასვლამდე და განაახლეთ ყოველი ბანაობის შემდეგ.',
          'Apply generously before sun exposure and reapply after every swim.',
        ),
      },
      {
        code: 'after-sun',
        name: t('მზის შემდეგ', 'After Sun'),
        shape: 'bottle',
        variants: { sizes: [200], unit: 'ml' },
        price: [1490, 3990],
        kinds: [
          k('მზის შემდეგ დამამშვიდებელი გელი ალოეთი', 'Aloe After-Sun Gel', 'tube'),
          k('მზის შემდეგ გამაგრილებელი ლოსიონი', 'Cooling After-Sun Lotion'),
        ],
        about: t(
          'ამშვიდებს და აგრილებს მზისგან გაღიზიანებულ კანს და აღუდგენს მას ტენს. რუჯი უფრო თანაბარი და ხანგრძლივი ხდება.',
          'Soothes and cools sun-stressed skin and restores lost moisture, helping your tan last longer.',
        ),
        use: t('მზის შემდეგ დაიტანეთ სუფთა კანზე.', 'Apply to clean skin after sun exposure.'),
      },
      {
        code: 'self-tan',
        name: t('თვითგარუჯვა', 'Self-Tanning'),
        shape: 'pump',
        variants: { sizes: [150], unit: 'ml' },
        price: [1990, 5490],
        kinds: [
          k('თვითგარუჯვის ქაფი', 'Self-Tanning Mousse'),
          k('თანდათანობითი გარუჯვის ლოსიონი', 'Gradual Tan Lotion', 'tube'),
          k('სახის თვითგარუჯვის წვეთები', 'Self-Tan Face Drops', 'dropper'),
        ],
        about: t(
          'ბუნებრივი, თანაბარი რუჯი მზის გარეშე. ლაქებს არ ტოვებს და სასიამოვნო არომატი აქვს.',
          'A natural-looking, even tan without the sun. Streak-free, with a pleasant scent.',
        ),
        use: t(
          'ხელთათმანით დაიტანეთ სუფთა, მშრალ კანზე და შემდეგ დაიბანეთ ხელები.',
          'Apply with a mitt to clean, dry skin, then wash your hands.',
        ),
      },
    ],
  },
  {
    code: 'men',
    name: t('მამაკაცებისთვის', 'Men'),
    intro: t(
      '<p>წვერის მოვლა, გაპარსვა და სახის მოვლა, შექმნილი მამაკაცის კანისთვის.</p>',
      "<p>Beard care, shaving and skin care made for men's skin.</p>",
    ),
    children: [
      {
        code: 'beard-care',
        name: t('წვერის მოვლა', 'Beard Care'),
        shape: 'dropper',
        variants: { sizes: [30, 50], unit: 'ml' },
        price: [1990, 4990],
        kinds: [
          k('წვერის ზეთი', 'Beard Oil'),
          k('წვერის ბალზამი', 'Beard Balm', 'jar'),
          k('წვერის შამპუნი', 'Beard Wash', 'bottle'),
        ],
        about: t(
          'არბილებს წვერს, ამცირებს ქავილს და მოვლილ იერს ანიჭებს. აქვს ხის თბილი, თავშეკავებული სურნელი.',
          'Softens the beard, relieves itching and keeps it looking groomed, with a warm, understated woody scent.',
        ),
        use: t(
          'რამდენიმე წვეთი შეიზილეთ წვერში და მის ქვეშ კანში.',
          'Work a few drops into the beard and the skin beneath.',
        ),
      },
      {
        code: 'shaving',
        name: t('გაპარსვა', 'Shaving'),
        shape: 'spray',
        variants: { sizes: [100, 200], unit: 'ml' },
        price: [990, 3990],
        kinds: [
          k('საპარსი ქაფი', 'Shaving Foam'),
          k('საპარსი გელი', 'Shaving Gel'),
          k('გაპარსვის შემდეგ ბალზამი', 'After-Shave Balm', 'tube'),
        ],
        about: t(
          'უზრუნველყოფს სუფთა, კომფორტულ გაპარსვას და იცავს კანს გაღიზიანებისგან. გაპარსვის შემდეგ კანი გლუვი და დამშვიდებულია.',
          'For a close, comfortable shave that protects against irritation. Skin feels smooth and calm afterwards.',
        ),
        use: t(
          'დაიტანეთ სველ კანზე, დაელოდეთ რამდენიმე წამს და გაიპარსეთ.',
          'Apply to wet skin, wait a few seconds, then shave.',
        ),
      },
      {
        code: 'mens-skincare',
        name: t('სახის მოვლა მამაკაცებისთვის', "Men's Skincare"),
        shape: 'tube',
        variants: { sizes: [50, 100], unit: 'ml' },
        price: [1490, 5990],
        kinds: [
          k('მამაკაცის დამატენიანებელი გელი', "Men's Hydrating Gel"),
          k('მამაკაცის სახის დასაბანი გელი', "Men's Face Wash"),
          k('თვალის მაცოცხლებელი როლერი', 'Energising Eye Roll-On', 'stick'),
        ],
        about: t(
          'მსუბუქი, არაცხიმიანი ფორმულა, შექმნილი მამაკაცის კანის საჭიროებებისთვის. მყისიერად შეიწოვება და დაღლილობის კვალს აქრობს.',
          "A light, non-greasy formula made for men's skin. Absorbs instantly and wipes away signs of fatigue.",
        ),
        use: t('დაიტანეთ დილით და საღამოს, გაწმენდილ კანზე.', 'Apply morning and evening to clean skin.'),
      },
    ],
  },
  {
    code: 'mother-baby',
    name: t('დედა და ბავშვი', 'Mother & Baby'),
    intro: t(
      '<p>ნაზი მოვლა ბავშვებისა და მომავალი დედებისთვის: რბილი დასაბანი საშუალებები, ბავშვის კრემები და მოვლა ორსულობისას.</p>',
      '<p>Gentle care for babies and mothers-to-be: mild washes, baby creams and pregnancy care.</p>',
    ),
    children: [
      {
        code: 'baby-bath',
        name: t('ბავშვის დასაბანი საშუალებები', 'Baby Bath'),
        shape: 'bottle',
        variants: { sizes: [250, 500], unit: 'ml' },
        price: [990, 3490],
        kinds: [
          k('ბავშვის შამპუნი და დასაბანი გელი 2-ში 1', '2-in-1 Baby Shampoo & Wash', 'pump'),
          k('ბავშვის აბაზანის ქაფი', 'Baby Bubble Bath'),
          k('ბავშვის დასაბანი ზეთი', 'Baby Bath Oil'),
        ],
        about: t(
          'თვალებს არ აღიზიანებს და ბავშვის ნაზ კანს რბილად წმენდს. ჰიპოალერგიული ფორმულა პედიატრების მეთვალყურეობით არის ტესტირებული.',
          'Tear-free and gentle on delicate baby skin. The hypoallergenic formula is tested under paediatric control.',
        ),
        use: t(
          'დაიტანეთ სველ კანსა და თმაზე, აქაფეთ და კარგად ჩამოიბანეთ.',
          'Lather onto wet skin and hair, then rinse well.',
        ),
      },
      {
        code: 'baby-creams',
        name: t('ბავშვის კრემები', 'Baby Creams'),
        shape: 'tube',
        variants: { sizes: [50, 100], unit: 'ml' },
        price: [990, 3990],
        kinds: [
          k('საფენის ქვეშ დამცავი კრემი', 'Nappy Rash Cream'),
          k('ბავშვის დამატენიანებელი ლოსიონი', 'Baby Moisturising Lotion', 'pump'),
          k('ბავშვის მზისგან დამცავი კრემი SPF 50', 'Baby Sun Cream SPF 50'),
        ],
        about: t(
          'ქმნის დამცავ ფენას, რომელიც ამშვიდებს სიწითლეს და იცავს კანს გაღიზიანებისგან. შესაფერისია დაბადებიდან.',
          'Forms a protective layer that calms redness and shields skin from irritation. Suitable from birth.',
        ),
        use: t('დაიტანეთ თხელ ფენად სუფთა, მშრალ კანზე.', 'Apply a thin layer to clean, dry skin.'),
      },
      {
        code: 'pregnancy-care',
        name: t('მოვლა ორსულობისას', 'Pregnancy Care'),
        shape: 'pump',
        variants: { sizes: [150, 250], unit: 'ml' },
        price: [1990, 5990],
        kinds: [
          k('სტრიების საწინააღმდეგო კრემი', 'Stretch Mark Cream', 'tube'),
          k('სტრიების საწინააღმდეგო ზეთი', 'Stretch Mark Oil', 'bottle'),
          k('სხეულის გამამკვრივებელი ლოსიონი', 'Firming Body Lotion'),
        ],
        about: t(
          'ზრდის კანის ელასტიურობას და ეხმარება სტრიების თავიდან აცილებაში. ფორმულა უსაფრთხოა ორსულობისა და ძუძუთი კვების პერიოდში.',
          'Improves skin elasticity and helps prevent stretch marks. Safe to use during pregnancy and breastfeeding.',
        ),
        use: t(
          'დღეში ორჯერ მასაჟით დაიტანეთ მუცელზე, მკერდსა და თეძოებზე.',
          'Massage into tummy, breasts and hips twice a day.',
        ),
      },
    ],
  },
  {
    code: 'pharmacy',
    name: t('აფთიაქი', 'Pharmacy'),
    intro: t(
      '<p>დერმოკოსმეტიკა ატოპიური და აკნესკენ მიდრეკილი კანისთვის, ვიტამინები, საკვები დანამატები და პირის ღრუს მოვლა.</p>',
      '<p>Dermocosmetics for atopic and blemish-prone skin, vitamins and supplements, and oral care.</p>',
    ),
    children: [
      {
        code: 'dermocosmetics',
        name: t('დერმოკოსმეტიკა', 'Dermocosmetics'),
        children: [
          {
            code: 'atopic-skin',
            name: t('ატოპიური კანისთვის', 'For Atopic Skin'),
            shape: 'pump',
            variants: { sizes: [200, 400], unit: 'ml' },
            price: [1990, 6990],
            kinds: [
              k('ლიპიდების აღმდგენი ბალზამი', 'Lipid-Replenishing Balm'),
              k('ქავილის საწინააღმდეგო კრემი', 'Anti-Itch Cream', 'tube'),
              k('დამამშვიდებელი დასაბანი ზეთი', 'Soothing Wash Oil', 'bottle'),
            ],
            about: t(
              'აღადგენს კანის დამცავ ბარიერს და პირველივე გამოყენებიდან ამსუბუქებს ქავილს. შესაფერისია მთელი ოჯახისთვის, ჩვილების ჩათვლით.',
              'Restores the skin barrier and soothes itching from the first application. Suitable for the whole family, babies included.',
            ),
            use: t(
              'დაიტანეთ დღეში 1–2-ჯერ სახესა და სხეულზე.',
              'Apply once or twice a day to face and body.',
            ),
          },
          {
            code: 'acne-prone-skin',
            name: t('აკნესკენ მიდრეკილი კანისთვის', 'For Acne-Prone Skin'),
            shape: 'tube',
            variants: { sizes: [30, 50], unit: 'ml' },
            price: [1490, 5490],
            kinds: [
              k('ანთების საწინააღმდეგო გელი', 'Blemish Control Gel'),
              k('წერტილოვანი საშუალება გამონაყარისთვის', 'Spot Treatment', 'dropper'),
              k('მატირებელი ემულსია', 'Mattifying Emulsion', 'pump'),
            ],
            about: t(
              'ამცირებს ანთებას და ცხიმის გამოყოფას, ებრძვის შავ წერტილებს. კანი უფრო სუფთა და თანაბარი ხდება.',
              'Reduces breakouts and excess oil and fights blackheads for clearer, more even skin.',
            ),
            use: t(
              'დაიტანეთ პრობლემურ ზონებზე დილით და საღამოს.',
              'Apply to problem areas morning and evening.',
            ),
          },
        ],
      },
      {
        code: 'supplements',
        ingested: true,
        name: t('ვიტამინები და საკვები დანამატები', 'Vitamins & Supplements'),
        shape: 'jar',
        variants: { sizes: [30, 60, 90], unit: 'caps' },
        price: [1990, 7990],
        kinds: [
          k('კოლაგენის საკვები დანამატი', 'Collagen Supplement'),
          k('ვიტამინები თმის, კანისა და ფრჩხილებისთვის', 'Hair, Skin & Nails Vitamins'),
          k('ბიოტინი', 'Biotin'),
          k('D3 ვიტამინი', 'Vitamin D3'),
        ],
        about: t(
          'დაბალანსებული ფორმულა, რომელიც შიგნიდან ზრუნავს კანის, თმისა და ფრჩხილების ჯანმრთელობაზე. არ წარმოადგენს სამკურნალო საშუალებას.',
          'A balanced formula that supports healthy skin, hair and nails from within. Not a medicine.',
        ),
        use: t(
          'მიიღეთ 1 კაფსულა დღეში, ჭამის დროს. არ გადააჭარბოთ რეკომენდებულ დოზას.',
          'Take 1 capsule a day with a meal. Do not exceed the recommended dose.',
        ),
      },
      {
        code: 'oral-care',
        ingested: true,
        name: t('პირის ღრუს მოვლა', 'Oral Care'),
        shape: 'tube',
        variants: { sizes: [75], unit: 'ml' },
        price: [690, 2490],
        kinds: [
          k('გამათეთრებელი კბილის პასტა', 'Whitening Toothpaste'),
          k('კბილის პასტა მგრძნობიარე კბილებისთვის', 'Sensitive Toothpaste'),
          k('პირის ღრუს სავლები', 'Mouthwash', 'bottle'),
        ],
        about: t(
          'ეფექტურად წმენდს კბილებს, იცავს კარიესისგან და დიდხანს ინარჩუნებს სუნთქვის სიახლეს.',
          'Cleans teeth effectively, protects against cavities and keeps breath fresh for longer.',
        ),
        use: t('გამოიყენეთ დღეში ორჯერ, დილით და საღამოს.', 'Use twice a day, morning and evening.'),
      },
    ],
  },
];
