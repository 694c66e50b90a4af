import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type KeyObject, createPublicKey, randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((value) => value === 'true' || value === '1' || value === 'on');

/** A rate limit: "<max>/<window>" (window in s, m or h, e.g. 10/1m, 5/15m) or "off". */
const rateLimit = z
  .string()
  .regex(/^(off|\d{1,6}\/\d{1,5}[smh])$/, 'a limit looks like 10/1m, 5/15m, 100/1h or off')
  .transform((value) => {
    if (value === 'off') return null;
    const [max = '0', window = '1m'] = value.split('/');
    const unit = { s: 1000, m: 60_000, h: 3_600_000 }[window.slice(-1) as 's' | 'm' | 'h'];
    return { max: Number(max), windowMs: Number(window.slice(0, -1)) * unit };
  });

/**
 * The storefront's page cache (docs/decisions/0014-page-cache.md): the memory it may take on each node,
 * in MB (0 turns it off), and how long a catalog page is served before it is rendered again. A change
 * of the catalog, content or settings makes every kept page out of date at once on every node that
 * hears the change feed; these seconds bound how long a node that does not hear it (a web-only node
 * without DATABASE_URL) shows the old page.
 */
const pageCacheEnv = {
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
};

/**
 * The page cache's settings alone, for the storefront plugin, which is mounted without the app's
 * config (loadConfig checks the same fields at start).
 */
export function pageCacheSettings(env: NodeJS.ProcessEnv = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  return z.object(pageCacheEnv).parse(cleaned);
}

