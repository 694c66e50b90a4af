// @vitest-environment node
// (React Router renders the built page as on the server, where there is no `document`.)
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { rewriteScripts, scriptsAfterFirstPaint } from './scripts-after-paint.server';

// What React Router's <Scripts /> renders at the end of the body, around the page (the built page's own
// markup is checked below, in 'on the page the build renders').
const head =
  '<!DOCTYPE html><html lang="ka"><head><title>სახე</title></head><body><main>სახე — ქალაქი</main>';
const scripts =
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/assets/framework-B.js"/>' +
  '<script>window.__reactRouterContext = {"title":"სახე"};</script>' +
  '<script type="module" async="">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>';
const streamedLater =
  'ქართული<script>window.__reactRouterContext.streamController.enqueue("P1:[]")</script></body></html>';

async function throughRewrite(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()));
}

/** The document cut into pieces of `size` bytes, splitting tags and Georgian letters alike. */
function pieces(html: string, size: number): Buffer[] {
  const bytes = Buffer.from(html);
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size));
  return out;
}

describe('rewriteScripts', () => {
  const rewritten = rewriteScripts(head + scripts);

  it('drops the modulepreload links and keeps the inline module script as text that does not run', () => {
    expect(rewritten).not.toContain('modulepreload"');
    expect(rewritten).not.toContain('type="module"');
    expect(rewritten).toContain(
      '<script type="text/x-module-after-paint">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>',
    );
  });

  it('ends with the starter, which gets the held script and the modules to preload, in order', () => {
    expect(rewritten).toMatch(
      /<\/script><script>\(function \(starter, modules\) \{.*\}\)\(document\.currentScript,\["\/assets\/entry\.client-A\.js","\/assets\/framework-B\.js"\]\)<\/script>$/,
    );
  });

  it("gives the starter the response's CSP nonce, which it hands to the module script it adds", () => {
    const withNonce = rewriteScripts(
      head + scripts.replace('<script type="module"', '<script nonce="N0nce+/=" type="module"'),
      'N0nce+/=',
    );
    expect(withNonce).toContain('<script type="text/x-module-after-paint">import * as route0');
    expect(withNonce).toMatch(
      /<\/script><script nonce="N0nce\+\/=">\(function \(starter, modules\) \{.*script\.nonce = nonce/,
    );
  });

  it('leaves the page and the context script as they were', () => {
    expect(rewritten.startsWith(head)).toBe(true);
    expect(rewritten).toContain('<script>window.__reactRouterContext = {"title":"სახე"};</script>');
  });
});

describe('scriptsAfterFirstPaint', () => {
  const whole = head + scripts + streamedLater;
  const expected = rewriteScripts(head + scripts) + streamedLater;

  it('rewrites the same however the stream is cut', async () => {
    for (const size of [1, 3, 7, 64, 4096]) {
      expect(await throughRewrite(pieces(whole, size))).toBe(expected);
    }
  });

  it('cuts the links out of the head, where React hoists them, and leaves the page between as it was', async () => {
    const links = scripts.slice(0, scripts.indexOf('<script>'));
    const hoisted = head.replace('</head>', `${links}</head>`) + scripts.slice(links.length) + streamedLater;
    expect(hoisted).not.toBe(whole);
    for (const size of [1, 7, 4096]) {
      expect(await throughRewrite(pieces(hoisted, size))).toBe(expected);
    }
  });

  it('passes a document without React Router scripts through unchanged', async () => {
    const plain = `${head}</body></html>`;
    expect(await throughRewrite(pieces(plain, 5))).toBe(plain);
  });
});

/**
 * The rewrite reads React Router's markup, and lets a document it does not recognise through as it came:
 * a React Router upgrade that changes that markup would turn the optimisation off without a word. So a
 * page of the real build (`npm run build`) is rendered here and must come out rewritten. CI builds before
 * it tests (.ci/run), so there a missing build fails; locally the block is skipped, saying why.
 */
const BUILD = fileURLToPath(new URL('../../../build/', import.meta.url));
const SERVER_BUILD = `${BUILD}server/index.js`;
const mustRunOnBuild = Boolean(process.env.CI) || existsSync(SERVER_BUILD);
if (!mustRunOnBuild) {
  console.warn(
    `Skipping the after-paint checks on the built page: no ${SERVER_BUILD} (npm run build first).`,
  );
}

describe.runIf(mustRunOnBuild)('on the page the build renders', () => {
  const page = '/en/register';
  /** Its routes' ids (routes.ts), outermost first. */
  const pageRoutes = ['root', 'routes/layout', 'register'];
  let build: ServerBuild;
  let html: string;

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run npm run build first.`);
    build = (await import(/* @vite-ignore */ pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
    // An API that knows nothing (every answer a 404): the page needs none of it to render, and its scripts
    // are React Router's whatever the page shows.
    const apiFetch = async () =>
      Response.json({ '@type': 'hydra:Error', 'hydra:description': 'Not Found' }, { status: 404 });
    const response = await createRequestHandler(build, 'production')(new Request(`http://localhost${page}`), {
      apiFetch,
    });
    expect(response.status).toBe(200);
    html = await response.text();
  });

  const tags = (pattern: RegExp) => html.match(pattern) ?? [];

  it('holds the module script back as a data block, and preloads nothing up front', () => {
    expect(tags(/<script[^>]*\btype="module"[^>]*>/g)).toEqual([]);
    expect(tags(/<link[^>]*\brel="modulepreload"[^>]*>/g)).toEqual([]);
    const held = [...html.matchAll(/<script type="text\/x-module-after-paint">([^]*?)<\/script>/g)];
    expect(held).toHaveLength(1);
    // What it runs once started: the page's route modules, and the entry that hydrates.
    const routes = pageRoutes.map((id) => build.assets.routes[id]!.module);
    for (const module of [...routes, build.assets.entry.module]) expect(held[0]![1]).toContain(`"${module}"`);
  });

  it('follows it with the starter, which preloads the modules React Router would have, all built', () => {
    const starter = html.match(
      /<script type="text\/x-module-after-paint">[^]*?<\/script><script nonce="[^"]+">\(function \(starter, modules\) \{[^]*?\}\)\(document\.currentScript,(\[[^\]]*\])\)<\/script>/,
    );
    expect(starter, 'the starter right after the held script').not.toBeNull();
    const modules = JSON.parse(starter![1]!) as string[];
    const { entry, routes } = build.assets;
    const wanted = [entry.module, ...entry.imports];
    for (const id of pageRoutes) {
      wanted.push(routes[id]!.module, ...(routes[id]!.imports ?? []));
    }
    expect(new Set(modules)).toEqual(new Set(wanted));
    for (const module of modules) expect(existsSync(`${BUILD}client${module}`), module).toBe(true);
  });
});
