import pg from 'pg';

/** The migrated, seeded database every test file copies (made once per run by global-setup). */
type Template =
  | { kind: 'pglite'; dumpFile: string; mediaDir: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string; mediaDir: string };

declare module 'vitest' {
  interface ProvidedContext {
    template: Template;
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Databases made by a test run share the prefix of the run's own database, so CI can drop them all. */
export const databasePrefix = (adminUrl: string) => new URL(adminUrl).pathname.slice(1) || 'sakhe';
