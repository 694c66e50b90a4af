import { referralCodeSchema } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orNull, orThrow, shopApi, violationsOf, type ApiResult, type Problem } from './client.server';

const CODE = {
  '@context': '/api/v2/contexts/ReferralCode',
  '@id': '/api/v2/shop/referral-codes/FRIEND42',
  '@type': 'ReferralCode',
  code: 'FRIEND42',
};

/** The combined node: the API answers in-process. */
function inProcess(respond: (path: string, init: RequestInit) => Response | Promise<Response>) {
  const apiFetch = vi.fn(async (path: string, init: RequestInit) => respond(path, init));
  return { context: { apiFetch } as AppLoadContext, apiFetch };
}

const problem = (result: ApiResult<unknown>): Problem => {
  if (result.ok) throw new Error('expected a problem');
  return result.problem;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('shopApi', () => {
  it('answers the data of a success, asked in the page locale through the in-process fetch', async () => {
    const { context, apiFetch } = inProcess(() => Response.json(CODE));
    const result = await shopApi(context, 'en').get('referral-codes/FRIEND42', referralCodeSchema);
    expect(result).toEqual({ ok: true, data: CODE });
    const [path, init] = apiFetch.mock.calls[0]!;
    expect(path).toBe('/api/v2/shop/referral-codes/FRIEND42');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'en_US', Accept: 'application/ld+json' });
  });

  it('sends ka_GE for Georgian and passes API IRIs unchanged', async () => {
    const { context, apiFetch } = inProcess(() => Response.json(CODE));
    await shopApi(context, 'ka').get('/api/v2/shop/referral-codes/FRIEND42', referralCodeSchema);
    expect(apiFetch.mock.calls[0]![0]).toBe('/api/v2/shop/referral-codes/FRIEND42');
    expect(apiFetch.mock.calls[0]![1].headers).toMatchObject({ 'Accept-Language': 'ka_GE' });
  });

  it('sends a JSON body, as a merge patch for PATCH', async () => {
    const { context, apiFetch } = inProcess(() => new Response(null, { status: 204 }));
    const api = shopApi(context, 'ka');
    await expect(api.post('orders', { localeCode: 'ka_GE' })).resolves.toEqual({ ok: true, data: undefined });
    await api.patch('orders/t/items/1', { quantity: 2 });
    const [post, patch] = apiFetch.mock.calls.map(([, init]) => init);
    expect(post).toMatchObject({ method: 'POST', body: '{"localeCode":"ka_GE"}' });
    expect(post!.headers).toMatchObject({ 'Content-Type': 'application/ld+json' });
    expect(patch!.headers).toMatchObject({ 'Content-Type': 'application/merge-patch+json' });
  });

  it('takes an empty 202 as a success without data', async () => {
    const { context } = inProcess(() => new Response(null, { status: 202 }));
    await expect(shopApi(context, 'en').post('reset-password-requests', {})).resolves.toEqual({
      ok: true,
      data: undefined,
    });
  });

  it('answers a 4xx as its problem: status, the contract message and the violations', async () => {
    const refusal = {
      '@context': '/api/v2/contexts/ConstraintViolationList',
      '@type': 'ConstraintViolationList',
      'hydra:title': 'An error occurred',
      'hydra:description': 'password: Too short',
      violations: [{ propertyPath: 'password', message: 'Too short', code: null }],
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { context } = inProcess(() => Response.json(refusal, { status: 422 }));
    const result = await shopApi(context, 'en').post('customers', { password: 'x' });
    expect(problem(result)).toEqual({
      status: 422,
      message: 'password: Too short',
      violations: [{ propertyPath: 'password', message: 'Too short' }],
    });
    // A refusal is the shopper's to fix, not the shop's failure.
    expect(error).not.toHaveBeenCalled();
  });

  it('answers an API failure (5xx) as a problem and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { context } = inProcess(() => new Response('boom', { status: 503 }));
    const result = await shopApi(context, 'ka').get('taxons/menu', referralCodeSchema);
    expect(problem(result)).toEqual({ status: 503, message: '', violations: [] });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('GET /api/v2/shop/taxons/menu failed (503)'));
  });

  it('answers an unreachable API as a 503 and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { context } = inProcess(() => Promise.reject(new TypeError('fetch failed')));
    const result = await shopApi(context, 'ka').get('taxons/menu', referralCodeSchema);
    expect(problem(result)).toMatchObject({ status: 503, message: expect.stringContaining('fetch failed') });
    expect(error).toHaveBeenCalledOnce();
  });

  it('lets a request the shopper abandoned end quietly', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    const { context } = inProcess(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const asked = shopApi(context, 'ka', { signal: controller.signal }).get(
      'taxons/menu',
      referralCodeSchema,
    );
    await expect(asked).rejects.toThrow('aborted');
    expect(error).not.toHaveBeenCalled();
  });

  it('outside production, refuses an answer that is not exactly its contract schema (502, logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = (body: unknown) => shopApi(inProcess(() => Response.json(body)).context, 'en');
    const extraKey = await api({ ...CODE, secret: 1 }).get('referral-codes/X', referralCodeSchema);
    expect(problem(extraKey)).toMatchObject({ status: 502, message: expect.stringContaining('contract') });
    const otherOrder = {
      code: CODE.code,
      '@context': CODE['@context'],
      '@id': CODE['@id'],
      '@type': CODE['@type'],
    };
    expect((await api(otherOrder).get('referral-codes/X', referralCodeSchema)).ok).toBe(false);
    const wrongType = await api({ ...CODE, code: 42 }).get('referral-codes/X', referralCodeSchema);
    expect(problem(wrongType).status).toBe(502);
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('in production, trusts the answer as the API checked it', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    const { shopApi: productionApi } = await import('./client.server');
    const { context } = inProcess(() => Response.json({ ...CODE, secret: 1 }));
    const result = await productionApi(context, 'en').get('referral-codes/X', referralCodeSchema);
    expect(result).toEqual({ ok: true, data: { ...CODE, secret: 1 } });
  });

  it('calls API_URL over HTTP on a web-only node', async () => {
    vi.stubEnv('API_URL', 'http://api.internal:3000');
    const fetch = vi.fn(async () => Response.json(CODE));
    vi.stubGlobal('fetch', fetch);
    await shopApi({}, 'en').get('referral-codes/FRIEND42', referralCodeSchema);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      'http://api.internal:3000/api/v2/shop/referral-codes/FRIEND42',
    );
  });

  it('locate: where a redirect points, never followed, even by fetch on a web-only node', async () => {
    const moved = (location: string) =>
      new Response('<!DOCTYPE html>', { status: 301, headers: { Location: location } });
    const { context, apiFetch } = inProcess(() =>
      moved('/api/v2/shop/products/P-1?imageFilter=sylius_small'),
    );
    const api = shopApi(context, 'en', { cookie: 'sakhe_preview=1.2.x' });
    await expect(api.locate('products-by-slug/lip-gloss')).resolves.toEqual({
      ok: true,
      data: '/api/v2/shop/products/P-1?imageFilter=sylius_small',
    });
    const [path, init] = apiFetch.mock.calls[0]!;
    expect(path).toBe('/api/v2/shop/products-by-slug/lip-gloss');
    expect(init).toMatchObject({ method: 'GET', redirect: 'manual' });
    expect(init.headers).toMatchObject({ 'Accept-Language': 'en_US', Cookie: 'sakhe_preview=1.2.x' });

    vi.stubEnv('API_URL', 'http://api.internal:3000');
    const fetch = vi.fn(async () => moved('http://api.internal:3000/api/v2/shop/products/P-2'));
    vi.stubGlobal('fetch', fetch);
    await expect(shopApi({}, 'en').locate('products-by-slug/x')).resolves.toEqual({
      ok: true,
      data: '/api/v2/shop/products/P-2',
    });
    expect((fetch.mock.calls[0] as unknown[])[1]).toMatchObject({ redirect: 'manual' });
  });

  it('locate: a 404 is its problem; a success where a redirect was due breaks the contract', async () => {
    const missing = inProcess(() => Response.json({ 'hydra:description': 'Not Found' }, { status: 404 }));
    expect(problem(await shopApi(missing.context, 'en').locate('products-by-slug/x'))).toEqual({
      status: 404,
      message: 'Not Found',
      violations: [],
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const followed = inProcess(() => Response.json(CODE));
    expect(problem(await shopApi(followed.context, 'en').locate('products-by-slug/x')).status).toBe(502);
  });

  it('says what is missing when neither the in-process fetch nor API_URL is there', async () => {
    vi.stubEnv('API_URL', '');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await shopApi({}, 'en').get('taxons/menu', referralCodeSchema);
    expect(problem(result)).toMatchObject({ status: 503, message: expect.stringContaining('API_URL') });
  });
});

