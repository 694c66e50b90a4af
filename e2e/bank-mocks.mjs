// The banks for the browser journeys: Bank of Georgia's and TBC's test doubles
// (apps/api/test/support/banks/*-mock.ts, which follow each bank's documented protocol), on fixed
// local ports, which the shop under test is configured to use instead of the banks
// (playwright.config.ts starts this with `node --import tsx` and points BOG_* and TBC_* at it).
// Journeys drive their failures over HTTP (`/_mock/…`, described in each mock's file).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { startBogMock } from '../apps/api/test/support/banks/bog-mock.ts';
import { startTbcMock } from '../apps/api/test/support/banks/tbc-mock.ts';

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`bank-mocks: ${name} is not set`);
  return value;
};

// --- Bank of Georgia: its callbacks are signed with a key made at start; the shop reads the public
// half from the file it is given as BOG_PUBLIC_KEY.
const bog = await startBogMock({
  port: Number(env('E2E_BOG_PORT')),
  clientId: env('E2E_BOG_CLIENT_ID'),
  clientSecret: env('E2E_BOG_CLIENT_SECRET'),
});
const keyFile = env('E2E_BOG_PUBLIC_KEY_FILE');
mkdirSync(dirname(keyFile), { recursive: true });
writeFileSync(keyFile, bog.publicKeyPem);

// --- TBC Checkout: started last, so its port answering means both banks are up.
const tbc = await startTbcMock({
  port: Number(env('E2E_TBC_PORT')),
  apiKey: env('E2E_TBC_API_KEY'),
  clientId: env('E2E_TBC_CLIENT_ID'),
  clientSecret: env('E2E_TBC_CLIENT_SECRET'),
});

console.log(`bank mocks: BOG ${bog.url}, TBC ${tbc.url}`);
const stop = async () => {
  await Promise.allSettled([bog.close(), tbc.close()]);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
