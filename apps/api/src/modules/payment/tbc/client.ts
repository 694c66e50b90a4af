import { setTimeout as sleep } from 'node:timers/promises';
import { type GatewayCall, type GatewayLogEntry, GatewayUnavailableError } from '../gateway';

/**
 * TBC Checkout's HTTP edge: the access token (cached for its day) and every call with a timeout,
 * the `apikey` header and the bearer token, each answer recorded on the payment (GatewayCall).
 *
 * What is retried, and why: only what cannot do anything twice at the bank. Getting a token and
 * reading a payment are retried after a timeout, a network error or a 5xx (with a short backoff).
 * Creating a payment and refunding are not (TBC takes no idempotency key, so a second try after a
 * lost answer could create a second payment or give the money back twice) — except when the bank
 * refused our token (401: nothing was done), which gets a new token and one more try.
 */
export interface TbcSettings {
  apiUrl: string;
  apiKey: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  /** Pauses before the second and third try of a safe call. */
  retryDelaysMs?: readonly number[];
  now?: () => number;
}

const DEFAULT_RETRY_DELAYS_MS = [250, 1000] as const;
/** TBC's tokens last a day (expires_in 86400); one is renewed a minute before it runs out. */
const TOKEN_MARGIN_MS = 60_000;
const DEFAULT_TOKEN_LIFETIME_S = 86_400;

interface Attempt {
  operation: GatewayLogEntry['operation'];
  method: 'GET' | 'POST';
  path: string;
  /** JSON text (money written exactly, see gateway.ts) or a form. */
  body?: { json: string } | { form: URLSearchParams };
  /** Whether the call may be repeated after a lost answer. */
  safe: boolean;
}

export function tbcClient(settings: TbcSettings) {
  const now = settings.now ?? Date.now;
  const delays = settings.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  let token: { value: string; expiresAt: number } | null = null;
  let renewing: Promise<string> | null = null;

  /** One HTTP exchange, recorded; throws GatewayUnavailableError when no answer came, or a 5xx. */
  async function exchange(call: GatewayCall, attempt: Attempt, bearer: string | null) {
    const url = new URL(attempt.path, settings.apiUrl).toString();
    const headers: Record<string, string> = { apikey: settings.apiKey, accept: 'application/json' };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let body: string | undefined;
    if (attempt.body && 'json' in attempt.body) {
      headers['content-type'] = 'application/json';
      body = attempt.body.json;
    } else if (attempt.body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = attempt.body.form.toString();
    }
    const started = performance.now();
    const entry = { operation: attempt.operation, method: attempt.method, url };
    let response: Response;
    try {
      response = await fetch(url, {
        method: attempt.method,
        headers,
        ...(body !== undefined ? { body } : {}),
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : describe(error);
      call.record({ ...entry, httpStatus: null, error: reason, durationMs: performance.now() - started });
      throw new GatewayUnavailableError(`TBC ${attempt.operation}: ${reason}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      call.record({
        ...entry,
        httpStatus: response.status,
        error: describe(error),
        durationMs: performance.now() - started,
      });
      throw new GatewayUnavailableError(`TBC ${attempt.operation}: the answer broke off`);
    }
    const parsed = parseJson(text);
    call.record({
      ...entry,
      httpStatus: response.status,
      response:
        attempt.operation === 'token'
          ? withoutToken(parsed)
          : (parsed ?? (text ? text.slice(0, 2000) : undefined)),
      durationMs: performance.now() - started,
    });
    if (response.status >= 500)
      throw new GatewayUnavailableError(`TBC ${attempt.operation}: ${response.status}`);
    return { status: response.status, body: parsed };
  }

  /** A safe call is tried up to three times while the bank does not answer or answers 5xx. */
  async function withRetries<T>(attempt: Attempt, run: () => Promise<T>): Promise<T> {
    for (let index = 0; ; index++) {
      try {
        return await run();
      } catch (error) {
        const delay = delays[index];
        if (!attempt.safe || !(error instanceof GatewayUnavailableError) || delay === undefined) throw error;
        await sleep(delay);
      }
    }
  }

  async function newToken(call: GatewayCall): Promise<string> {
    const attempt: Attempt = {
      operation: 'token',
      method: 'POST',
      path: '/v1/tpay/access-token',
      body: {
        form: new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret }),
      },
      safe: true,
    };
    const answer = await withRetries(attempt, () => exchange(call, attempt, null));
    const body = answer.body as { access_token?: unknown; expires_in?: unknown } | null;
    if (answer.status !== 200 || typeof body?.access_token !== 'string' || body.access_token === '') {
      // Wrong credentials, or an answer we cannot read: no card payment can start.
      throw new GatewayUnavailableError(`TBC token: ${answer.status}`);
    }
    const lifetime =
      typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : DEFAULT_TOKEN_LIFETIME_S;
    token = { value: body.access_token, expiresAt: now() + lifetime * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  /** The cached token while it lasts; concurrent callers share one renewal. */
  async function currentToken(call: GatewayCall): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    renewing ??= newToken(call).finally(() => {
      renewing = null;
    });
    return renewing;
  }

  /**
   * A call to the payments API. A 401 means the bank no longer takes our token (it expired early,
   * or was revoked): nothing was done, so a new token and one more try are safe for any call.
   */
  async function send(call: GatewayCall, attempt: Attempt): Promise<{ status: number; body: unknown }> {
    const once = async () => {
      const first = await exchange(call, attempt, await currentToken(call));
      if (first.status !== 401) return first;
      token = null;
      return exchange(call, attempt, await currentToken(call));
    };
    return withRetries(attempt, once);
  }

  return {
    get: (call: GatewayCall, operation: Attempt['operation'], path: string) =>
      send(call, { operation, method: 'GET', path, safe: true }),
    /** Never repeated after a lost answer (see above). */
    post: (call: GatewayCall, operation: Attempt['operation'], path: string, json: string) =>
      send(call, { operation, method: 'POST', path, body: { json }, safe: false }),
  };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A token answer as kept in the log: its kind and lifetime, never the token. */
function withoutToken(body: unknown): unknown {
  if (body === null || typeof body !== 'object') return undefined;
  const { token_type: type, expires_in: expiresIn } = body as Record<string, unknown>;
  return { token_type: type, expires_in: expiresIn };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'network error';
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : error.message;
}
