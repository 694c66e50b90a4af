import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { ChangeTopic } from '../../src/db/change-feed';
import { type DatabaseHandle, openPostgres } from '../../src/db/client';
import { createTestApp, type TestApp } from '../support/app';

const onPostgres = process.env.DATABASE_URL !== undefined;

/** Resolves with the detail of the next change of `topic` this node hears, or fails after `ms`. */
function nextChange(app: FastifyInstance, topic: ChangeTopic, ms = 2000): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no ${topic} change within ${ms} ms`));
    }, ms);
    const off = app.changes.on(topic, (detail) => {
      clearTimeout(timer);
      off();
      resolve(detail);
    });
  });
}

async function productName(app: FastifyInstance, code: string): Promise<string> {
  const response = await app.inject({
    url: `/api/v2/shop/products?code=${code}`,
    headers: { 'accept-language': 'en_US' },
  });
  const body = response.json<{ 'hydra:member': Array<{ name: string }> }>();
  return body['hydra:member'][0]?.name ?? '';
}

describe('change feed on one node', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs the publisher’s own listeners at once, with the detail', async () => {
    const heard: Array<string | undefined> = [];
    const off = t.app.changes.on('content', (detail) => heard.push(detail));
    await t.app.changes.publish('content', 'block 7');
    off();
    await t.app.changes.publish('content', 'after unsubscribing');
    expect(heard).toEqual(['block 7']);
  });

  it('a failing listener does not keep the others from hearing the change', async () => {
    const heard: string[] = [];
    const offFailing = t.app.changes.on('settings', () => {
      throw new Error('broken cache');
    });
    const off = t.app.changes.on('settings', () => heard.push('second'));
    await t.app.changes.publish('settings');
    offFailing();
    off();
    expect(heard).toEqual(['second']);
  });

  it('a catalog change empties the cached listings, which still served the old name until then', async () => {
    const [product] = (
      (await t.database.db.execute(
        sql`select p.code from products p where p.enabled order by p.id limit 1`,
      )) as unknown as { rows: Array<{ code: string }> }
    ).rows;
    const code = product!.code;
    const before = await productName(t.app, code);
    await t.database.db.execute(
      sql`update product_translations set name = 'Renamed by the back office'
          where locale = 'en_US' and product_id = (select id from products where code = ${code})`,
    );
    expect(await productName(t.app, code)).toBe(before);
    await t.app.changes.publish('catalog', code);
    expect(await productName(t.app, code)).toBe('Renamed by the back office');
  });
});

describe.skipIf(!onPostgres)('change feed across two API nodes on one PostgreSQL', () => {
  let first: TestApp;
  let secondDatabase: DatabaseHandle;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await createTestApp();
    secondDatabase = await openPostgres(first.database.connectionString!, 2);
    second = await buildApp({ config: first.config, database: secondDatabase });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  it('a change published on one node reaches the other within 2 s, once', async () => {
    const heard: Array<string | undefined> = [];
    const off = second.changes.on('settings', (detail) => heard.push(detail));
    const reached = nextChange(second, 'settings');
    await first.app.changes.publish('settings', 'headerMessage');
    expect(await reached).toBe('headerMessage');
    off();
    expect(heard).toEqual(['headerMessage']);
  });

  it('the other node’s catalog caches are emptied by the change', async () => {
    const [product] = (
      (await first.database.db.execute(
        sql`select p.code from products p where p.enabled order by p.id desc limit 1`,
      )) as unknown as { rows: Array<{ code: string }> }
    ).rows;
    const code = product!.code;
    const before = await productName(second, code);
    await first.database.db.execute(
      sql`update product_translations set name = 'Renamed on the first node'
          where locale = 'en_US' and product_id = (select id from products where code = ${code})`,
    );
    expect(await productName(second, code)).toBe(before);
    const reached = nextChange(second, 'catalog');
    await first.app.changes.publish('catalog', code);
    await reached;
    expect(await productName(second, code)).toBe('Renamed on the first node');
  });

  it('a node whose listening connection was cut connects again, refreshes everything once and hears later changes', async () => {
    const resynced = nextChange(second, 'catalog', 10_000);
    await first.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'LISTEN sakhe_changes'`,
    );
    // After the reconnection every topic's listeners run once, with no detail.
    expect(await resynced).toBeUndefined();
    const reached = nextChange(second, 'content', 10_000);
    // Publishing until the other node has its LISTEN again: a NOTIFY before it is not delivered to it.
    let delivered: string | undefined;
    const marker = 'after the reconnection';
    const publishing = setInterval(() => void first.app.changes.publish('content', marker), 200);
    try {
      delivered = await reached;
    } finally {
      clearInterval(publishing);
    }
    expect(delivered).toBe(marker);
  });
});
