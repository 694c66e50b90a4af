import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FORM_BODY_LIMIT, readForm } from './form.server';

const post = (body: BodyInit | null, contentType?: string) =>
  new Request('http://localhost/en/cart', {
    method: 'POST',
    body,
    headers: contentType ? { 'Content-Type': contentType } : {},
  });

/** The status `readForm` refuses the request with, or 'read' when it reads the form. */
async function outcome(request: Request): Promise<number | 'read'> {
  try {
    await readForm(request);
    return 'read';
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (typeof status === 'number') return status;
    if (isRouteErrorResponse(thrown)) return thrown.status;
    throw thrown;
  }
}

const URLENCODED = 'application/x-www-form-urlencoded';

describe('readForm', () => {
  it('reads what a browser form sends, urlencoded or multipart', async () => {
    const form = await readForm(post('email=a%40b.ge&notes=line%0D%0Anext%09tab', URLENCODED));
    expect(form.get('email')).toBe('a@b.ge');
    expect(form.get('notes')).toBe('line\r\nnext\ttab');
    const multipart = new FormData();
    multipart.set('street', 'რუსთაველის 1');
    const request = new Request('http://localhost/en/cart', { method: 'POST', body: multipart });
    expect((await readForm(request)).get('street')).toBe('რუსთაველის 1');
  });

  it('refuses another content type with 415', async () => {
    expect(await outcome(post('{"email":"a@b.ge"}', 'application/json'))).toBe(415);
    expect(await outcome(post('email=a', 'text/plain'))).toBe(415);
    expect(await outcome(post('email=a'))).toBe(415);
    expect(await outcome(post(null))).toBe(415);
  });

  it('refuses a body that does not parse with 400', async () => {
    expect(await outcome(post('--x\r\nbroken', 'multipart/form-data'))).toBe(400);
    expect(await outcome(post('--x\r\nbroken', 'multipart/form-data; boundary=x'))).toBe(400);
  });

  it('refuses a body larger than any form with 413, whether it says so or not', async () => {
    expect(await outcome(post(`notes=${'a'.repeat(FORM_BODY_LIMIT + 1)}`, URLENCODED))).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('a'.repeat(64 * 1024)));
      },
    });
    const chunked = new Request('http://localhost/en/cart', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': URLENCODED },
      duplex: 'half',
    } as RequestInit);
    expect(await outcome(chunked)).toBe(413);
  });

  it('refuses NUL and other control characters with 400', async () => {
    expect(await outcome(post('email=a%00b', URLENCODED))).toBe(400);
    expect(await outcome(post('em%01ail=ab', URLENCODED))).toBe(400);
    expect(await outcome(post('email=a%7Fb', URLENCODED))).toBe(400);
  });

  it('reads a lone surrogate sent as bytes as the replacement character, as UTF-8 decoding must', async () => {
    const multipart = new FormData();
    multipart.set('street', 'a\ud800b');
    const request = new Request('http://localhost/', { method: 'POST', body: multipart });
    expect((await readForm(request)).get('street')).toBe('a\ufffdb');
    expect((await readForm(post('street=a%ED%A0%80b', URLENCODED))).get('street')).toMatch(/^a\ufffd+b$/);
  });
});
