import type { FastifyRequest } from 'fastify';
import { BadRequestError } from './errors';

/**
 * Longest query string a catalog request may carry. Real filter URLs (a few taxon codes, a price
 * range, a search) stay far below; anything longer is refused before it reaches a query.
 */
const MAX_QUERY_STRING = 8_192;

/** The request's raw query string, without "?", as hydra:view echoes it. */
export function queryString(request: FastifyRequest): string {
  const url = request.raw.url ?? '';
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}

export async function refuseLongQueryStrings(request: FastifyRequest): Promise<void> {
  if (queryString(request).length > MAX_QUERY_STRING) {
    throw new BadRequestError(`The query string is longer than ${MAX_QUERY_STRING} characters.`);
  }
}
