import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { NO_LIMITS, customer, login } from '../auth/support';
import { signIn as staffSignIn, staffSession } from '../staff/support';
import { type TestApp, createTestApp } from '../support/app';

/**
 * The API answers every input a client can send with a 4xx in the contract's error shape, never a
 * 5xx (issue 23, api-contract §1.4). Generated from the app's own OpenAPI document: every operation,
 * each of its path, query and body parameters in turn given each bad value below (NUL and other
 * control characters, lone surrogates, 1 MB strings, numbers out of range, arrays and objects where
 * scalars are expected), and every operation taking a body sent broken bodies (invalid, deep or
 * poisoned JSON, wrong content types). On top of the fixed list, fast-check draws random strings of
 * any code point for every parameter from a seed: fixed by default so a run is repeatable,
 * `FUZZ_SEED=random` for a fresh one (printed), `FUZZ_SEED=<n>` to replay it.
 */

const SEED = fuzzSeed(process.env.FUZZ_SEED);
const RANDOM_VALUES_PER_PARAMETER = 4;

function fuzzSeed(setting: string | undefined): number {
  if (setting === 'random') {
    const seed = Math.floor(Math.random() * 2 ** 31);
    console.log(`fuzz seed ${seed} (replay with FUZZ_SEED=${seed})`);
    return seed;
  }
  return setting ? Number(setting) : 23;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
};
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: Schema;
}
interface Operation {
  method: Method;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

const MEGABYTE = 'x'.repeat(1_000_000);

/** Values no field accepts in a JSON body. */
const BAD_BODY_VALUES: unknown[] = [
  'x\u0000y',
  '\u0000',
  '\u0001\u0008\u000b\u001f\u007f',
  'a\ud800b',
  '\udfff',
  MEGABYTE,
  ['a', 'b'],
  { nested: 'x\u0000' },
  [],
  {},
  null,
  true,
  -1,
  1.5,
  2 ** 53,
  1e308,
  '99999999999999999999999',
  '/api/v2/shop/products/\u0000',
];

/** Raw (already encoded) values for a path segment or a query value. */
const BAD_URL_VALUES = [
  '%00',
  'x%00y',
  '%01%1F',
  '%7F',
  '%ED%A0%80', // a lone surrogate in UTF-8 (CESU): not valid UTF-8
  '%uD800',
  '%',
  '%C0%AF',
  encodeURIComponent('\u{1F600}'),
  '99999999999999999999999',
  '-1',
  '1e400',
  '..%2F..%2Fetc%2Fpasswd',
  '%20',
  'x'.repeat(600),
];

/** Whole bodies no operation accepts: [content type or none, payload]. */
const BAD_BODIES: Array<[string | undefined, string]> = [
  ['application/ld+json', '{'],
  ['application/ld+json', '{"a":"\\u0000"'],
  ['application/ld+json', '['.repeat(5000) + ']'.repeat(5000)],
  ['application/ld+json', '{"a":'.repeat(2000) + '1' + '}'.repeat(2000)],
  ['application/ld+json', '{"__proto__":{"isAdmin":true}}'],
  ['application/ld+json', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', 'null'],
  ['application/json', '1'],
  ['application/merge-patch+json', `{"x":"${MEGABYTE}${MEGABYTE}"}`],
  ['text/plain', 'hello'],
  ['application/xml', '<a/>'],
  ['application/x-www-form-urlencoded', 'a=1&b=%00'],
  ['multipart/form-data; boundary=x', '--x\r\nbroken'],
  ['multipart/form-data', 'no boundary'],
  [undefined, '{"a":1}'],
];

/** fast-check's strings of any code point, lone surrogates and control characters included. */
const anyString = fc.string({ unit: 'binary', maxLength: 40 });

describe('fuzz: no input gets a 5xx, every refusal has the contract shape', () => {
  let t: TestApp;
  let operations: Operation[];
  let session: { token: string; customerId: number; email: string };
  // The Admin API's operations are tried as an owner with two-factor on, who may do everything.
  let staff: { token: string; email: string; password: string; secret: string };
  let cartToken: string;

  beforeAll(async () => {
    t = await createTestApp(NO_LIMITS);
    operations = operationsOf(t.app.swagger() as unknown as OpenApi);
    const shopper = await customer(t, 'fuzz');
    session = { token: shopper.token, customerId: shopper.id, email: shopper.email };
    const owner = await staffSession(t, 'owner');
    staff = {
      token: owner.token,
      email: owner.account.email,
      password: owner.account.password,
      secret: owner.secret!,
    };
    const cart = await send({
      method: 'POST',
      url: '/api/v2/shop/orders',
      payload: '{}',
      type: 'application/ld+json',
    });
    cartToken = JSON.parse(cart.body).tokenValue;
  });

  afterAll(() => t.close());

  interface Sent {
    method: Method;
    url: string;
    payload?: string;
    type?: string;
  }

  const isAdmin = (url: string) => url.startsWith('/api/v2/admin/');

  /** Signs the owner in again after a case ended their session (each TOTP code counts once: forgotten here). */
  async function restoreStaffSession() {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v2/admin/me',
      headers: { authorization: `Bearer ${staff.token}` },
    });
    if (me.statusCode !== 401) return;
    await t.database.db.execute(
      sql`update staff_members set totp_last_step = null where email = ${staff.email}`,
    );
    staff.token = (await staffSignIn(t, staff, { code: await generate({ secret: staff.secret }) })).token;
  }

  async function send(request: Sent) {
    const token = isAdmin(request.url) ? staff.token : session.token;
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (request.type) headers['content-type'] = request.type;
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    // A case that ended the session (logout, password change) must not blind the ones after it.
    if (response.statusCode === 401 && isAdmin(request.url)) {
      await restoreStaffSession();
    } else if (response.statusCode === 401 && request.url !== '/api/v2/shop/authentication-token') {
      session.token = (await login(t, session.email)).token;
    }
    return response;
  }

  function baseline(operation: Operation, parameter: Parameter): string {
    if (parameter.name === 'tokenValue') return cartToken;
    if (parameter.name === 'id' && operation.path.includes('/customers/')) return String(session.customerId);
    return encodeURIComponent(String(sample(parameter.schema)));
  }

  function urlOf(operation: Operation, values: Record<string, string>, query = ''): string {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
    return query ? `${path}?${query}` : path;
  }

  function casesOf(operation: Operation): Sent[] {
    const pathParameters = operation.parameters.filter((p) => p.in === 'path');
    const queryParameters = operation.parameters.filter((p) => p.in === 'query');
    const pathValues = Object.fromEntries(pathParameters.map((p) => [p.name, baseline(operation, p)]));
    const body = operation.body ? (sample(operation.body) as Record<string, unknown>) : undefined;
    const type = operation.method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
    const withBody = (payload: unknown) => (operation.body ? { payload: JSON.stringify(payload), type } : {});
    const cases: Sent[] = [];
    const random = fc.sample(anyString, { seed: SEED + operation.path.length, numRuns: 100 });
    let drawn = 0;
    const draw = () => random.slice(drawn, (drawn += RANDOM_VALUES_PER_PARAMETER));

    for (const parameter of pathParameters) {
      const values = [...BAD_URL_VALUES, ...draw().map(encodeURIComponent)];
      for (const value of values) {
        cases.push({
          method: operation.method,
          url: urlOf(operation, { ...pathValues, [parameter.name]: value }),
          ...withBody(body),
        });
      }
    }
    for (const parameter of queryParameters) {
      const name = encodeURIComponent(parameter.name);
      const values = [
        ...BAD_URL_VALUES.map((value) => `${name}=${value}`),
        `${name}=${encodeURIComponent(MEGABYTE)}`,
        `${name}=1&${name}=2`,
        `${name}[]=1`,
        `${name}[a]=1`,
        ...draw().map((value) => `${name}=${encodeURIComponent(value)}`),
      ];
      for (const query of values) {
        cases.push({ method: operation.method, url: urlOf(operation, pathValues, query), ...withBody(body) });
      }
    }
    if (operation.body && body) {
      const url = urlOf(operation, pathValues);
      for (const field of fieldPathsOf(operation.body)) {
        for (const value of [...BAD_BODY_VALUES, ...draw()]) {
          cases.push({
            method: operation.method,
            url,
            payload: JSON.stringify(setAt(body, field, value)),
            type,
          });
        }
      }
      for (const [badType, payload] of BAD_BODIES) {
        cases.push({ method: operation.method, url, payload, ...(badType ? { type: badType } : {}) });
      }
    }
    return cases;
  }

  it('answers every case of every operation with a 2xx–4xx, refusals in the contract shape', async () => {
    const started = Date.now();
    const failures: string[] = [];
    let count = 0;
    for (const operation of operations) {
      for (const request of casesOf(operation)) {
        count += 1;
        const response = await send(request);
        const problem = shapeProblem(response.statusCode, response.headers['content-type'], response.body);
        if (problem) {
          const shown = `${request.method} ${request.url.slice(0, 160)} ${request.type ?? ''} ${(request.payload ?? '').slice(0, 120)}`;
          failures.push(`${shown} → ${response.statusCode} ${problem}: ${response.body.slice(0, 200)}`);
        }
      }
    }
    console.log(
      `fuzz: ${count} requests on ${operations.length} operations in ${Math.round((Date.now() - started) / 1000)} s (seed ${SEED})`,
    );
    expect(operations.length).toBeGreaterThan(60);
    expect(failures).toEqual([]);
  }, 600_000); // 15–35 s alone; far longer when the machine runs other suites at once
});

