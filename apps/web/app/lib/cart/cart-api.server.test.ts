import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api.server';
import { shopRequest } from './cart-api.server';

function answering(response: () => Response) {
  const apiFetch = vi.fn(async () => response());
  return { context: { apiFetch } as AppLoadContext, apiFetch };
}

describe('shopRequest', () => {
  it('takes an empty 202 or 204 as success without a body', async () => {
    for (const status of [202, 204]) {
      const { context } = answering(() => new Response(null, { status }));
      await expect(
        shopRequest(context, 'reset-password-requests', { locale: 'en', method: 'POST', body: {} }),
      ).resolves.toEqual({ ok: true, status, body: undefined });
    }
  });

  it('parses the JSON of a success and sends a merge patch for PATCH', async () => {
    const { context, apiFetch } = answering(() => Response.json({ tokenValue: 't' }));
    await expect(
      shopRequest(context, 'orders/t/items/1', { locale: 'ka', method: 'PATCH', body: { quantity: 2 } }),
    ).resolves.toEqual({ ok: true, status: 200, body: { tokenValue: 't' } });
    expect(apiFetch.mock.calls[0]).toMatchObject([
      '/api/v2/shop/orders/t/items/1',
      { headers: { 'Content-Type': 'application/merge-patch+json', 'Accept-Language': 'ka_GE' } },
    ]);
  });

  it('hands back the violations of a 422 and throws on other failures', async () => {
    const violations = [{ propertyPath: 'password', message: 'Too short', code: 'x' }];
    const refused = answering(() => Response.json({ violations }, { status: 422 }));
    await expect(shopRequest(refused.context, 'customers/from-order', { locale: 'en' })).resolves.toEqual({
      ok: false,
      status: 422,
      violations: [{ propertyPath: 'password', message: 'Too short' }],
    });
    const broken = answering(() => new Response('', { status: 503 }));
    await expect(shopRequest(broken.context, 'customers', { locale: 'en' })).rejects.toBeInstanceOf(ApiError);
  });
});
