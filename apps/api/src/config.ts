import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((value) => value === 'true' || value === '1' || value === 'on');

/** Every setting the app reads from the environment, documented in the README. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** What this node serves: the whole shop, only the Shop API, or only the storefront. */
  SERVE: z.enum(['all', 'api', 'web']).default('all'),
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
  /** Google Tag Manager container id; analytics stay off without it. */
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'GTM_ID looks like GTM-XXXXXXX')
    .optional(),
}).refine((env) => env.SERVE !== 'web' || env.API_URL, {
  path: ['API_URL'],
  message: 'a web-only node (SERVE=web) needs API_URL, the address of an API node',
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & { MEDIA_DIR: string; MAIL_DIR: string; APP_SECRET: string };

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
  };
}

/** A development secret lives in the data folder, never in the repository. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}
