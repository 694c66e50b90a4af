// The banks for the browser journeys and for trying card payments by hand: the Bank of Georgia and
// TBC mocks of the API tests (apps/api/test/support/banks/*.ts, loaded through tsx), each on a fixed
// local port, until the process is stopped. Point the shop at them with the variables printed below
// (README, "Card payments"). The mocks' test controls are over HTTP at /_mock/… (see each mock's file).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const port = Number(process.env.E2E_PORT ?? 3100);
const host = '127.0.0.1';
const started = [];

// --- Bank of Georgia (pay-bog) ---------------------------------------------------------------
const bogPort = Number(process.env.E2E_BOG_PORT ?? port + 2000);
const { startBogMock } = await tsImport('../apps/api/test/support/banks/bog-mock.ts', import.meta.url);
const bog = await startBogMock({ port: bogPort, host });
started.push(bog);
// The mock signs callbacks with a key pair made at each start: its public half goes to a file the
// shop reads (BOG_PUBLIC_KEY takes a path), so start this before the shop.
const bogKeyFile = process.env.E2E_BOG_PUBLIC_KEY_FILE ?? join(tmpdir(), `sakhe-e2e-bog-${bogPort}.pem`);
writeFileSync(bogKeyFile, bog.publicKeyPem);
console.info(`BOG mock at ${bog.url}. Configure the shop with:
  BOG_API_URL=${bog.url}
  BOG_OAUTH_URL=${bog.oauthUrl}
  BOG_CLIENT_ID=${bog.clientId}
  BOG_CLIENT_SECRET=${bog.clientSecret}
  BOG_PUBLIC_KEY=${bogKeyFile}`);

// --- TBC Checkout (pay-tbc) ------------------------------------------------------------------
// Started after Bank of Georgia's: its /_mock/health answering means both banks are up.
const tbcPort = Number(process.env.E2E_TBC_PORT ?? port + 2001);
const { startTbcMock } = await tsImport('../apps/api/test/support/banks/tbc-mock.ts', import.meta.url);
const tbc = await startTbcMock({ port: tbcPort, host });
started.push(tbc);
console.info(`TBC mock at ${tbc.url}. Configure the shop with:
  TBC_API_URL=${tbc.url}
  TBC_API_KEY=${tbc.apiKey}
  TBC_CLIENT_ID=${tbc.clientId}
  TBC_CLIENT_SECRET=${tbc.clientSecret}`);

const stop = async () => {
  await Promise.allSettled(started.map((mock) => mock.close()));
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
