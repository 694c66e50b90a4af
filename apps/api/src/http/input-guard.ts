import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '../i18n/messages';
import { violation } from '../i18n/violations';
import { BadRequestError, ValidationError } from './errors';
import { requestLocale } from './locale';

/**
 * Characters no field of the shop holds: C0 controls other than tab, line feed and carriage
 * return (NUL among them, which PostgreSQL refuses in text with error 22021), and UTF-16 halves
 * without their other half (lone surrogates), which no UTF-8 text can carry.
 */
const UNREADABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path (`a.b`, `items.0`) of the first string holding a character no field accepts, if any. */
export function unreadableField(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return UNREADABLE.test(value) ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (UNREADABLE.test(key)) return [...path, key].join('.');
    const found = unreadableField(inner, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Refuses, before any route sees them, path, query and body values no field of the shop can hold
 * (issue 23): the URL's with the contract's 400 hydra error, a body's with a 422 violation on the
 * field, in the request's language. One guard for every route of the scope, rather than each schema saying it again.
 */
export function refuseUnreadableInput(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    for (const [part, values] of [
      ['path', request.params],
      ['query', request.query],
    ] as const) {
      const field = unreadableField(values);
      if (field !== undefined) {
        const message = translate(requestLocale(request), 'charactersNotAllowed');
        throw new BadRequestError(`${field || part}: ${message}`);
      }
    }
  });
  scope.addHook('preValidation', async (request: FastifyRequest) => {
    const field = unreadableField(request.body);
    if (field !== undefined) {
      throw new ValidationError([violation(requestLocale(request), field, 'charactersNotAllowed')]);
    }
  });
}

/** Nesting deeper than any body of the contract (an order address is three levels down). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`, scanned before parsing so a
 * deep document costs one pass and never the parser's stack.
 */
export function nestsDeeperThan(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}