interface OpenApi {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: RequestBody }>>;
}
interface RequestBody {
  content?: Record<string, { schema?: Schema }>;
}

/** Every operation of the document under /api/v2 and /media, with its parameters and body schema. */
function operationsOf(document: OpenApi): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, spec]) => {
        const content = spec.requestBody?.content;
        const body = content ? Object.values(content)[0]?.schema : undefined;
        return {
          method: method.toUpperCase() as Method,
          path,
          parameters: spec.parameters ?? [],
          ...(body ? { body } : {}),
        };
      }),
  );
}

/** A plausible value of a schema: what a field holds when another one is the one under test. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'a';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sample(choice.find((option) => option.type !== 'null') ?? choice[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'email' ? 'fuzz@example.ge' : 'a';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]),
      );
    default:
      return 'a';
  }
}

/** Paths to every field of a body schema, nested objects' fields included (`billingAddress.street`). */
function fieldPathsOf(schema: Schema, prefix: string[] = []): string[][] {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    const object = choice.find((option) => option.properties);
    return object ? fieldPathsOf(object, prefix) : [prefix];
  }
  if (!schema.properties) return prefix.length ? [prefix] : [];
  return [
    ...(prefix.length ? [prefix] : []),
    ...Object.entries(schema.properties).flatMap(([key, value]) => fieldPathsOf(value, [...prefix, key])),
  ];
}

