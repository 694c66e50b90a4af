import { setTimeout as sleep } from 'node:timers/promises';
import { type GatewayCall, type GatewayLogEntry, GatewayUnavailableError } from './gateway';

export interface BankRequest {
  operation: GatewayLogEntry['operation'];
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /**
   * Further tries after a timeout, a network failure or a 5xx: only for what is safe to repeat (a
   * token, a read, a creation under the same Idempotency-Key). 0 for everything else.
   */
  retries: number;
}

export interface BankResponse {
  status: number;
  /** The parsed JSON answer, or the text when it is not JSON (null when empty). */
  body: unknown;
}

function parse(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 2000);
  }
}

/**
 * One call to a bank: with a timeout on every try, the safe retries (with a short backoff), and
 * every answer — or its absence — recorded for the payment's log. Answers below 500 are returned
 * to the caller, which decides what they mean; no answer or a 5xx after the retries is a
 * GatewayUnavailableError.
 */
export async function bankFetch(request: BankRequest, call: GatewayCall): Promise<BankResponse> {
  let failure = 'no answer';
  for (let attempt = 0; attempt <= request.retries; attempt += 1) {
    if (attempt > 0) await sleep(Math.min(100 * 2 ** (attempt - 1), 2000));
    const started = performance.now();
    const entry = { operation: request.operation, method: request.method, url: request.url };
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        signal: AbortSignal.timeout(request.timeoutMs),
        redirect: 'manual',
      });
      const body = parse(await response.text());
      call.record({
        ...entry,
        httpStatus: response.status,
        response: body,
        durationMs: performance.now() - started,
      });
      if (response.status < 500) return { status: response.status, body };
      failure = `HTTP ${response.status}`;
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      failure = timedOut ? `timeout after ${request.timeoutMs} ms` : `network: ${(error as Error).message}`;
      call.record({ ...entry, httpStatus: null, error: failure, durationMs: performance.now() - started });
    }
  }
  throw new GatewayUnavailableError(`${request.operation} ${request.url}: ${failure}`);
}
