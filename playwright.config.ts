import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// The started shop's data folder; the workers inherit it from here (their own pid differs), so journeys
// can read what the shop wrote there (e-mails in mail/). Set it yourself with E2E_BASE_URL.
const dataDir = (process.env.E2E_DATA_DIR ??= join(tmpdir(), `sakhe-e2e-${process.pid}`));
// The stand-in for Facebook's OAuth endpoints (e2e/oauth-mock.mjs); the journeys read it from here too.
const oauthPort = Number((process.env.E2E_OAUTH_PORT ??= String(port + 1000)));
const provider = `http://127.0.0.1:${oauthPort}`;
// The shop sends its mail over SMTP to a local capture server, which files each message in the shop's
// mail folder (where the journeys read it).
const smtpPort = Number((process.env.E2E_SMTP_PORT ??= String(port + 1001)));
// The banks' test doubles (e2e/bank-mocks.mjs): Bank of Georgia and TBC, whose hosted pages the
// card journeys pay on; the journeys read their addresses from here too.
const bogPort = Number((process.env.E2E_BOG_PORT ??= String(port + 2000)));
const tbcPort = Number((process.env.E2E_TBC_PORT ??= String(port + 2001)));
const bogUrl = `http://127.0.0.1:${bogPort}`;
const tbcUrl = `http://127.0.0.1:${tbcPort}`;
// The mocks' own credentials (apps/api/test/support/banks/*-mock.ts); BOG's callback key is made at
// each start and written where the shop reads it.
const banks = {
  bog: {
    clientId: 'bog-test-client',
    clientSecret: 'bog-test-secret',
    publicKey: join(tmpdir(), `sakhe-e2e-bog-${process.pid}.pem`),
  },
  tbc: { apiKey: 'tbc-test-api-key', clientId: 'tbc-test-client', clientSecret: 'tbc-test-secret' },
};
// The back-office journeys' first owner (e2e/admin-support.ts signs in as them and makes the staff each journey
// needs), created with `npm run admin:create` before the shop starts: the embedded database admits one process.
const adminEmail = (process.env.E2E_ADMIN_EMAIL ??= 'e2e-owner@sakhe.test');
const adminPassword = (process.env.E2E_ADMIN_PASSWORD ??= 'e2e-owner-passphrase');

/**
 * Debian's Chromium; Playwright never downloads a browser here. Its headless shell (`apt-get install
 * chromium-headless-shell`, the same engine without the full browser's window and GPU machinery, and what
 * Playwright itself runs headless) takes half the time of the full browser on two cores; the full browser
 * is the fallback.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
const chromium = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * Journeys that switch shop-wide settings, or that need the catalog to hold still (the page cache's
 * byte-for-byte and ETag checks: another journey's purchase changes a page's stock and renders it
 * anew): the `exclusive` project runs them after every other one.
 */