/** Every setting the app reads from the environment, documented in the README. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** What this node serves: the whole shop, only the Shop API, or only the storefront. */
    SERVE: z.enum(['all', 'api', 'web']).default('all'),
    /**
     * Which proxies may tell the client's address in X-Forwarded-For: `false` (none: the socket's
     * address counts), `true` (any: only behind a proxy that strips the header), or comma-separated
     * addresses/CIDRs of load balancers and web nodes.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value)),
    /** Where a web-only node finds the API; a node serving both calls itself in-process. */
    API_URL: z.url().optional(),
    /** The address shoppers use; canonical URLs, sitemaps and e-mail links are built from it. */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** A PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: z.url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default(join(repoRoot, 'data')),
    /** Seed the demo catalog into an empty database at start. */
    SEED_DEMO: booleanFlag.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Secret for signing tokens; generated into DATA_DIR on first start when unset. */
    APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
    /** The site-wide under-construction overlay the spec shows in the default layout. */
    UNDER_CONSTRUCTION: booleanFlag.default(true),
    /** An SMTP server (smtp://user:pass@host:587); without it e-mails are written as .eml files to DATA_DIR/mail. */
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('sakhe <shop@sakhe.ge>'),
    /**
     * Order SMS through smsoffice.ge (its API key and the sender name registered with it, at most 11
     * characters); without the key every SMS is written to DATA_DIR/sms and logged.
     */
    SMSOFFICE_API_KEY: z.string().min(1).optional(),
    SMSOFFICE_SENDER: z
      .string()
      .regex(
        /^[A-Za-z0-9 .-]{1,11}$/,
        'SMSOFFICE_SENDER is at most 11 Latin letters, digits, spaces, dots or dashes',
      )
      .default('sakhe'),
    SMSOFFICE_URL: z.url().default('https://smsoffice.ge'),
    /** Redis for counters every API node shares (rate limits); without it each node counts alone. */
    REDIS_URL: z.url().optional(),
    /** Lifetime of an access token (JWT), in seconds. */
    ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).max(86_400).default(3600),
    /** Lifetime of a refresh token, in seconds; every refresh hands out a new one. */
    REFRESH_TOKEN_TTL: z.coerce.number().int().min(300).max(31_536_000).default(2_592_000),
    /** Lifetime of a back-office (staff) access token, in seconds: short, as it opens every order. */
    ADMIN_ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).max(86_400).default(900),
    /** Lifetime of a staff refresh token, in seconds (12 hours): staff sign in again daily. */
    ADMIN_REFRESH_TOKEN_TTL: z.coerce.number().int().min(300).max(2_592_000).default(43_200),
    /** How long a password-recovery link works, in seconds. */
    PASSWORD_RESET_TTL: z.coerce.number().int().min(60).max(604_800).default(3600),
    /** Login attempts per client IP. */
    LOGIN_LIMIT_PER_IP: rateLimit.prefault('10/1m'),
    /** Failed logins per e-mail address. */
    LOGIN_LIMIT_PER_EMAIL: rateLimit.prefault('5/15m'),
    /** Registrations per client IP and per e-mail address. */
    REGISTRATION_LIMIT_PER_IP: rateLimit.prefault('10/1h'),
    REGISTRATION_LIMIT_PER_EMAIL: rateLimit.prefault('5/1h'),
    /** Password-recovery requests per client IP and per e-mail address. */
    RECOVERY_LIMIT_PER_IP: rateLimit.prefault('10/1h'),
    RECOVERY_LIMIT_PER_EMAIL: rateLimit.prefault('3/1h'),
    /** Facebook login (authorization-code flow); off while FACEBOOK_CLIENT_ID is unset. */
    FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
    FACEBOOK_AUTHORIZE_URL: z.url().default('https://www.facebook.com/v21.0/dialog/oauth'),
    FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v21.0/oauth/access_token'),
    FACEBOOK_USERINFO_URL: z
      .url()
      .default('https://graph.facebook.com/v21.0/me?fields=id,email,first_name,last_name'),
    /** Google login (userinfo with an access token, or the authorization-code flow); off while GOOGLE_CLIENT_ID is unset. */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
    /**
     * How long catalog structure (listings, counts, the taxon tree, active promotions) is served
     * from each node's memory. Product pages, cart and checkout always read live data.
     */
    CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** The storefront's page cache (above). */
    ...pageCacheEnv,
    /** Days a guest's cart is kept after its last change (its cookie lasts 30); 0 keeps them for ever. */
    GUEST_CART_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
    /**
     * The referral reward's conditions (docs/referral-programme.md): days after the friend's payment
     * before it is granted (the return period), the least the friend's items must come to (minor
     * units, 5000 = 50 ₾), and at most so many rewards per referrer in 30 days.
     */
    REFERRAL_RETURN_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    REFERRAL_MIN_ORDER_TOTAL: z.coerce.number().int().min(0).max(100_000_000).default(5000),
    REFERRAL_REWARDS_PER_MONTH: z.coerce.number().int().min(1).max(1000).default(5),
    /**
     * The sandbox card gateway (a test "bank" page on this server): on by default except under
     * NODE_ENV=production, where only SANDBOX_PAYMENTS=true turns it on.
     */
    SANDBOX_PAYMENTS: booleanFlag.optional(),
    /**
     * Bank of Georgia's Online Payments API (card method `bog`): offered only when the client id,
     * secret and the bank's callback-signing public key (PEM text, or the path of a PEM file) are set.
     */
    BOG_CLIENT_ID: z.string().min(1).optional(),
    BOG_CLIENT_SECRET: z.string().min(1).optional(),
    BOG_PUBLIC_KEY: z.string().min(1).optional(),
    BOG_API_URL: z.url().default('https://api.bog.ge'),
    BOG_OAUTH_URL: z.url().default('https://oauth2.bog.ge/auth/realms/bog/protocol/openid-connect/token'),
    /** How long each try of a call to Bank of Georgia may take before it is given up (then retried where safe). */
    BOG_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /**
     * TBC Checkout (TBC E-Commerce, card method `tbc`): offered only when the developer app's API key
     * and the merchant's client id and secret are set. TBC_INSTALLMENTS offers the bank's installments
     * (method 8) on its page, for merchants whose contract includes them. Every call to the bank gives
     * up after TBC_TIMEOUT_MS.
     */
    TBC_API_KEY: z.string().min(1).optional(),
    TBC_CLIENT_ID: z.string().min(1).optional(),
    TBC_CLIENT_SECRET: z.string().min(1).optional(),
    TBC_API_URL: z.url().default('https://api.tbcbank.ge'),
    TBC_INSTALLMENTS: booleanFlag.default(false),
    TBC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /**
     * Minutes a placed order waits for its card payment (a declined one's retry included) before
     * reconciliation cancels it and gives its stock back.
     */
    CARD_PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(10_080).default(60),
    /**
     * Media (uploaded and generated images) in an S3-compatible bucket that every node shares,
     * instead of DATA_DIR/media on this node's disk: the bucket's name, the service's address
     * (absent for Amazon S3 itself), its region, the access key (absent: the SDK's own chain, e.g.
     * an instance role) and path-style addressing (MinIO and most local services need it).
     */
    MEDIA_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'MEDIA_BUCKET is a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
      )
      .optional(),
    MEDIA_ENDPOINT: z
      .url('MEDIA_ENDPOINT is the address of the S3-compatible service, e.g. https://s3.example.com')
      .optional(),
    MEDIA_REGION: z.string().min(1).default('us-east-1'),
    MEDIA_ACCESS_KEY_ID: z.string().min(1).optional(),
    MEDIA_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    MEDIA_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Google Tag Manager container id; analytics stay off without it. */
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'GTM_ID looks like GTM-XXXXXXX')
      .optional(),
  })
  .refine((env) => env.SERVE !== 'web' || env.API_URL, {
    path: ['API_URL'],
    message: 'a web-only node (SERVE=web) needs API_URL, the address of an API node',
  })
  .refine(
    (env) =>
      [env.BOG_CLIENT_ID, env.BOG_CLIENT_SECRET, env.BOG_PUBLIC_KEY].every((v) => v === undefined) ||
      [env.BOG_CLIENT_ID, env.BOG_CLIENT_SECRET, env.BOG_PUBLIC_KEY].every((v) => v !== undefined),
    {
      path: ['BOG_CLIENT_ID'],
      message: 'Bank of Georgia needs BOG_CLIENT_ID, BOG_CLIENT_SECRET and BOG_PUBLIC_KEY together',
    },
  )
  .refine(
    (env) =>
      [env.TBC_API_KEY, env.TBC_CLIENT_ID, env.TBC_CLIENT_SECRET].every((v) => v === undefined) ||
      [env.TBC_API_KEY, env.TBC_CLIENT_ID, env.TBC_CLIENT_SECRET].every((v) => v !== undefined),
    {
      path: ['TBC_API_KEY'],
      message: 'TBC Checkout needs TBC_API_KEY, TBC_CLIENT_ID and TBC_CLIENT_SECRET together',
    },
  )
  .refine(
    (env) =>
      env.MEDIA_BUCKET !== undefined ||
      [env.MEDIA_ENDPOINT, env.MEDIA_ACCESS_KEY_ID, env.MEDIA_SECRET_ACCESS_KEY].every(
        (v) => v === undefined,
      ),
    {
      path: ['MEDIA_BUCKET'],
      message:
        'MEDIA_ENDPOINT and the MEDIA_ access keys are only read with MEDIA_BUCKET: set it too (or unset them)',
    },
  )
  .refine((env) => (env.MEDIA_ACCESS_KEY_ID === undefined) === (env.MEDIA_SECRET_ACCESS_KEY === undefined), {
    path: ['MEDIA_ACCESS_KEY_ID'],
    message: 'the media bucket needs MEDIA_ACCESS_KEY_ID and MEDIA_SECRET_ACCESS_KEY together',
  })
  .refine((env) => env.BOG_PUBLIC_KEY === undefined || readPublicKey(env.BOG_PUBLIC_KEY) !== null, {
    path: ['BOG_PUBLIC_KEY'],
    message: 'BOG_PUBLIC_KEY is neither a PEM public key nor the path of a readable PEM file',
  });

/** A public key given as PEM text or as the path of a PEM file; null when it is neither. */
export function readPublicKey(value: string): KeyObject | null {
  try {
    const pem = value.includes('-----BEGIN') ? value.replaceAll('\\n', '\n') : readFileSync(value, 'utf8');
    return createPublicKey(pem);
  } catch {
    return null;
  }
}

type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, 'SANDBOX_PAYMENTS'> & {
  MEDIA_DIR: string;
  MAIL_DIR: string;
  APP_SECRET: string;
  SANDBOX_PAYMENTS: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...config,
    DATA_DIR: dataDir,
    MEDIA_DIR: join(dataDir, 'media'),
    MAIL_DIR: join(dataDir, 'mail'),
    APP_SECRET: config.APP_SECRET ?? developmentSecret(dataDir),
    SANDBOX_PAYMENTS: config.SANDBOX_PAYMENTS ?? config.NODE_ENV !== 'production',
  };
}

/** A development secret lives in the data folder, never in the repository. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}
