import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOnePageApp, type TestApp } from '../support/app';

/**
 * What the stand-in pages below share with this file (the build is imported into this process): each
 * render says when it is under way, then waits for the test to let it finish.
 */
interface Renders {
  started: () => void;
  /** When the page asked (its path and query) may go on. */
  until: (path: string) => Promise<void>;
  /** The status of the page's last API call, made after the test let it go on. */
  ended: (status: string) => void;
}
const shared = globalThis as { sakheShutdownRenders?: Renders };

// A React Router server build whose every page asks the real API in-process (the taxon menu) once before
// and once after the test lets it go on, the second time while its body is being streamed: the page
// states each answer's status, and is whole only when it ends with </html>.
const serverBuild = `
const menu = async (context) => (await context.apiFetch('/api/v2/shop/taxons/menu', {})).status;
const page = async ({ request, context }) => {
  const renders = globalThis.sakheShutdownRenders;
  const before = await menu(context);
  const encoder = new TextEncoder();
  const body = new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode('<!DOCTYPE html><html><body><p>before: ' + before + '</p>'));
      renders.started();
      const url = new URL(request.url);
      await renders.until(url.pathname + url.search);
      let after;
      try { after = await menu(context); } catch (error) { after = String(error); }
      renders.ended(String(after));
      controller.enqueue(encoder.encode('<p>after: ' + after + '</p></body></html>'));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
};
`;

let t: TestApp;

beforeAll(async () => {
  t = await createOnePageApp('shutdown', serverBuild);
});

afterAll(async () => {
  await t?.close();
});

type Answer = { status: number; body: string } | { error: string };

/** One GET: its status and body, or the error that refused it; `leave()` hangs up before the answer. */
function get(origin: string, path: string, agent: Agent | false) {
  let leave = () => {};
  const answer = new Promise<Answer>((resolve) => {
    const request = httpRequest(new URL(path, origin), { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', (error) => resolve({ error: error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end();
    leave = () => request.destroy();
  });
  return { answer, leave: () => leave() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  it('finishes the pages being rendered when the app closes, API calls included, and takes no new request', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    // Listings with distinct queries (each a page-cache miss, rendered whole for the cache) and pages
    // the cache never keeps (streamed to the socket as they render), asked as browsers do, on
    // connections kept alive.
    const staying = [
      '/en/shop/makeup?page=2',
      '/en/shop/makeup?price=asc&page=3',
      '/en/shop/face?price=desc',
      '/shop/makeup?sort=newest',
      '/en/cart',
      '/en/checkout/addressing',
    ];
    // Shoppers who leave while their page renders: the render goes on (its API calls too), and the
    // database must not be closed under it.
    const leaving = ['/en/shop/lips?page=4', '/en/wishlist'];
    let started = 0;
    let allStarted!: () => void;
    const allUnderWay = new Promise<void>((resolve) => (allStarted = resolve));
    let finishStaying!: () => void;
    const stayingGoOn = new Promise<void>((resolve) => (finishStaying = resolve));
    let finishLeaving!: () => void;
    const leavingGoOn = new Promise<void>((resolve) => (finishLeaving = resolve));
    let appClosed = false;
    const ended: { after: string; appClosed: boolean }[] = [];
    shared.sakheShutdownRenders = {
      started: () => {
        started += 1;
        if (started === staying.length + leaving.length) allStarted();
      },
      until: (path) => (leaving.includes(path) ? leavingGoOn : stayingGoOn),
      ended: (after) => ended.push({ after, appClosed }),
    };

    const keepAlive = new Agent({ keepAlive: true });
    const pages = staying.map((path) => get(origin, path, keepAlive).answer);
    const leavers = leaving.map((path) => get(origin, path, false));
    await allUnderWay;
    for (const leaver of leavers) leaver.leave();

    // SIGTERM in main.ts: the app closes while every page is half rendered.
    const closed = t.app.close().then(() => {
      appClosed = true;
    });
    while (t.app.server.listening) await sleep(1);
    const late = await get(origin, '/en/shop/makeup?page=7', false).answer;
    finishStaying();

    for (const [index, answer] of (await Promise.all(pages)).entries()) {
      expect(answer, staying[index]).toEqual({
        status: 200,
        body: '<!DOCTYPE html><html><body><p>before: 200</p><p>after: 200</p></body></html>',
      });
    }
    // The pages no one waits for any more end last: long enough for close() to go past them if it would.
    await Promise.race([closed, sleep(200)]);
    finishLeaving();
    // A request that comes after the close began is refused (connection refused or 503).
    expect('error' in late ? late.error : String(late.status)).toMatch(/^(ECONNREFUSED|ECONNRESET|503)$/);
    // Every render, those no one waits for any more included, made its last API call before the app
    // (and so main.ts's database) closed; and kept-alive connections did not hold the close open
    // towards main.ts's 10 s.
    expect(await Promise.race([closed.then(() => 'closed'), sleep(5_000).then(() => 'still open')])).toBe(
      'closed',
    );
    expect(ended).toEqual(Array(staying.length + leaving.length).fill({ after: '200', appClosed: false }));
    keepAlive.destroy();
  });
});
