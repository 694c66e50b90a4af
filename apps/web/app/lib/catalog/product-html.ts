/**
 * Rich text from the catalog (product descriptions, promotion labels) rendered as HTML.
 *
 * The output is rebuilt from an allow-list rather than cleaned: every tag is re-emitted by name only,
 * without a single attribute (so no handlers, styles or URLs survive), tags outside the list are dropped
 * with their text kept, script-like elements are dropped with their content, and all text is escaped.
 * Whatever the input, the result can only contain the listed tags and text.
 */

const INLINE_TAGS = ['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'br'] as const;
const BLOCK_TAGS = ['p', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote'] as const;

/** Tags whose content is code or markup, not text to show. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'title',
  'head',
  'select',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);
const VOID_TAGS = new Set(['br']);
const BLOCK_BOUNDARY = new Set([...BLOCK_TAGS, 'br', 'div', 'tr', 'td', 'th', 'h1', 'h2', 'h5', 'h6']);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*>|<[!?/][^>]*>|[^<]+|</g;
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});/;

function escapeText(text: string): string {
  return text.replace(/[<>"]|&/g, (char, offset: number) => {
    if (char === '&') return ENTITY.test(text.slice(offset)) ? '&' : '&amp;';
    return char === '<' ? '&lt;' : char === '>' ? '&gt;' : '&quot;';
  });
}

interface Token {
  kind: 'text' | 'open' | 'close';
  value: string;
}

/** Tags and text, with comments, doctypes and the content of script-like elements already gone. */
function* tokens(html: string): Generator<Token> {
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN.exec(html)) !== null) {
    const [whole, slash, rawName] = match;
    if (rawName === undefined) {
      if (!whole.startsWith('<!--') && !/^<[!?/]/.test(whole)) yield { kind: 'text', value: whole };
      continue;
    }
    const name = rawName.toLowerCase();
    if (slash) {
      yield { kind: 'close', value: name };
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, 'ig');
      end.lastIndex = TOKEN.lastIndex;
      const closing = end.exec(html);
      TOKEN.lastIndex = closing ? end.lastIndex : html.length;
      continue;
    }
    yield { kind: 'open', value: name };
  }
}

function sanitize(html: string, allowed: ReadonlySet<string>): string {
  let out = '';
  const open: string[] = [];
  for (const token of tokens(html)) {
    if (token.kind === 'text') out += escapeText(token.value);
    else if (!allowed.has(token.value)) continue;
    else if (token.kind === 'open') {
      out += `<${token.value}>`;
      if (!VOID_TAGS.has(token.value)) open.push(token.value);
    } else {
      const at = open.lastIndexOf(token.value);
      if (at === -1) continue; // a stray closing tag closes nothing
      for (const name of open.splice(at).reverse()) out += `</${name}>`;
    }
  }
  for (const name of open.reverse()) out += `</${name}>`;
  return out;
}

const DESCRIPTION_TAGS: ReadonlySet<string> = new Set([...INLINE_TAGS, ...BLOCK_TAGS]);
const LABEL_TAGS: ReadonlySet<string> = new Set(INLINE_TAGS.filter((tag) => tag !== 'br'));

/** A product description: paragraphs, lists, small headings and inline emphasis. */
export function sanitizeDescription(html: string | null | undefined): string {
  return sanitize(html ?? '', DESCRIPTION_TAGS).trim();
}

/** A label shown inside a small pill: inline emphasis only, the surrounding paragraph dropped. */
export function sanitizeLabel(html: string | null | undefined): string {
  return sanitize(html ?? '', LABEL_TAGS).trim();
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code = entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** The readable text of rich text (for meta descriptions, structured data and comparisons). */
export function htmlToText(html: string | null | undefined): string {
  let out = '';
  for (const token of tokens(html ?? '')) {
    if (token.kind === 'text') out += token.value;
    else if (BLOCK_BOUNDARY.has(token.value)) out += ' ';
  }
  return decodeEntities(out).replace(/\s+/g, ' ').trim();
}