const EXCLUSIVE = ['**/staff-preview.spec.ts', '**/page-cache.spec.ts', '**/admin-reviews.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Recording a trace of every test costs a quarter of the run on two cores; in CI a failure's retry
  // records one instead.
  use: { baseURL, trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure', launchOptions: chromium },
  projects: [
    // Journeys for one screen size say so with e2e/screens.ts (a tag and the reason).
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      grepInvert: /@phone-only/,
      testIgnore: EXCLUSIVE,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      // The long purchase journeys run on desktop; on a phone the checkout's own layout and
      // accessibility are covered by checkout-a11y, and everything with a phone layout runs here. The
      // same goes for flows whose pages have no phone layout of their own (the banks' pages, mail and
      // SMS) and for the back office's desk work (refunds, customers, enrolling a second factor, writing
      // formatted descriptions): its phone layout is the packer's, whose journey (admin-orders) runs here.
      testIgnore: [
        '**/checkout-journey.spec.ts',
        '**/checkout-card.spec.ts',
        '**/checkout-banks.spec.ts',
        '**/notifications.spec.ts',
        '**/referral.spec.ts',
        '**/reviews.spec.ts',
        '**/admin-refunds.spec.ts',
        '**/admin-customers.spec.ts',
        '**/admin-two-factor.spec.ts',
        '**/admin-rich-text.spec.ts',
        ...EXCLUSIVE,
      ],
      grepInvert: /@desktop-only/,
    },
    // Journeys that change what every other journey sees (the shop-wide under-construction overlay), or
    // that others would disturb, run alone once the others are done (`--project=exclusive --no-deps` runs
    // them by themselves).
    {
      name: 'exclusive',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: EXCLUSIVE,
      // One at a time: the overlay would show on the page cache's pages.
      workers: 1,
      dependencies: ['desktop', 'phone'],
    },
  ],
  // The built shop on a fresh embedded database, seeded on start like a newcomer's first run.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: 'node e2e/oauth-mock.mjs',
          url: `${provider}/.well-known/openid-configuration`,
          reuseExistingServer: !process.env.CI,
          env: { E2E_OAUTH_PORT: String(oauthPort) },
        },
        {
          command: 'node e2e/smtp-capture.mjs',
          port: smtpPort,
          reuseExistingServer: !process.env.CI,
          env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_DIR: join(dataDir, 'mail') },
        },
        {
          // Started before the shop, which reads the BOG mock's callback key at start.
          command: 'node e2e/bank-mocks.mjs',
          url: `${tbcUrl}/_mock/health`,
          reuseExistingServer: false,
          env: {
            E2E_BOG_PORT: String(bogPort),
            E2E_BOG_PUBLIC_KEY_FILE: banks.bog.publicKey,
            E2E_TBC_PORT: String(tbcPort),
          },
        },
        {
          // `;`: on a data folder that has the owner already (E2E_DATA_DIR set by hand) the shop starts all the same.
          command: `npm run admin:create --silent -- --email ${adminEmail} --password ${adminPassword}; node scripts/start.mjs`,
          url: `${baseURL}/ready`,
          timeout: 300_000,
          reuseExistingServer: !process.env.CI,
          env: {
            PORT: String(port),
            DATA_DIR: dataDir,
            // Card payments go to the sandbox bank's page and back to the thank-you page on this address.
            PUBLIC_URL: baseURL,
            // `npm start` runs under NODE_ENV=production, where the sandbox gateway is off unless asked for.
            SANDBOX_PAYMENTS: 'true',
            LOG_LEVEL: 'warn',
            UNDER_CONSTRUCTION: 'false',
            // Every journey's browser comes from 127.0.0.1: per-IP limits sized for one shopper would
            // throttle the whole suite. The limits themselves are covered by the API tests.
            LOGIN_LIMIT_PER_IP: '1000/1m',
            // Per e-mail, only failures count, and only one journey fails on purpose (each time with an
            // address of its own): twice the default, so it reaches the limit in ten tries rather than a
            // hundred password hashes.
            LOGIN_LIMIT_PER_EMAIL: '10/15m',
            REGISTRATION_LIMIT_PER_IP: '1000/1h',
            RECOVERY_LIMIT_PER_IP: '1000/1h',
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            FACEBOOK_CLIENT_ID: 'sakhe-e2e',
            FACEBOOK_CLIENT_SECRET: 'sakhe-e2e-secret',
            FACEBOOK_AUTHORIZE_URL: `${provider}/authorize`,
            FACEBOOK_TOKEN_URL: `${provider}/token`,
            FACEBOOK_USERINFO_URL: `${provider}/userinfo`,
            // Card payments through both banks' test doubles.
            BOG_CLIENT_ID: banks.bog.clientId,
            BOG_CLIENT_SECRET: banks.bog.clientSecret,
            BOG_PUBLIC_KEY: banks.bog.publicKey,
            BOG_API_URL: bogUrl,
            BOG_OAUTH_URL: `${bogUrl}/auth/realms/bog/protocol/openid-connect/token`,
            TBC_API_URL: tbcUrl,
            TBC_API_KEY: banks.tbc.apiKey,
            TBC_CLIENT_ID: banks.tbc.clientId,
            TBC_CLIENT_SECRET: banks.tbc.clientSecret,
          },
        },
      ],
});
