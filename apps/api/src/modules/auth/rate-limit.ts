import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogLocale } from '@sakhe/contract';
import { Redis } from 'ioredis';
import type { Config } from '../../config';
import { TooManyRequestsError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { translate } from '../../i18n/messages';

/**
 * Limits on login, registration and recovery attempts (@fastify/rate-limit's counters). With
 * REDIS_URL every API node counts in the same Redis, so a limit holds however many nodes run;
 * without it each node counts in memory. If Redis is unreachable, requests pass (logged): a
 * broken counter must not lock every customer out.
 */

export interface Limit {
  max: number;
  windowMs: number;
}

export async function registerRateLimiting(app: FastifyInstance, config: Config): Promise<void> {
  let redis: Redis | undefined;
  if (config.REDIS_URL) {
    const client = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    client.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
    redis = client;
  }
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'sakhe:rate-limit:' } : {}),
  });
}

export type Limiter = (
  request: FastifyRequest,
  reply: FastifyReply,
  options?: { increment?: boolean },
) => Promise<void>;

/**
 * A named counter keyed by what `keyOf` reads from the request (null: not counted). With
 * `increment: false` it only looks: refused once the count has reached the limit, which is how
 * failed attempts are limited (look first, count the failure afterwards).
 */
export function limiter(
  app: FastifyInstance,
  name: string,
  limit: Limit | null,
  keyOf: (request: FastifyRequest) => string | null,
): Limiter {
  if (!limit) return async () => {};
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:${keyOf(request) ?? ''}`,
  });
  return async (request, reply, options = {}) => {
    if (keyOf(request) === null) return;
    const state = await check(request, options);
    if (state.isAllowed) return;
    const refused = options.increment === false ? state.remaining === 0 && state.ttl > 0 : state.isExceeded;
    if (!refused) return;
    const seconds = Math.max(1, state.ttlInSeconds);
    void reply.header('retry-after', String(seconds));
    const locale = requestLocale(request);
    throw new TooManyRequestsError(translate(locale, 'tooManyRequests', { wait: waitIn(locale, seconds) }));
  };
}

/** "5 minutes" / "30 seconds" (Georgian: "5 წუთში"): a wait of a minute or more in whole minutes, rounded up. */
function waitIn(locale: CatalogLocale, seconds: number): string {
  if (seconds < 60)
    return translate(locale, seconds === 1 ? 'waitSecond' : 'waitSeconds', { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  return translate(locale, minutes === 1 ? 'waitMinute' : 'waitMinutes', { count: minutes });
}

export const clientIp = (request: FastifyRequest): string => request.ip;

/** E-mails are counted case-insensitively; requests without one are not counted here. */
export function emailKey(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email === '' ? null : email;
}
