import { expectAccessible } from './a11y';
import { ADMIN_LANGUAGES, journeyStaff, openFromNav, signIn, signInThroughApi } from './admin-support';
import { expect, test } from './fixtures';

const ADMIN_API = '/api/v2/admin';

/** The back office's words these journeys read (apps/admin/app/locales). */
const WORDS = {
  ka: {
    content: 'კონტენტი',
    categories: 'კატეგორიები და ბრენდები',
    headerMessage: 'შეტყობინება საიტის თავში',
    inGeorgian: 'ქართულად',
    inEnglish: 'ინგლისურად',
    text: 'ტექსტი',
    save: 'შენახვა',
    saved: 'შენახულია: მაღაზიაში უკვე ჩანს.',
    faqTab: 'ხშირი კითხვები',
    newQuestion: 'ახალი კითხვა',
    code: 'კოდი',
    question: 'კითხვა',
    answer: 'პასუხი',
    edit: (name: string) => `„${name}“ — რედაქტირება`,
    newCategory: 'ახალი კატეგორია',
    parent: 'მშობელი',
    name: 'სახელი',
    create: 'შექმნა',
    created: 'შეიქმნა.',
    moveUp: (name: string) => `„${name}“ ზემოთ`,
    moved: (name: string) => `„${name}“ გადავიდა`,
  },
  en: {
    content: 'Content',
    categories: 'Categories & brands',
    headerMessage: 'Header message',
    inGeorgian: 'In Georgian',
    inEnglish: 'In English',
    text: 'Text',
    save: 'Save',
    saved: 'Saved: the shop shows it now.',
    faqTab: 'FAQ',
    newQuestion: 'New question',
    code: 'Code',
    question: 'Question',
    answer: 'Answer',
    edit: (name: string) => `Edit “${name}”`,
    newCategory: 'New category',
    parent: 'Parent',
    name: 'Name',
    create: 'Create',
    created: 'Created.',
    moveUp: (name: string) => `Move “${name}” up`,
    moved: (name: string) => `“${name}” moved`,
  },
} as const;

// One header message for the whole shop: the two languages' journeys take turns with it.
test.describe.configure({ mode: 'serial' });

