import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer } from '../../src/http/serializer';

const answerSchema = z.object({ '@type': z.literal('Thing'), code: z.string(), price: z.number().int() });

/** A route answering `body` under `answerSchema`, its answers turned to JSON as in or outside production. */
async function answering(body: unknown, checked: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(checked));
  app.get('/thing', { schema: { response: { 200: answerSchema } } }, async () => body);
  const reply = await app.inject({ method: 'GET', url: '/thing' });
  await app.close();
  return { status: reply.statusCode, body: reply.body };
}

describe('answerSerializer', () => {
  const exact = { '@type': 'Thing', code: 'SERUM-30', price: 4590 };

  it('answers what matches its schema exactly, checked or not', async () => {
    for (const checked of [true, false]) {
      expect(await answering(exact, checked)).toEqual({ status: 200, body: JSON.stringify(exact) });
    }
  });

  it('refuses, when checked, an answer with a key, a type or an order its schema does not have', async () => {
    const drifted = [
      { ...exact, internalNote: 'not for clients' },
      { ...exact, price: '45.90' },
      { code: exact.code, '@type': exact['@type'], price: exact.price },
    ];
    for (const body of drifted) expect((await answering(body, true)).status).toBe(500);
  });

  it('only stringifies in production', async () => {
    const unchecked = { ...exact, internalNote: 'kept' };
    expect(await answering(unchecked, false)).toEqual({ status: 200, body: JSON.stringify(unchecked) });
  });
});
