import { describe, expect, it } from 'vitest';
import { formHtml, linkHref, RICH_TEXT_PROFILES } from './rich-text';

describe('a link staff set in rich text', () => {
  it('may go to the web, to mail, to a phone or to a page of the shop', () => {
    expect(linkHref(' https://sakhe.ge/en/faq ')).toBe('https://sakhe.ge/en/faq');
    expect(linkHref('http://example.com')).toBe('http://example.com');
    expect(linkHref('mailto:hello@sakhe.ge')).toBe('mailto:hello@sakhe.ge');
    expect(linkHref('tel:+995 32 212 34 56')).toBe('tel:+995322123456');
    expect(linkHref('/faq')).toBe('/faq');
    expect(linkHref('/en/page/privacy-policy#cookies')).toBe('/en/page/privacy-policy#cookies');
  });

  it('may not run code, leave the shop unseen or be anything the API would drop', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      '//evil.example/path',
      '/\\evil.example',
      'https://',
      'https://exa mple.com',
      'ftp://files.example.com',
      'sakhe.ge',
      'www.sakhe.ge',
      'mailto:nobody',
      'tel:call-me',
      '/fa\nq',
      'https://sakhe.ge/\u0000',
      '',
      '   ',
    ]) {
      expect(linkHref(href), href).toBeNull();
    }
  });
});

describe('the HTML the editor hands the form', () => {
  it('is empty for an empty document, so a required field stays required', () => {
    expect(formHtml('<p></p>', true)).toBe('');
  });

  it('writes a list item without the paragraph the editor keeps inside it', () => {
    expect(formHtml('<ul><li><p>Vitamin <strong>C</strong></p></li><li><p>SPF 50</p></li></ul>', false)).toBe(
      '<ul><li>Vitamin <strong>C</strong></li><li>SPF 50</li></ul>',
    );
    // An item's further paragraphs and nested lists stay as they are.
    expect(formHtml('<ol><li><p>a</p><p>b</p><ul><li><p>c</p></li></ul></li></ol>', false)).toBe(
      '<ol><li>a<p>b</p><ul><li>c</li></ul></li></ol>',
    );
  });

  it('writes a table cell of one paragraph without it', () => {
    expect(
      formHtml(
        '<table><tbody><tr><th><p>Size</p></th><th><p></p></th></tr><tr><td><p>50 <em>ml</em></p></td><td><p>a</p><p>b</p></td></tr></tbody></table>',
        false,
      ),
    ).toBe(
      '<table><thead><tr><th>Size</th><th></th></tr></thead><tbody><tr><td>50 <em>ml</em></td><td><p>a</p><p>b</p></td></tr></tbody></table>',
    );
  });

  it('puts a first row of header cells in the head, and only such a row', () => {
    expect(
      formHtml('<table><tbody><tr><th>a</th><th><strong>b</strong></th></tr></tbody></table>', false),
    ).toBe('<table><thead><tr><th>a</th><th><strong>b</strong></th></tr></thead><tbody></tbody></table>');
    // A header column (th then td) is not a header row.
    const column = '<table><tbody><tr><th>a</th><td>b</td></tr><tr><th>c</th><td>d</td></tr></tbody></table>';
    expect(formHtml(column, false)).toBe(column);
  });

  it('leaves everything else alone', () => {
    const html = '<h3>Ingredients</h3><p>Water, <em>aloe</em></p><blockquote><p>Loved it</p></blockquote>';
    expect(formHtml(html, false)).toBe(html);
  });
});

describe('what each kind of field offers', () => {
  it('follows the storefront page that shows it', () => {
    // Product and FAQ texts sit under the page's own h2, and the storefront drops their links.
    expect(RICH_TEXT_PROFILES.description).toMatchObject({ headings: [3, 4], links: false });
    expect(RICH_TEXT_PROFILES.page).toMatchObject({ headings: [2, 3], links: true });
    // Blocks and media captions are shown as plain lines.
    expect(RICH_TEXT_PROFILES.lines).toEqual({
      marks: false,
      headings: [],
      lists: false,
      blockquote: false,
      links: false,
      tables: false,
    });
    // Only a CMS page prints tables (the API keeps them); a product description drops them.
    expect(RICH_TEXT_PROFILES.page.tables).toBe(true);
    expect(RICH_TEXT_PROFILES.description.tables).toBe(false);
  });
});
