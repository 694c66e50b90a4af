import { data } from 'react-router';

/**
 * Every storefront action reads its form through `readForm`, and a request that is no form of ours
 * gets a 4xx from here, never a 5xx from deep inside (React Router's `request.formData()` throws on a
 * JSON or text body, a multipart body without its boundary, or a broken one).
 *
 * - 415 for any other content type than the two a browser's form sends;
 * - 413 for a body larger than any form of the shop (a megabyte of text is no address);
 * - 400 for a body that does not parse, or a field with characters no browser's form sends: NUL and
 *   the other control characters (tab and line breaks excepted, a textarea's own). Only a hand-made
 *   request carries them, and nothing in it had been typed by a shopper.
 *
 * Lone surrogates cannot arrive: the body is UTF-8, whose decoding reads them as U+FFFD.
 */
export async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get('Content-Type') ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.has(mediaType)) throw refusal(415);
  if (Number(request.headers.get('Content-Length') ?? 0) > FORM_BODY_LIMIT) throw refusal(413);
  const body = await bodyWithin(request, FORM_BODY_LIMIT);
  if (body === null) throw refusal(413);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw refusal(400);
  }
  for (const [name, value] of form) {
    if (CONTROL.test(name) || (typeof value === 'string' && CONTROL.test(value))) throw refusal(400);
  }
  return form;
}

/** Bytes; the largest form (a review, an order's notes) is a few kilobytes. */
export const FORM_BODY_LIMIT = 100 * 1024;

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

// eslint-disable-next-line no-control-regex -- control characters are what this looks for.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The request's body, or null once it grows past `limit` (reading stops there). */
async function bodyWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return joined(chunks, size);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

function joined(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}

const REASONS: Record<400 | 413 | 415, string> = {
  400: 'The form could not be read.',
  413: 'The form is too large.',
  415: 'Only a form (urlencoded or multipart) is accepted here.',
};

/** The one answer to a request that is no form of ours: its status and a short reason. */
function refusal(status: 400 | 413 | 415) {
  return data({ error: REASONS[status] }, { status });
}