for (const language of ADMIN_LANGUAGES) {
  const { lang, words } = language;
  const w = WORDS[lang];
  const shopPrefix = lang === 'ka' ? '' : '/en';

  test(`a manager changes the header message, adds a FAQ entry and a category, and the shop shows them at once (${lang}) @desktop-only`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const staff = await journeyStaff(page.request);
    const token = await signInThroughApi(page.request, staff.manager);
    const auth = { Authorization: `Bearer ${token}` };
    const tag = `${lang}${Date.now().toString(36)}`;
    const blocks = await page.request.get(`${ADMIN_API}/cms/blocks`, { headers: auth });
    const header = (
      (await blocks.json())['hydra:member'] as Array<{
        id: number;
        code: string;
        translations: Record<string, { name: string | null; content: string | null; link: string | null }>;
      }>
    ).find((block) => block.code === 'header-message')!;
    const faqCode = `e2e-faq-${tag}`;
    const categoryCode = `e2e-cat-${tag}`;
    const shopper = await (await browser.newContext({ baseURL })).newPage();

    try {
      await signIn(page, language, staff.manager);
      await expect(page.getByRole('heading', { level: 1, name: words.dashboard })).toBeVisible();

      // The header message, in this language's column.
      await openFromNav(page, language, w.content);
      const block = page.getByRole('form', { name: w.headerMessage });
      const message = `${lang === 'ka' ? 'ახალი შეთავაზება' : 'New offer'} ${tag}`;
      // The text is typed into the rich-text editor as it reads (the editor writes the HTML).
      await block
        .getByRole('group', { name: lang === 'ka' ? w.inGeorgian : w.inEnglish })
        .getByLabel(w.text)
        .fill(message);
      await block.getByRole('button', { name: w.save }).click();
      await expect(block.getByRole('status').filter({ hasText: w.saved })).toBeVisible({ timeout: 20_000 });
      await expectAccessible(page);
      await shopper.goto(`${shopPrefix}/`);
      await expect(shopper.getByText(message)).toBeVisible();

      // A question of its own in the FAQ, in both languages.
      await page.getByRole('link', { name: w.faqTab }).click();
      await page.getByRole('button', { name: w.newQuestion }).click();
      await page.getByLabel(w.code, { exact: true }).fill(faqCode);
      const question = { ka: `სატესტო კითხვა ${tag}?`, en: `Test question ${tag}?` };
      for (const [column, inLanguage] of [
        ['ka', w.inGeorgian],
        ['en', w.inEnglish],
      ] as const) {
        const group = page.getByRole('group', { name: inLanguage });
        await group.getByLabel(w.question).fill(question[column]);
        await group.getByLabel(w.answer).fill(`${question[column]} — ${column === 'ka' ? 'დიახ' : 'yes'}`);
      }
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(question[lang])).toBeVisible();
      // The new question goes first (keyboard alternative to dragging: move up until it leads).
      const faqs = await page.request.get(`${ADMIN_API}/cms/faqs`, { headers: auth });
      const count = ((await faqs.json())['hydra:totalItems'] as number) - 1;
      for (let step = 0; step < Math.min(count, 2); step += 1) {
        await page.getByRole('button', { name: w.moveUp(question[lang]) }).click();
        await expect(page.getByRole('status').first()).toBeVisible();
      }
      await expectAccessible(page);
      await shopper.goto(`${shopPrefix}/faq`);
      await expect(shopper.getByText(question[lang]).first()).toBeVisible();

      // A category under a top category, seen on its own listing page at once.
      await openFromNav(page, language, w.categories);
      await page.getByRole('button', { name: w.newCategory }).click();
      await page.getByLabel(w.code, { exact: true }).fill(categoryCode);
      // Deep in the tree (under a second-level category), so the shop's menus other journeys read stay as they were.
      const taxons = await page.request.get(`${ADMIN_API}/taxons?root=MENU&itemsPerPage=10000`, {
        headers: auth,
      });
      const parent = ((await taxons.json())['hydra:member'] as Array<{ code: string; level: number }>).find(
        (taxon) => taxon.level === 2,
      )!;
      await page.getByLabel(w.parent).selectOption(parent.code);
      const names = { ka: `სატესტო კატეგორია ${tag}`, en: `Test category ${tag}` };
      for (const [column, inLanguage] of [
        ['ka', w.inGeorgian],
        ['en', w.inEnglish],
      ] as const) {
        await page.getByRole('group', { name: inLanguage }).getByLabel(w.name).fill(names[column]);
      }
      await page.getByRole('button', { name: w.create }).click();
      await expect(page.getByRole('status').filter({ hasText: w.created })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(categoryCode).first()).toBeVisible();
      await expectAccessible(page);
      await shopper.goto(`${shopPrefix}/shop/${categoryCode}`);
      await expect(shopper.getByRole('heading', { level: 1, name: names[lang] })).toBeVisible();
    } finally {
      // Journeys share one shop: put the header message back and take away what this one made.
      await page.request.put(`${ADMIN_API}/cms/blocks/${header.id}`, {
        headers: auth,
        data: {
          translations: {
            ka_GE: header.translations.ka_GE,
            en_US: header.translations.en_US,
          },
        },
      });
      const faqs = await page.request.get(`${ADMIN_API}/cms/faqs`, { headers: auth });
      const mine = ((await faqs.json())['hydra:member'] as Array<{ id: number; code: string }>).find(
        (faq) => faq.code === faqCode,
      );
      if (mine) await page.request.delete(`${ADMIN_API}/cms/faqs/${mine.id}`, { headers: auth });
      await page.request.delete(`${ADMIN_API}/taxons/${categoryCode}`, { headers: auth });
      await shopper.context().close();
    }
  });
}
