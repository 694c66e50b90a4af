import { describe, expect, it } from 'vitest';
import { escapeXml, urlEntries } from './sitemap.server';
import { localizedUrl, seoMeta, serializeJsonLd, siteOrigin, websiteJsonLd } from './seo';

const matches = [
  { id: 'root' },
  { id: 'routes/layout', loaderData: { settings: { origin: 'https://sakhe.ge' } } },
];

describe('seoMeta', () => {
  it('gives the canonical URL and hreflang alternates of the page in both languages', () => {
    const meta = seoMeta(
      { location: { pathname: '/en/faq' }, matches },
      { title: 'FAQ', description: 'Answers' },
    );
    expect(meta).toContainEqual({ title: 'FAQ' });
    expect(meta).toContainEqual({ name: 'description', content: 'Answers' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://sakhe.ge/en/faq' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'ka',
      href: 'https://sakhe.ge/faq',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://sakhe.ge/en/faq',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://sakhe.ge/faq',
    });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://sakhe.ge/en/faq' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'en_US' });
    expect(meta).toContainEqual({ property: 'og:locale:alternate', content: 'ka_GE' });
  });

  it('names the home page with a trailing slash and keeps a given query in the canonical path', () => {
    const home = seoMeta({ location: { pathname: '/' }, matches }, { title: 'sakhe' });
    expect(home).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://sakhe.ge/' });
    expect(home).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://sakhe.ge/en',
    });
    const search = seoMeta(
      { location: { pathname: '/search', search: '?q=x&utm=1' }, matches },
      { title: 'Search', path: '/search?q=x', noindex: true },
    );
    expect(search).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://sakhe.ge/search?q=x' });
    expect(search).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });

  it('makes sharing images absolute', () => {
    const meta = seoMeta(
      { location: { pathname: '/' }, matches },
      { title: 't', image: '/media/cache/x.webp' },
    );
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://sakhe.ge/media/cache/x.webp' });
  });

  it('falls back to the default origin without layout data', () => {
    expect(siteOrigin([])).toBe('http://localhost:3000');
  });
});

describe('structured data', () => {
  it('points the WebSite search action at the search page of the locale', () => {
    const descriptor = websiteJsonLd('https://sakhe.ge', 'en', 'sakhe') as {
      'script:ld+json': { potentialAction: { target: { urlTemplate: string } } };
    };
    expect(descriptor['script:ld+json'].potentialAction.target.urlTemplate).toBe(
      'https://sakhe.ge/en/search?q={search_term_string}',
    );
  });

  it('cannot close its script tag', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('sitemap entries', () => {
  it('list a page in each language with every alternate', () => {
    const xml = urlEntries('https://sakhe.ge', () => '/faq');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://sakhe.ge/faq</loc>');
    expect(xml).toContain('<loc>https://sakhe.ge/en/faq</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://sakhe.ge/faq"');
  });

  it('leave out a language the page does not exist in', () => {
    const xml = urlEntries('https://sakhe.ge', (locale) => (locale === 'en' ? '/shop/product/serum' : null));
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml).not.toContain('x-default');
  });

  it('escape XML', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });
});

describe('localizedUrl', () => {
  it('prefixes English only', () => {
    expect(localizedUrl('https://sakhe.ge', '/shop/face', 'ka')).toBe('https://sakhe.ge/shop/face');
    expect(localizedUrl('https://sakhe.ge', '/shop/face', 'en')).toBe('https://sakhe.ge/en/shop/face');
  });
});
