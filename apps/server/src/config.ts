import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root, found from this file whether it runs from src/ (tests) or dist/ (built). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanish = z
  .union([z.boolean(), z.string()])
  .transform((v) => (typeof v === 'boolean' ? v : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase())));

/**
 * TRUST_PROXY follows Fastify's trustProxy: a boolean ('1'/'true'), a hop count, or a
 * comma-separated list of addresses/CIDRs of the proxies in front of us.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((v): boolean | string | ((address: string, hop: number) => boolean) => {
    if (v === undefined || v === '' || ['0', 'false', 'no', 'off'].includes(v.toLowerCase())) return false;
    if (['1', 'true', 'yes', 'on'].includes(v.toLowerCase())) return true;
    // A hop count: trust that many proxies nearest to us.
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      return (_address, hop) => hop < hops;
    }
    return v;
  });

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL connections per node (each is a PostgreSQL backend process). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** PostgreSQL schema to use (tests give each file its own). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  REDIS_URL: z.string().url().optional(),
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  /** How long a node may serve merchant settings before re-reading them. */
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  SEED_DEMO: booleanish.default(true),
  /** The lottery engine (draw creation, closing, drawing, settlement); starts when the server listens. */
  LOTTERY_JOBS: booleanish.default(true),
  LOTTERY_TICK_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** Settles agent salaries and dividends and draws ended raffles (a pass a minute) in a listening server. */
  AGENT_JOBS: booleanish.default(true),
  AGENT_TICK_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Seconds before the draw that the fast (engine) games stop taking bets; default per game. */
  LOTTERY_CLOSE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** Idle session lifetime; every authenticated request slides it forward. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(12 * 60),
  /** SMS gateway: 'log' writes codes to the log and the development outbox; 'http' calls a gateway. */
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  /** For 'http': URL template with {to}, {code} and {text} placeholders (URL-encoded when filled). */
  SMS_HTTP_URL: z.string().optional(),
  SMS_HTTP_METHOD: z.enum(['GET', 'POST']).default('POST'),
  SMS_HTTP_AUTH: z.string().optional(),
  /** Development-only endpoint listing sent codes; never on in production. */
  DEV_OUTBOX: booleanish.optional(),
  /** The in-house game studio's port (default PORT + 1) and, behind a proxy, its public URL. */
  STUDIO_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  STUDIO_URL: z.string().url().optional(),
  /** The demo merchant's stand-in payment gateway; on by default outside production. */
  SANDBOX_GATEWAY: booleanish.optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Portal <no-reply@portal.local>'),
  /** Public address of the site, for links in mails; else taken from the request. */
  PUBLIC_URL: z.string().url().optional(),
  /** Social sign-in (OpenID Connect): issuer URL and client credentials per provider. */
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_ISSUER: z.string().url().default('https://www.facebook.com'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && config.DEV_OUTBOX)
    throw new Error('DEV_OUTBOX cannot be on in production');
  if (config.SMS_PROVIDER === 'http' && !config.SMS_HTTP_URL)
    throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
  return config;
}
