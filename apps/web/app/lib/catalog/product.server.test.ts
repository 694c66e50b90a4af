// @vitest-environment node
import type { AppLoadContext } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureProduct } from './product-fixtures';
import { findProduct, forgetKnownSlugs } from './product.server';

type Backend = 'ka_GE' | 'en_US';

interface StoredProduct {
  code: string;
  enabled: boolean;
  slugs: Record<Backend, string>;
  /** Former slugs per language (the back office renamed the product). */
  former?: Partial<Record<Backend, string[]>>;
}

const PREVIEW = 'sakhe_preview=1.9999999999.signed';

/**
 * The Shop API as the product page meets it in-process: products-by-slug answers Sylius 1.12's 301 to the
 * product's IRI (never followed, as `app.inject` does not), products/{code} the product; a disabled
 * product only to a request carrying the staff preview cookie. Every call is recorded.
 */
function shopApi(catalog: StoredProduct[]) {
  const calls: string[] = [];
  const cookies: Array<string | undefined> = [];
  const apiFetch = vi.fn(async (path: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const locale = headers.get('accept-language') as Backend;
    const preview = headers.get('cookie') === PREVIEW;
    calls.push(path);
    cookies.push(headers.get('cookie') ?? undefined);
    const visible = catalog.filter((product) => product.enabled || preview);
    const notFound = () =>
      Response.json(
        {
          '@context': '/api/v2/contexts/Error',
          '@type': 'hydra:Error',
          'hydra:title': 'An error occurred',
          'hydra:description': 'Not Found',
        },
        { status: 404 },
      );
    const bySlug = /^\/api\/v2\/shop\/products-by-slug\/([^/?]+)$/.exec(path);
    if (bySlug) {
      const slug = decodeURIComponent(bySlug[1]!);
      const found =
        visible.find((product) => product.slugs[locale] === slug) ??
        visible.find((product) => product.former?.[locale]?.includes(slug));
      if (!found) return notFound();
      const location = `/api/v2/shop/products/${encodeURIComponent(found.code)}`;
      return new Response(`Redirecting to ${location}`, {
        status: 301,
        headers: { Location: location, 'Content-Type': 'text/html; charset=utf-8' },
      });
    }
    const byCode = /^\/api\/v2\/shop\/products\/([^/?]+)$/.exec(path);
    const found = byCode && visible.find((product) => product.code === decodeURIComponent(byCode[1]!));
    if (!found) return notFound();
    const translation = (backend: Backend) => ({
      name: `${found.code} ${backend}`,
      slug: found.slugs[backend],
      description: null,
      shortDescription: null,
    });
    return Response.json({
      '@context': '/api/v2/contexts/Product',
      ...fixtureProduct({
        code: found.code,
        slug: found.slugs[locale],
        enabled: found.enabled,
        translations: { ka_GE: translation('ka_GE'), en_US: translation('en_US') },
      }),
    });
  });
  const lookup = (locale: 'ka' | 'en', cookie?: string) => ({
    context: {
      apiFetch,
      request: new Request('http://localhost/shop/product/x', cookie ? { headers: { cookie } } : {}),
    } as AppLoadContext,
    locale,
  });
  return { calls, cookies, lookup };
}

const GLOSS: StoredProduct = {
  code: 'GLOSS',
  enabled: true,
  slugs: { ka_GE: 'ტუჩის-პრიალა', en_US: 'lip-gloss' },
  former: { en_US: ['shiny-gloss'] },
};

beforeEach(() => forgetKnownSlugs());

describe('findProduct', () => {
  it('follows the 301 of products-by-slug to products/{code}, in either language', async () => {
    const api = shopApi([GLOSS]);
    const found = await findProduct(api.lookup('ka'), 'ტუჩის-პრიალა');
    expect(found).toMatchObject({ product: { code: 'GLOSS', slug: 'ტუჩის-პრიალა' } });
    expect(api.calls).toEqual([
      `/api/v2/shop/products-by-slug/${encodeURIComponent('ტუჩის-პრიალა')}`,
      '/api/v2/shop/products/GLOSS',
    ]);
    const english = await findProduct(api.lookup('en'), 'lip-gloss');
    expect(english).toMatchObject({ product: { code: 'GLOSS', slug: 'lip-gloss' } });
  });

  it('asks for the product alone once it knows the slug: one call, as before the 301', async () => {
    const api = shopApi([GLOSS]);
    await findProduct(api.lookup('en'), 'lip-gloss');
    api.calls.length = 0;
    expect(await findProduct(api.lookup('en'), 'lip-gloss')).toMatchObject({ product: { code: 'GLOSS' } });
    expect(api.calls).toEqual(['/api/v2/shop/products/GLOSS']);
    // Another language's slug is another entry.
    await findProduct(api.lookup('ka'), 'ტუჩის-პრიალა');
    expect(api.calls).toHaveLength(3);
  });

  it('asks again when the product it knew for a slug no longer has it', async () => {
    const catalog: StoredProduct[] = [{ ...GLOSS }];
    const api = shopApi(catalog);
    await findProduct(api.lookup('en'), 'lip-gloss');
    // The back office renamed GLOSS and gave its old slug to another product.
    catalog[0] = { ...GLOSS, slugs: { ...GLOSS.slugs, en_US: 'lip-gloss-classic' } };
    catalog.push({ code: 'GLOSS-2', enabled: true, slugs: { ka_GE: 'პრიალა-2', en_US: 'lip-gloss' } });
    api.calls.length = 0;
    expect(await findProduct(api.lookup('en'), 'lip-gloss')).toMatchObject({ product: { code: 'GLOSS-2' } });
    expect(api.calls).toEqual([
      '/api/v2/shop/products/GLOSS',
      '/api/v2/shop/products-by-slug/lip-gloss',
      '/api/v2/shop/products/GLOSS-2',
    ]);
  });

  it("sends a former slug to the product's page, and another language's slug to this language's page", async () => {
    const api = shopApi([GLOSS]);
    expect(await findProduct(api.lookup('en'), 'shiny-gloss')).toEqual({
      redirectTo: '/en/shop/product/lip-gloss',
    });
    expect(await findProduct(api.lookup('ka'), 'lip-gloss')).toEqual({
      redirectTo: `/shop/product/${encodeURIComponent('ტუჩის-პრიალა')}`,
    });
  });

  it('is the 404 for a slug no language knows', async () => {
    const api = shopApi([GLOSS]);
    const thrown: unknown = await findProduct(api.lookup('en'), 'no-such-slug').catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('shows staff previewing the shop a disabled product, forwarding their cookie, and shoppers the 404', async () => {
    const hidden: StoredProduct = {
      code: 'NEW',
      enabled: false,
      slugs: { ka_GE: 'ახალი', en_US: 'new-one' },
    };
    const api = shopApi([GLOSS, hidden]);
    const staff = await findProduct(api.lookup('en', `other=1; ${PREVIEW}`), 'new-one');
    expect(staff).toMatchObject({ product: { code: 'NEW', enabled: false } });
    expect(api.calls).toEqual(['/api/v2/shop/products-by-slug/new-one', '/api/v2/shop/products/NEW']);
    expect(api.cookies).toEqual([PREVIEW, PREVIEW]);
    // What staff saw is not remembered for shoppers, who get the 404.
    const thrown: unknown = await findProduct(api.lookup('en'), 'new-one').catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
    expect(api.cookies.slice(2).every((cookie) => cookie === undefined)).toBe(true);
  });
});
