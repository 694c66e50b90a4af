import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../src/db/client';
import { namedStatement, selectRows } from '../../src/db/sql';

const template = inject('template');

async function settingsOf(url: string) {
  const database = await openPostgres(url, 1);
  try {
    const show = async (name: string) =>
      ((await database.db.execute(`show ${name}`)) as unknown as { rows: Array<Record<string, string>> })
        .rows[0]?.[name];
    return { jit: await show('jit'), planCacheMode: await show('plan_cache_mode') };
  } finally {
    await database.close();
  }
}

describe.skipIf(template.kind !== 'postgres')('PostgreSQL connections', () => {
  const adminUrl = template.kind === 'postgres' ? template.adminUrl : '';

  it('run without JIT and plan named statements once', async () => {
    expect(await settingsOf(adminUrl)).toEqual({ jit: 'off', planCacheMode: 'force_generic_plan' });
  });

  it('leave the URL’s own options the last word', async () => {
    const url = new URL(adminUrl);
    url.searchParams.set('options', '-c plan_cache_mode=auto');
    expect(await settingsOf(url.toString())).toEqual({ jit: 'off', planCacheMode: 'auto' });
  });

  it('prepare db/sql.ts statements under their names, inside transactions too', async () => {
    const database = await openPostgres(adminUrl, 1); // one connection: the statements stay on it
    try {
      const next = namedStatement<{ n: number }, { x: number }>(
        'probe_next',
        (param) => sql`select ${param('x')}::int + 1 as n`,
      );
      expect(await next(database.db, { x: 1 })).toEqual([{ n: 2 }]);
      await database.db.transaction(async (tx) => {
        expect(await next(tx, { x: 2 })).toEqual([{ n: 3 }]);
        expect(await selectRows(tx, sql`select ${5}::int as n`, 'probe_five')).toEqual([{ n: 5 }]);
      });
      const prepared = await selectRows<{ name: string }>(
        database.db,
        sql`select name from pg_prepared_statements where name like 'probe_%' order by name`,
      );
      expect(prepared.map((row) => row.name)).toEqual(['probe_five', 'probe_next']);
    } finally {
      await database.close();
    }
  });
});