function setAt(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return body;
  const inner = body[head];
  const next =
    rest.length && inner && typeof inner === 'object' && !Array.isArray(inner)
      ? setAt(inner as Record<string, unknown>, rest, value)
      : rest.length
        ? setAt({}, rest, value)
        : value;
  return { ...body, [head]: next };
}

/** What is wrong with an answer, or undefined: 5xx, or a 4xx not in its contract shape (§1.4). */
function shapeProblem(status: number, contentType: unknown, raw: string): string | undefined {
  if (status >= 500) return '5xx';
  if (status < 400) return undefined;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw);
  } catch {
    return 'not JSON';
  }
  if (status === 401) {
    return body.code === 401 && typeof body.message === 'string' ? undefined : 'not the 401 shape';
  }
  if (!String(contentType).startsWith('application/ld+json')) return `content type ${String(contentType)}`;
  if (status === 422) {
    const violations = body.violations;
    const ok =
      body['@type'] === 'ConstraintViolationList' &&
      body['@context'] === '/api/v2/contexts/ConstraintViolationList' &&
      typeof body['hydra:description'] === 'string' &&
      Array.isArray(violations) &&
      violations.length > 0 &&
      violations.every(
        (v: Record<string, unknown>) =>
          typeof v.propertyPath === 'string' &&
          typeof v.message === 'string' &&
          (v.code === null || typeof v.code === 'string'),
      );
    return ok ? undefined : 'not a violation list';
  }
  const keys = Object.keys(body).sort().join(',');
  const ok =
    keys === '@context,@type,hydra:description,hydra:title' &&
    body['@type'] === 'hydra:Error' &&
    body['@context'] === '/api/v2/contexts/Error' &&
    typeof body['hydra:description'] === 'string';
  return ok ? undefined : 'not a hydra error';
}
