import { expectAccessible } from './a11y';
import { ADMIN_LANGUAGES, journeyStaff, openFromNav, signIn } from './admin-support';
import { acceptCookies, checkoutToPayment, headerCart, newShopper, SHOP_LANGUAGES } from './cart-support';
import { expect as baseExpect, test } from './fixtures';

// Several screens and a checkout in one journey, on a shared and busy machine: each step may wait longer.
const expect = baseExpect.configure({ timeout: 15_000 });

/** What the product screens say, in each language (apps/admin/app/locales, namespace products). */
const WORDS = {
  ka: {
    products: 'პროდუქტები',
    newProduct: 'ახალი პროდუქტი',
    code: 'კოდი',
    mainCategory: 'მთავარი კატეგორია',
    brand: 'ბრენდი',
    georgian: 'ქართულად',
    english: 'ინგლისურად',
    name: 'სახელი',
    create: 'პროდუქტის შექმნა',
    created: 'პროდუქტი შეიქმნა.',
    preview: 'წინასწარი ნახვა მაღაზიაში',
    addVariant: 'ვარიანტის დამატება',
    newVariant: 'ახალი ვარიანტი',
    variantCode: 'ვარიანტის კოდი',
    shade: 'ფერი (ტონი)',
    colour: 'ფერი',
    price: 'ფასი (₾)',
    onHand: 'მარაგი',
    saveVariant: 'ვარიანტის შენახვა',
    variantSaved: 'ვარიანტი შენახულია.',
    enabled: 'ჩართულია (მყიდველები ხედავენ)',
    save: 'შენახვა',
    saved: 'ცვლილებები შენახულია.',
    search: 'ძებნა',
    find: 'მოძებნე',
    stockOf: (name: string) => `${name} — მარაგი`,
    delta: 'ცვლილება (+ ან −)',
    reason: 'მიზეზი',
    adjust: 'მარაგის შეცვლა',
    close: 'დახურვა',
  },
  en: {
    products: 'Products',
    newProduct: 'New product',
    code: 'Code',
    mainCategory: 'Main category',
    brand: 'Brand',
    georgian: 'Georgian',
    english: 'English',
    name: 'Name',
    create: 'Create product',
    created: 'Product created.',
    preview: 'Preview in the shop',
    addVariant: 'Add a variant',
    newVariant: 'New variant',
    variantCode: 'Variant code',
    shade: 'Shade',
    colour: 'Colour',
    price: 'Price (₾)',
    onHand: 'Stock on hand',
    saveVariant: 'Save variant',
    variantSaved: 'Variant saved.',
    enabled: 'Enabled (shoppers see it)',
    save: 'Save',
    saved: 'Changes saved.',
    search: 'Search',
    find: 'Find',
    stockOf: (name: string) => `Stock of ${name}`,
    delta: 'Change (+ or −)',
    reason: 'Reason',
    adjust: 'Adjust stock',
    close: 'Close',
  },
} as const;

/** A made-up Georgian word nobody else's product has, and how it is typed in Latin letters. */
function uniqueGeorgianWord(): { georgian: string; latin: string } {
  const consonants: Array<[string, string]> = [
    ['ბ', 'b'], ['გ', 'g'], ['დ', 'd'], ['ვ', 'v'], ['ზ', 'z'], ['ლ', 'l'], ['მ', 'm'], ['ნ', 'n'], ['რ', 'r'], ['ს', 's'],
  ]; // prettier-ignore
  const vowels: Array<[string, string]> = [
    ['ა', 'a'],
    ['ე', 'e'],
    ['ი', 'i'],
    ['ო', 'o'],
    ['უ', 'u'],
  ];
  let georgian = '';
  let latin = '';
  for (let i = 0; i < 5; i++) {
    const [cg, cl] = consonants[Math.floor(Math.random() * consonants.length)]!;
    const [vg, vl] = vowels[Math.floor(Math.random() * vowels.length)]!;
    georgian += cg + vg;
    latin += cl + vl;
  }
  return { georgian, latin };
}

