import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOnePageApp, type TestApp } from '../support/app';

// A React Router server build whose one page asks the Shop API in-process for the path in its `api`
// parameter, as the storefront's client does, and shows what came back: status, type and body.
const serverBuild = `
const page = async ({ request, context }) => {
  const path = new URL(request.url).searchParams.get('api');
  const answer = await context.apiFetch(path, { headers: { accept: 'application/ld+json', 'accept-language': 'ka_GE' } });
  const shown = { status: answer.status, type: answer.headers.get('content-type'), body: await answer.text() };
  return new Response(JSON.stringify(shown), { headers: { 'content-type': 'application/json' } });
};
`;

let t: TestApp;

beforeAll(async () => {
  t = await createOnePageApp('in-process-api', serverBuild);
});

afterAll(async () => {
  await t?.close();
});

/** What a page got from the API in-process. */
async function inProcess(path: string) {
  const response = await t.app.inject({ url: `/page?api=${encodeURIComponent(path)}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ status: number; type: string; body: string }>();
}

describe('the Shop API in-process', () => {
  it('hands a page the answer byte for byte as a client over HTTP gets it, Georgian text and all', async () => {
    for (const path of ['/api/v2/shop/taxons/menu', '/api/v2/shop/products?itemsPerPage=30']) {
      const direct = await t.app.inject({
        url: path,
        headers: { accept: 'application/ld+json', 'accept-language': 'ka_GE' },
      });
      const answer = await inProcess(path);
      expect(answer.status).toBe(200);
      expect(answer.type).toBe(direct.headers['content-type']);
      expect(answer.body).toBe(direct.body);
      expect(answer.body).toMatch(/[\u10D0-\u10FF]/);
    }
  });

  it('hands over a refusal with its status and the contract’s error body', async () => {
    const answer = await inProcess('/api/v2/shop/products/NO-SUCH-PRODUCT');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ 'hydra:description': expect.any(String) });
  });
});
