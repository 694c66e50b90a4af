// `npm run lighthouse`: Lighthouse (mobile preset) on the built shop's home, a listing and a product
// page, against the budgets below. Starts the shop like Playwright's webServer does (a fresh embedded
// database, UNDER_CONSTRUCTION=false), prints the four category scores per page and the home page's
// JavaScript (gzipped), exits non-zero when a budget is missed, and always stops the shop.
//
// LIGHTHOUSE_URL=http://host:port skips starting a shop; LIGHTHOUSE_RUNS=3 takes the median run per page.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const BUDGETS = {
  performance: 95,
  accessibility: 95,
  'best-practices': 95,
  seo: 100,
};
/** The home page's JavaScript, gzipped, in KB (1 KB = 1000 bytes, as the build prints sizes). */
export const HOME_JS_BUDGET_KB = 150;

const CATEGORIES = Object.keys(BUDGETS);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(base, shop, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shop && shop.exitCode !== null) throw new Error(`the shop exited with code ${shop.exitCode}`);
    try {
      if ((await fetch(`${base}/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the shop did not become ready at ${base} within ${timeoutMs / 1000} s`);
}

/** The built shop on a fresh data folder, as a newcomer's first `npm start`. */
async function startShop() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sakhe-lighthouse-'));
  const shop = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      UNDER_CONSTRUCTION: 'false',
      // Canonical and hreflang links then name the audited origin.
      PUBLIC_URL: base,
    },
  });
  const stop = async () => {
    if (shop.exitCode === null) {
      const exited = new Promise((resolve) => shop.once('exit', resolve));
      shop.kill('SIGTERM');
      const timer = setTimeout(() => shop.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(base, shop);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** The first product's page, in Georgian (the default locale), by its slug from the Shop API. */
async function productPath(base) {
  const response = await fetch(`${base}/api/v2/shop/products?itemsPerPage=1`, {
    headers: { Accept: 'application/ld+json', 'Accept-Language': 'ka_GE' },
  });
  if (!response.ok) throw new Error(`products answered ${response.status}`);
  const [product] = (await response.json())['hydra:member'];
  if (!product) throw new Error('the catalog has no product to audit');
  return `/shop/product/${encodeURIComponent(product.slug)}`;
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Every script the page loaded, gzipped here (the shop may serve them uncompressed). */
async function scriptBytes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script' && item.url.startsWith('http'));
  let gzipped = 0;
  let transferred = 0;
  const files = [];
  for (const script of scripts) {
    transferred += script.transferSize ?? 0;
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    gzipped += size;
    files.push({ name: new URL(script.url).pathname.split('/').pop(), size });
  }
  files.sort((a, b) => b.size - a.size);
  return { count: scripts.length, gzipped, transferred, files };
}

function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
}

/**
 * One Lighthouse run in a fresh Chromium. A run whose trace could not be recorded (NO_NAVSTART and the
 * like, seen on a busy machine) is repeated, up to three attempts.
 */
async function audit(url) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launchChrome();
    let lhr;
    try {
      ({ lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      }));
    } finally {
      await chrome.kill();
    }
    if (!lhr.runtimeError) return summarize(lhr);
    if (attempt === 3) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    console.warn(`  (${lhr.runtimeError.code}, trying again)`);
  }
}

function summarize(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  );
  const failing = Object.values(lhr.audits)
    .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative')
    .filter((item) => ['binary', 'numeric', 'metricSavings'].includes(item.scoreDisplayMode))
    .map((item) => `${item.id} (${item.displayValue ?? item.score})`);
  return { lhr, scores, failing };
}

async function main() {
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
  const external = process.env.LIGHTHOUSE_URL?.replace(/\/+$/, '');
  const shop = external ? { base: external, stop: async () => {} } : await startShop();
  const problems = [];
  try {
    const pages = [
      { name: 'home', path: '/' },
      { name: 'listing', path: '/shop/makeup' },
      { name: 'product', path: await productPath(shop.base) },
    ];
    for (const page of pages) {
      const url = `${shop.base}${page.path}`;
      // A first visit warms the shop's caches (resized images, server code), as on a live server.
      await fetch(url).then((response) => response.arrayBuffer());
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await audit(url));
      const { lhr, scores, failing } = median(results);
      console.log(`\n${page.name}  ${url}`);
      for (const category of CATEGORIES) {
        const ok =
          category === 'seo' ? scores[category] === BUDGETS[category] : scores[category] >= BUDGETS[category];
        console.log(
          `  ${category.padEnd(15)} ${String(scores[category]).padStart(3)}  ${ok ? 'ok' : `below ${BUDGETS[category]}`}`,
        );
        if (!ok) problems.push(`${page.name}: ${category} ${scores[category]} (budget ${BUDGETS[category]})`);
      }
      if (failing.length) console.log(`  audits to look at: ${failing.join(', ')}`);
      if (page.name === 'home') {
        const js = await scriptBytes(lhr);
        const kb = js.gzipped / 1000;
        const ok = kb <= HOME_JS_BUDGET_KB;
        console.log(
          `  javascript      ${kb.toFixed(1)} KB gzipped in ${js.count} files (${(js.transferred / 1000).toFixed(1)} KB as served)  ${ok ? 'ok' : `over ${HOME_JS_BUDGET_KB} KB`}`,
        );
        if (!ok) {
          problems.push(`home: JavaScript ${kb.toFixed(1)} KB gzipped (budget ${HOME_JS_BUDGET_KB} KB)`);
          for (const file of js.files)
            console.log(`    ${(file.size / 1000).toFixed(1).padStart(6)} KB  ${file.name}`);
        }
      }
    }
  } finally {
    await shop.stop();
  }
  if (problems.length) {
    console.error(`\nBudgets missed:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery budget met.');
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