for (const [index, language] of ADMIN_LANGUAGES.entries()) {
  const { lang } = language;
  const words = WORDS[lang];
  const shop = SHOP_LANGUAGES[index]!;

  test(`a manager adds a foundation with two shades and enables it; a shopper finds it by its Georgian name typed in Latin and buys a shade (${lang}) @desktop-only`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const staff = await journeyStaff(page.request);
    const word = uniqueGeorgianWord();
    const code = `e2e-found-${Date.now()}-${lang}`;
    const nameKa = `ტონალური კრემი ${word.georgian}`;
    const nameEn = `Silk foundation ${code.slice(-8)}`;
    const shownName = lang === 'ka' ? nameKa : nameEn;

    await signIn(page, language, staff.manager);
    await openFromNav(page, language, words.products);
    await expect(page.getByRole('heading', { level: 1, name: words.products })).toBeVisible();
    await expectAccessible(page);

    // The new product: its code, category and brand, and its names side by side (slugs made from them).
    await page.getByRole('link', { name: words.newProduct }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.newProduct })).toBeVisible();
    await page.getByLabel(words.code, { exact: true }).fill(code);
    await page.getByLabel(words.mainCategory).selectOption({ index: 1 });
    await page.getByLabel(words.brand, { exact: true }).selectOption({ index: 1 });
    await page
      .getByRole('region', { name: words.georgian })
      .getByLabel(words.name, { exact: true })
      .fill(nameKa);
    await page
      .getByRole('region', { name: words.english })
      .getByLabel(words.name, { exact: true })
      .fill(nameEn);
    await expectAccessible(page);
    await page.getByRole('button', { name: words.create }).click();
    await expect(page.getByRole('heading', { level: 1, name: shownName })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: words.created })).toBeVisible();
    // Not enabled yet: staff may preview it in the shop.
    await expect(page.getByRole('link', { name: words.preview })).toHaveAttribute('href', /\/product\//);

    // Two shades, each with its colour, price and first stock.
    const shades = [
      {
        code: `${code}-01`,
        ka: `ღია ბეჟი ${word.georgian}`,
        en: 'Light beige',
        colour: '#e8c9a8',
        price: '45',
      },
      {
        code: `${code}-02`,
        ka: `თბილი ნუში ${word.georgian}`,
        en: 'Warm almond',
        colour: '#c08a5b',
        price: '47.50',
      },
    ];
    for (const shade of shades) {
      await page.getByRole('button', { name: words.addVariant }).click();
      const dialog = page.getByRole('dialog', { name: words.newVariant });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(words.variantCode).fill(shade.code);
      const shadeGroup = dialog.getByRole('group', { name: words.shade });
      await shadeGroup.getByLabel(words.georgian).fill(shade.ka);
      await shadeGroup.getByLabel(words.english).fill(shade.en);
      await shadeGroup.getByLabel(words.colour, { exact: true }).fill(shade.colour);
      await dialog.getByLabel(words.price, { exact: true }).fill(shade.price);
      await dialog.getByLabel(words.onHand, { exact: true }).fill('8');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: words.saveVariant }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: words.variantSaved })).toBeVisible();
      await expect(page.getByRole('list', { name: /./ }).getByText(shade.code)).toBeVisible();
    }

    // A delivery counted in, with its reason.
    const secondShade = lang === 'ka' ? shades[1]!.ka : shades[1]!.en;
    await page.getByRole('button', { name: words.stockOf(secondShade) }).click();
    const stock = page.getByRole('dialog', { name: words.stockOf(secondShade) });
    await stock.getByLabel(words.delta).fill('4');
    await stock
      .getByLabel(words.reason)
      .fill(lang === 'ka' ? 'მომწოდებლისგან მიღება' : 'delivery from the supplier');
    await stock.getByRole('button', { name: words.adjust }).click();
    await expect(stock.getByRole('listitem').first()).toContainText('+4');
    await expectAccessible(page);
    await stock.getByRole('button', { name: words.close }).click();

    // Enabled: shoppers see it from now on.
    await page.getByLabel(words.enabled).check();
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();

    // The list finds it by its Georgian name typed in Latin letters.
    await openFromNav(page, language, words.products);
    await page.getByLabel(words.search, { exact: true }).fill(word.latin);
    await page.getByRole('button', { name: words.find }).click();
    await expect(page.getByRole('link', { name: shownName }).filter({ visible: true })).toHaveCount(1);

    // A shopper searches the shop the same way, opens it and buys the second shade.
    const shopperContext = await browser.newContext({ baseURL });
    const shopper = await shopperContext.newPage();
    await acceptCookies(shopper);
    await shopper.goto(`${shop.prefix}/search?q=${encodeURIComponent(`tonaluri kremi ${word.latin}`)}`);
    await shopper.getByRole('main').getByRole('link', { name: shownName }).first().click();
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(shownName);
    await shopper.getByRole('main').getByRole('link', { name: secondShade }).first().click();
    await expect(shopper).toHaveURL(new RegExp(`variant=${shades[1]!.code}`));
    await shopper
      .getByRole('main')
      .getByRole('button', { name: new RegExp(shop.words.add) })
      .first()
      .click();
    await expect(headerCart(shopper).locator('[data-cart-count]')).toHaveAttribute('data-cart-count', '1');
    await shopper.goto(`${shop.prefix}/cart`);
    await expect(shopper.getByRole('main')).toContainText(shownName);
    await checkoutToPayment(shopper, shop, newShopper(`products-${lang}`));
    await shopper.getByRole('radio', { name: new RegExp(shop.words.cash) }).check();
    await shopper.getByRole('button', { name: shop.words.continue }).click();
    await expect(shopper).toHaveURL(`${shop.prefix}/checkout/complete`);
    await shopper.getByRole('button', { name: shop.words.placeOrder }).click();
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(shop.words.success);
    await shopperContext.close();
  });
}
