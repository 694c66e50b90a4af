import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeDescription, sanitizeLabel } from './product-html';

describe('labels', () => {
  it('keep inline emphasis and drop the paragraph around it', () => {
    expect(sanitizeLabel('<p><strong>New</strong></p>')).toBe('<strong>New</strong>');
    expect(sanitizeLabel('<p><em>ქართული ბრენდი</em></p>')).toBe('<em>ქართული ბრენდი</em>');
  });

  it('lose every attribute, so no handler or style survives', () => {
    expect(sanitizeLabel('<strong onclick="steal()" style="color:red">-25%</strong>')).toBe(
      '<strong>-25%</strong>',
    );
  });

  it('drop tags they do not allow but keep their text, and drop scripts with their content', () => {
    expect(sanitizeLabel('<a href="javascript:alert(1)">Sale</a><script>alert(1)</script>')).toBe('Sale');
    expect(sanitizeLabel('<img src=x onerror=alert(1)>Hot')).toBe('Hot');
    expect(sanitizeLabel('<h2>Big</h2>')).toBe('Big');
  });
});

describe('descriptions', () => {
  it('keep paragraphs and lists as they are', () => {
    const html = '<p>Gives lips a mirror shine.</p><ul><li>Vegan</li><li>Recycled</li></ul>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('strip scripts, styles, iframes, comments and event handlers', () => {
    expect(
      sanitizeDescription(
        '<p onmouseover="x()">Hi<script type="text/javascript">document.cookie</script></p>' +
          '<style>p{}</style><!-- note --><iframe src="//evil"></iframe><p>there</p>',
      ),
    ).toBe('<p>Hi</p><p>there</p>');
  });

  it('cannot be tricked into a tag by a ">" inside an attribute or a broken tag', () => {
    const out = sanitizeDescription('<img alt=">" onerror="alert(1)">x <scr<script>ipt>alert(2)</script>');
    // Nothing allowed was in there, so not one tag may come out: the leftovers are escaped text.
    expect(out).not.toContain('<');
    expect(out).toContain('&quot; onerror=&quot;alert(1)&quot;&gt;x');
  });

  it('drops an unterminated script entirely', () => {
    expect(sanitizeDescription('<p>ok</p><script>alert(1)')).toBe('<p>ok</p>');
  });

  it('closes what it opened and ignores stray closing tags', () => {
    expect(sanitizeDescription('<p><strong>bold</p></em>')).toBe('<p><strong>bold</strong></p>');
    expect(sanitizeDescription('<ul><li>one')).toBe('<ul><li>one</li></ul>');
  });

  it('escapes text but keeps well-formed entities', () => {
    expect(sanitizeDescription('<p>A &amp; B & C &lt; 5 > 3</p>')).toBe(
      '<p>A &amp; B &amp; C &lt; 5 &gt; 3</p>',
    );
  });

  it('is empty for nothing', () => {
    expect(sanitizeDescription(null)).toBe('');
  });
});

describe('plain text', () => {
  it('reads rich text as words, with block boundaries as spaces and entities decoded', () => {
    expect(htmlToText('<p>Line one.</p><p>Line&nbsp;two &amp; more</p><script>x()</script>')).toBe(
      'Line one. Line two & more',
    );
    expect(htmlToText('<p><strong>-25%</strong></p>')).toBe('-25%');
  });
});
