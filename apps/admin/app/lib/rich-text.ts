/**
 * What the rich-text editor may offer for each kind of field, and the HTML it hands the form.
 *
 * The editor offers only what shoppers will see: the API keeps a wider set of tags
 * (apps/api/src/http/rich-text.ts), but the storefront then shows each field its own way, so a field's
 * toolbar follows the page that shows it, not the API.
 */

/**
 * - `description`: product descriptions, FAQ answers and category descriptions. The storefront rebuilds
 *   them from its own list (apps/web/app/lib/catalog/product-html.ts): paragraphs, lists, h3/h4, quotes and
 *   inline emphasis, but no h2 (the page's own "Description" heading is the h2) and no links (their text
 *   stays, the link goes).
 * - `page`: CMS pages, printed as the API cleaned them under the page's h1: h2/h3 sections, links and
 *   tables (a delivery-price or size chart; the only field whose page prints tables).
 * - `lines`: CMS blocks, which the storefront reads as plain text, one line per paragraph (a header
 *   message, the benefits bar): formatting would not show, so there is none to offer.
 */
export type RichTextKind = 'description' | 'page' | 'lines';

export interface RichTextProfile {
  /** Bold, italic and underline. */
  marks: boolean;
  /** The heading levels offered, the bigger first ("Heading", "Subheading"). */
  headings: readonly (2 | 3 | 4)[];
  lists: boolean;
  blockquote: boolean;
  links: boolean;
  /** Tables with an optional header row; cells hold text, not merged cells (the API keeps no colspan). */
  tables: boolean;
}

export const RICH_TEXT_PROFILES: Record<RichTextKind, RichTextProfile> = {
  description: { marks: true, headings: [3, 4], lists: true, blockquote: true, links: false, tables: false },
  page: { marks: true, headings: [2, 3], lists: true, blockquote: true, links: true, tables: true },
  lines: { marks: false, headings: [], lists: false, blockquote: false, links: false, tables: false },
};

/** A phone number as a `tel:` link may carry it: digits, a leading +, and the usual separators. */
const TEL = /^tel:\+?[0-9][0-9().-]{2,30}$/i;
const MAILTO = /^mailto:[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/i;

/**
 * The link address as it may be stored, or null when the API would drop it or it could lead shoppers
 * somewhere unexpected: only http(s) with a host, mailto:, tel: or a path on the shop itself (`/faq`).
 * `//host` and `/\host` are refused: browsers read both as another site.
 */
export function linkHref(input: string): string | null {
  let href = input.trim();
  // A phone number is typed as it is read (`+995 32 212 34 56`); the link carries it without the spaces.
  if (/^tel:/i.test(href)) href = href.replace(/ /g, '');
  // No spaces, control characters or backslashes inside an address (a pasted line break, `/\evil`).
  if (href === '' || /[\s\\]/.test(href) || [...href].some((char) => char < ' ' || char === '\u007f')) {
    return null;
  }
  if (href.startsWith('/')) return href.startsWith('//') ? null : href;
  if (MAILTO.test(href) || TEL.test(href)) return href;
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? href : null;
  } catch {
    return null;
  }
}

/**
 * The editor's HTML as the form keeps it: an empty document is an empty field (so "required" and the
 * API's "blank is null" hold), and a list item's first paragraph is unwrapped (`<li><p>a</p></li>` →
 * `<li>a</li>`), as the catalog's own descriptions are written and as the storefront's styles expect (a
 * paragraph inside an item would take the spacing and size of the text's paragraphs). A table cell that
 * holds one paragraph is written the same way (`<td><p>a</p></td>` → `<td>a</td>`), as tables are written
 * by hand. A first row of header cells goes into `<thead>` (TipTap writes every row into `<tbody>`), so
 * the shop's table says which row names the columns. The editor reads all of it back as it was.
 */
export function formHtml(html: string, isEmpty: boolean): string {
  if (isEmpty) return '';
  return (
    html
      .replace(/<li><p>((?:(?!<\/?p[\s>]).)*?)<\/p>/gs, '<li>$1')
      .replace(/<(td|th)((?:\s[^>]*)?)><p>((?:(?!<\/?p[\s>]).)*?)<\/p><\/\1>/gs, '<$1$2>$3</$1>')
      // Tables do not nest here, so a header cell holds no row or cell of its own.
      .replace(
        /<table><tbody><tr>((?:<th(?:\s[^>]*)?>(?:(?!<\/?t[dhr][\s>]).)*?<\/th>)+)<\/tr>/gs,
        '<table><thead><tr>$1</tr></thead><tbody>',
      )
  );
}
