import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { afterReply } from '../../src/http/after-reply';

it('answers before the work starts, does not wait for it, logs its failure and waits for it on close', async () => {
  const app = Fastify({ logger: false });
  const later = afterReply(app);
  const events: string[] = [];
  let finishWork = () => {};
  app.get('/', async (_request, reply) => {
    later(reply, 'the work', async () => {
      events.push('work started');
      await new Promise<void>((resolve) => (finishWork = resolve));
      events.push('work finished');
      throw new Error('transport down');
    });
    events.push('handler returned');
    return reply.code(202).send();
  });
  const errors: unknown[] = [];
  app.addHook('onRequest', async (request) => {
    request.log.error = ((object: unknown) => errors.push(object)) as typeof request.log.error;
  });

  const response = await app.inject('/');
  events.push(`answered ${response.statusCode}`);
  expect(events.slice(0, 1)).toEqual(['handler returned']);
  expect(events).toContain('answered 202');
  expect(events).not.toContain('work finished');

  const closing = app.close();
  finishWork();
  await closing;
  expect(events.at(-1)).toBe('work finished');
  expect(errors).toHaveLength(1);
});
