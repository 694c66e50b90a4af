import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { JobHandler, QueueOptions } from '../../src/modules/jobs';
import { postgresExecutor } from '../../src/modules/jobs/postgres';
import { createTestApp, type TestApp } from '../support/app';

/**
 * The job queue against the app's own database (PGlite by default, PostgreSQL with DATABASE_URL):
 * handlers by name, retries with backoff, jobs kept across a restart, sends inside transactions,
 * and, on PostgreSQL, one run per job across two nodes.
 */

let t: TestApp;
const extraApps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  for (const app of extraApps) await app.close();
  await t?.close();
});

/** Another node of the shop on the same database, with the test's own queues. */
async function node(queues: Record<string, { handler: JobHandler<never>; options?: QueueOptions }>) {
  const app = await buildApp({ config: t.config, database: t.database });
  for (const [name, { handler, options }] of Object.entries(queues)) app.jobs.work(name, handler, options);
  await app.ready();
  extraApps.push(app);
  return app;
}

async function stopNode(app: FastifyInstance) {
  extraApps.splice(extraApps.indexOf(app), 1);
  await app.close();
}

async function until<T>(check: () => Promise<T | undefined | null | false>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const finished = (app: FastifyInstance, name: string, id: string) =>
  until(async () => {
    const job = await app.jobs.find(name, id);
    return job && ['completed', 'failed'].includes(job.state) ? job : null;
  });

describe('the job queue', () => {
  it('runs a job by its queue name with its data', async () => {
    const seen: unknown[] = [];
    const app = await node({
      'test-echo': { handler: async (data: { n: number }) => void seen.push(data) },
    });
    const id = await app.jobs.send('test-echo', { n: 7 });
    expect(id).toEqual(expect.any(String));
    expect((await finished(app, 'test-echo', id as string)).state).toBe('completed');
    expect(seen).toEqual([{ n: 7 }]);
    await stopNode(app);
  });

  it('refuses a job for a queue nothing handles, rather than dropping it', async () => {
    await expect(t.app.jobs.send('no-such-queue', {})).rejects.toThrow(/no-such-queue/);
  });

  it('retries a failed job with a growing delay, then completes it', async () => {
    const attempts: number[] = [];
    const app = await node({
      'test-flaky': {
        handler: async (_data, job) => {
          attempts.push(job.retryCount);
          if (job.retryCount < 1) throw new Error('the first attempt fails');
        },
        options: { retryLimit: 3, retryDelay: 1, retryBackoff: true },
      },
    });
    const id = (await app.jobs.send('test-flaky', {})) as string;
    const failedOnce = await until(async () => {
      const job = await app.jobs.find('test-flaky', id);
      return job && job.retryCount === 1 ? job : null;
    });
    expect(failedOnce.retryBackoff).toBe(true);
    const job = await finished(app, 'test-flaky', id);
    expect(job.state).toBe('completed');
    expect(attempts).toEqual([0, 1]);
    await stopNode(app);
  });

  it('gives up after the retry limit and keeps the error on the job', async () => {
    const app = await node({
      'test-broken': {
        handler: async () => {
          throw new Error('always broken');
        },
        options: { retryLimit: 0 },
      },
    });
    const id = (await app.jobs.send('test-broken', {})) as string;
    const job = await finished(app, 'test-broken', id);
    expect(job.state).toBe('failed');
    expect(JSON.stringify(job.output)).toContain('always broken');
    await stopNode(app);
  });

  it('keeps a job across a restart: one node stops before running it, the next runs it', async () => {
    const attempts: string[] = [];
    const first = await node({
      'test-restart': {
        handler: async () => {
          attempts.push('first');
          throw new Error('the first node cannot');
        },
        options: { retryLimit: 2, retryDelay: 1 },
      },
    });
    const id = (await first.jobs.send('test-restart', { order: 1 })) as string;
    await until(async () => (await first.jobs.find('test-restart', id))?.state === 'retry');
    await stopNode(first);

    const second = await node({
      'test-restart': {
        handler: async (data: { order: number }) => void attempts.push(`second ${data.order}`),
        options: { retryLimit: 2, retryDelay: 1 },
      },
    });
    expect((await finished(second, 'test-restart', id)).state).toBe('completed');
    expect(attempts).toEqual(['first', 'second 1']);
    await stopNode(second);
  });

  it('sends inside a transaction: the job exists only if the transaction commits', async () => {
    const seen: string[] = [];
    const app = await node({
      'test-tx': { handler: async (data: { tag: string }) => void seen.push(data.tag) },
    });
    const rolledBack = randomUUID();
    await expect(
      t.database.db.transaction(async (tx) => {
        await app.jobs.send('test-tx', { tag: 'rolled back' }, { tx, id: rolledBack });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const committed = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return app.jobs.send('test-tx', { tag: 'committed' }, { tx });
    });
    app.jobs.wake('test-tx');
    expect((await finished(app, 'test-tx', committed as string)).state).toBe('completed');
    expect(await app.jobs.find('test-tx', rolledBack)).toBeNull();
    expect(seen).toEqual(['committed']);
    await stopNode(app);
  });

  it('adds nothing for a second send with the id of a kept job', async () => {
    const app = await node({ 'test-once': { handler: async () => {} } });
    const id = randomUUID();
    expect(await app.jobs.send('test-once', {}, { id })).toBe(id);
    expect(await app.jobs.send('test-once', {}, { id })).toBeNull();
    await stopNode(app);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('two nodes on one PostgreSQL', () => {
  it('runs each job once, whichever node takes it', async () => {
    const runs: Array<{ node: string; n: number }> = [];
    const handler = (name: string) => async (data: { n: number }) => {
      runs.push({ node: name, n: data.n });
      // Long enough that both nodes' workers are busy at once.
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const options = { concurrency: 3 };
    const a = await node({ 'test-shared': { handler: handler('a'), options } });
    const b = await node({ 'test-shared': { handler: handler('b'), options } });
    const ids = await Promise.all(
      Array.from({ length: 60 }, (_, n) => (n % 2 === 0 ? a : b).jobs.send('test-shared', { n })),
    );
    for (const id of ids) expect((await finished(a, 'test-shared', id as string)).state).toBe('completed');
    expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    expect(new Set(runs.map((run) => run.node))).toEqual(new Set(['a', 'b']));
    await stopNode(a);
    await stopNode(b);
  });

  it('prepares each statement with parameters once per connection; parameterless text runs as it is', async () => {
    const executor = postgresExecutor(t.database.connectionString!, t.app.log);
    try {
      const text = 'select $1::int + 1 as n';
      expect((await executor.executeSql(text, [1])).rows).toEqual([{ n: 2 }]);
      expect((await executor.executeSql(text, [41])).rows).toEqual([{ n: 42 }]);
      // One at a time, the queries take the same connection, whose prepared statements are its own.
      const prepared = await executor.executeSql(
        `select name from pg_prepared_statements where statement = 'select $1::int + 1 as n'`,
      );
      expect(prepared.rows).toEqual([{ name: expect.stringMatching(/^pgboss_[0-9a-f]{16}$/) }]);
    } finally {
      await executor.close();
    }
  });
});
