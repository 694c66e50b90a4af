import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { ApiError, apiFetch } from './api.server';

function inProcess(respond: (path: string, init: RequestInit) => Response) {
  const apiFetch = vi.fn(async (path: string, init: RequestInit) => respond(path, init));
  return { context: { apiFetch } as AppLoadContext, apiFetch };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('apiFetch', () => {
  it('calls the Shop API in the page locale through the in-process fetch', async () => {
    const { context, apiFetch: send } = inProcess(() => Response.json({ code: 'face' }));
    await expect(apiFetch(context, 'taxons/face', { locale: 'en' })).resolves.toEqual({ code: 'face' });
    const [path, init] = send.mock.calls[0]!;
    expect(path).toBe('/api/v2/shop/taxons/face');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'en_US', Accept: 'application/ld+json' });
  });

  it('sends ka_GE for Georgian and passes API IRIs unchanged', async () => {
    const { context, apiFetch: send } = inProcess(() => Response.json({}));
    await apiFetch(context, '/api/v2/shop/taxons/face', { locale: 'ka' });
    expect(send.mock.calls[0]![0]).toBe('/api/v2/shop/taxons/face');
    expect(send.mock.calls[0]![1].headers).toMatchObject({ 'Accept-Language': 'ka_GE' });
  });

  it('sends a JSON body when there is one', async () => {
    const { context, apiFetch: send } = inProcess(() => Response.json({ tokenValue: 't' }, { status: 201 }));
    await apiFetch(context, 'orders', { locale: 'ka', method: 'POST', body: { localeCode: 'ka_GE' } });
    const init = send.mock.calls[0]![1];
    expect(init.body).toBe('{"localeCode":"ka_GE"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/ld+json' });
  });

  it('turns an unknown resource into a 404 for the ErrorBoundary', async () => {
    const { context } = inProcess(() => Response.json({ 'hydra:description': 'Not Found' }, { status: 404 }));
    const thrown = await apiFetch(context, 'taxons/nope', { locale: 'ka' }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('reports other failures as ApiError', async () => {
    const { context } = inProcess(() => new Response('boom', { status: 503 }));
    const thrown = await apiFetch(context, 'taxons/menu', { locale: 'ka' }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 503, path: '/api/v2/shop/taxons/menu' });
  });

  it('calls API_URL over HTTP on a web-only node', async () => {
    vi.stubEnv('API_URL', 'http://api.internal:3000');
    const fetch = vi.fn(async () => Response.json({ 'hydra:member': [] }));
    vi.stubGlobal('fetch', fetch);
    await apiFetch({}, 'taxons/menu', { locale: 'en' });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      'http://api.internal:3000/api/v2/shop/taxons/menu',
    );
  });

  it('says what is missing when neither the in-process fetch nor API_URL is there', async () => {
    vi.stubEnv('API_URL', '');
    await expect(apiFetch({}, 'taxons/menu', { locale: 'en' })).rejects.toThrow(/API_URL/);
  });
});
