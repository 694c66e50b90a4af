import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { rewriteScripts, scriptsAfterFirstPaint } from './scripts-after-paint.server';

// What React Router's <Scripts /> renders at the end of the body, around the page.
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
      /<\/script><script>\(function \(held, modules\) \{.*\}\)\(document\.currentScript\.previousElementSibling,\["\/assets\/entry\.client-A\.js","\/assets\/framework-B\.js"\]\)<\/script>$/,
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

  it('passes a document without React Router scripts through unchanged', async () => {
    const plain = `${head}</body></html>`;
    expect(await throughRewrite(pieces(plain, 5))).toBe(plain);
  });
});
