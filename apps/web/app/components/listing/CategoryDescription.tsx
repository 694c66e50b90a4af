import { htmlToText, sanitizeDescription } from '../../lib/catalog/product-html';
import { useT } from '../../lib/i18n/i18n';

/**
 * Up to this much text (about two lines at 1280 px, four at 390 px) a description is an intro, read
 * before the products; a longer one would push the first products below the fold on a phone.
 */
const INTRO_MAX_CHARACTERS = 240;

/** Headings and lists make a text to read when the shopper wants it, not on the way to the products. */
const STRUCTURED = /<(?:h3|h4|ul|ol|blockquote)>/;

export interface CategoryText {
  /** Rebuilt from the product description's allow-list (lib/product-html): no links, no h2, no attribute. */
  html: string;
  /**
   * Where it goes, as beauty shops place it: a short text under the h1 (what the category is, in a
   * line or two, without delaying the products), a long one (buying advice, ingredients to look for,
   * mostly read by those who scroll past the products, and by search engines) below the grid.
   */
  placement: 'intro' | 'below';
}

/** The category's description as the listing shows it, or null when it has none. */
export function categoryText(description: string | null | undefined): CategoryText | null {
  const html = sanitizeDescription(description);
  if (html === '' || htmlToText(html) === '') return null;
  const short = htmlToText(html).length <= INTRO_MAX_CHARACTERS && !STRUCTURED.test(html);
  return { html, placement: short ? 'intro' : 'below' };
}

/** The short description under the listing's heading. */
export function CategoryIntro({ html }: { html: string }) {
  return (
    <div
      data-testid="category-description"
      className="mt-2 max-w-2xl text-sm leading-relaxed text-ink-muted [&_p+p]:mt-2"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The long description below the products, under its own h2 (its h3/h4 sections sit below it). */
export function CategoryAbout({ html, name }: { html: string; name: string }) {
  const t = useT();
  return (
    <section aria-labelledby="category-about" className="mt-12 border-t border-line pt-10">
      <h2 id="category-about" className="text-xl font-semibold text-ink">
        {t('listing.about', { name })}
      </h2>
      <div
        data-testid="category-description"
        className="mt-4 max-w-3xl leading-relaxed text-ink [&_blockquote]:mt-3 [&_blockquote]:border-l-2 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_h3]:mt-6 [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-medium [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-3 [&_p:first-child]:mt-0 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}
