import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../src/db/client';

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
});
