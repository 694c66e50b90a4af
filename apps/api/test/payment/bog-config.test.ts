import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

/** Bank of Georgia's variables are checked at start: all three or none, and a key that reads. */
const dataDir = mkdtempSync(join(tmpdir(), 'sakhe-bog-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('BOG configuration', () => {
  it('defaults to the bank’s own addresses and stays off without credentials', () => {
    const config = load({});
    expect(config.BOG_API_URL).toBe('https://api.bog.ge');
    expect(config.BOG_OAUTH_URL).toBe('https://oauth2.bog.ge/auth/realms/bog/protocol/openid-connect/token');
    expect(config.BOG_CLIENT_ID).toBeUndefined();
  });

  it('takes the key as PEM text, as PEM with \\n written out, or as a file path', () => {
    const file = join(dataDir, 'bog.pem');
    writeFileSync(file, pem);
    for (const key of [pem, pem.replaceAll('\n', '\\n'), file]) {
      expect(
        load({ BOG_CLIENT_ID: 'id', BOG_CLIENT_SECRET: 'secret', BOG_PUBLIC_KEY: key }).BOG_PUBLIC_KEY,
      ).toBe(key);
    }
  });

  it('refuses part of the credentials, or a key that is not one', () => {
    expect(() => load({ BOG_CLIENT_ID: 'id' })).toThrow(ConfigError);
    expect(() => load({ BOG_CLIENT_ID: 'id', BOG_CLIENT_SECRET: 'secret' })).toThrow(/BOG_CLIENT_ID/);
    expect(() =>
      load({ BOG_CLIENT_ID: 'id', BOG_CLIENT_SECRET: 'secret', BOG_PUBLIC_KEY: '/no/such/file.pem' }),
    ).toThrow(/BOG_PUBLIC_KEY/);
    expect(() =>
      load({
        BOG_CLIENT_ID: 'id',
        BOG_CLIENT_SECRET: 'secret',
        BOG_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nnope',
      }),
    ).toThrow(/BOG_PUBLIC_KEY/);
    expect(() => load({ BOG_TIMEOUT_MS: '5' })).toThrow(/BOG_TIMEOUT_MS/);
  });
});
