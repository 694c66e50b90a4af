/**
 * Where a redirect after an action may go (login's `returnTo`, a form's `returnTo`, Facebook's
 * `back`): a path of this shop, never another origin, else `fallback` (the home page of the
 * request's language, usually). Every post-action redirect asks this one function.
 *
 * A browser reads a `Location` more loosely than it looks: `//host`, `/\host` and `/\t/host` (tabs
 * and line breaks are dropped) all leave the site, and `/.//host` becomes `//host` once the URL
 * parser removes the dot. So the value is parsed as the browser would parse it, against a stand-in
 * origin, and only the path it resolves to is kept, provided that path itself cannot be read as
 * another host. The result is ASCII (non-Latin letters come out percent-encoded), so it always fits
 * in a header.
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return fallback;
  // Control characters (NUL, tab, line breaks) and backslashes have no place in a path of ours.
  if (!value.startsWith('/') || UNSAFE_CHARACTER.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, STAND_IN);
  } catch {
    return fallback;
  }
  if (url.origin !== STAND_IN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !/^\/[/\\]/.test(path) && !/^\/%(?:2f|5c)/i.test(path) ? path : fallback;
}

const STAND_IN = 'http://sakhe.invalid';
const MAX_LENGTH = 2000;
// eslint-disable-next-line no-control-regex -- control characters are what this refuses.
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]|[\ud800-\udfff]/u;

/**
 * Whether a form came as a document navigation (sent without JavaScript, or before hydration) rather
 * than as a script's fetch: such a form wants a redirect, a script wants data. `Sec-Fetch-Dest` says so
 * in every current browser; an older one is known by asking for HTML, which a fetch does not.
 */
export function isDocumentSubmission(request: Request): boolean {
  const destination = request.headers.get('Sec-Fetch-Dest');
  if (destination !== null) return destination === 'document';
  return (request.headers.get('Accept') ?? '').includes('text/html');
}