describe('what pages make of a result', () => {
  const failed = (status: number, violations: Problem['violations'] = []): ApiResult<never> => ({
    ok: false,
    problem: { status, message: 'Not here', violations },
  });

  it('orThrow: the data, the not-found page for a 404, the error page with its status otherwise', () => {
    expect(orThrow({ ok: true, data: 1 })).toBe(1);
    expect(() => orThrow(failed(404))).toThrow(
      expect.objectContaining({ init: { status: 404, statusText: 'Not Found' } }),
    );
    expect(() => orThrow(failed(502))).toThrow(expect.objectContaining({ init: { status: 502 } }));
  });

  it('orNull: null for a refusal, the error page for a failure', () => {
    expect(orNull(failed(404))).toBeNull();
    expect(() => orNull(failed(500))).toThrow(expect.objectContaining({ init: { status: 500 } }));
  });

  it('violationsOf: the violations, else the message for the whole form; a failure is the error page', () => {
    const violations = [{ propertyPath: 'email', message: 'Taken' }];
    expect(violationsOf(problem(failed(422, violations)))).toEqual(violations);
    expect(violationsOf(problem(failed(404)))).toEqual([{ propertyPath: '', message: 'Not here' }]);
    expect(() => violationsOf(problem(failed(503)))).toThrow(
      expect.objectContaining({ init: { status: 503 } }),
    );
  });
});
