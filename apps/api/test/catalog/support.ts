import { type SQL } from 'drizzle-orm';
import { hydraErrorSchema } from '@sakhe/contract';
import { expect } from 'vitest';
import type { TestApp } from '../support/app';

export const SHOP = '/api/v2/shop';

export interface Response {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
}

/** GET a Shop API path (relative to /api/v2/shop, or absolute) in a locale; a body that is not JSON as text. */
export async function get(t: TestApp, path: string, locale?: string): Promise<Response> {
  const response = await t.app.inject({
    method: 'GET',
    url: path.startsWith('/') ? path : `${SHOP}/${path}`,
    headers: locale ? { 'accept-language': locale } : {},
  });
  const json = String(response.headers['content-type'] ?? '').includes('json');
  return {
    status: response.statusCode,
    body: json ? response.json() : response.body,
    headers: response.headers,
  };
}

/** Rows of a statement run straight against the test's database copy, to check the API against. */
export async function query<T>(t: TestApp, statement: SQL): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** A client error in the contract's shape: a 400 hydra:Error (never a 500). */
export function expectBadRequest(response: Response) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  hydraErrorSchema.parse(response.body);
}

export function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(hydraErrorSchema.parse(response.body)['hydra:description']).toBe('Not Found');
}

export const codesOf = (members: Array<{ code: string }>) => members.map((member) => member.code);

export function isSorted<T>(values: T[], compare: (a: T, b: T) => number): boolean {
  return values.every((value, index) => index === 0 || compare(values[index - 1]!, value) <= 0);
}
