import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: the nearest folder above this module holding package-lock.json. */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'package-lock.json'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** loopback unless told otherwise: a plain `npm start` is not reachable from the network */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
    .optional(),
  /** PostgreSQL connections per process (default 20) */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).optional(),
  /** booking statements running at once per process; more bookings wait and are written together (booking-writer.ts) */
  BOOKING_WRITERS: z.coerce.number().int().min(1).max(500).optional(),
  /** most bookings written by one statement; 1 = every booking alone */
  BOOKING_BATCH_MAX: z.coerce.number().int().min(1).max(100).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'off' for tests and benchmarks: the limiter would measure itself */
  RATE_LIMIT: onOff.default(true),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** per IP and minute: reads of one reservation or payment (by booking number or token), and bookings */
  RATE_LIMIT_READ_MAX: z.coerce.number().int().positive().default(120),
  RATE_LIMIT_BOOKING_MAX: z.coerce.number().int().positive().default(30),
  /** redis://host:port: rate-limit counters shared by every app node; unset = in memory */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, { message: 'must start with redis:// or rediss://' }).optional(),
  /**
   * the balancers whose X-Forwarded-For names the client (addresses or CIDRs, comma separated):
   * the rate limit then keys on the traveller, not on the balancer. Unset = none
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*$/, { message: 'must be addresses or CIDRs separated by commas' })
    .optional(),
  /** a whole request (headers and body) must arrive within this (slow clients are cut off) */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(30_000).default(20_000),
  /** an idle socket (nothing received nor sent) is closed after this */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(30_000).default(15_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  /** smtp(s)://user:pass@host:port; unset = confirmation mails stay in the outbox table */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' }).optional(),
  MAIL_FROM: z.string().min(3).default('Parking <reservas@parking.example>'),
  /** issue 15.2: a real plate register (https://...; GET {url}/{plate}); unset = the built-in sandbox */
  PLATE_REGISTRY_URL: z.string().regex(/^https?:\/\//, { message: 'must start with http:// or https://' }).optional(),
  PLATE_REGISTRY_API_KEY: z.string().min(1).optional(),
  PLATE_REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  NODE_ENV: z.string().optional(),
  /** development helpers (GET /api/dev/outbox): off unless DEV_ROUTES=on (the browser tests set it) */
  DEV_ROUTES: onOff.default(false),
  /** the web app's public address, for links in mails; default http://localhost:<PORT> */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, { message: 'must be an http:// or https:// address' })
    .optional(),
  /** enables /api/admin/* for operations and the browser tests; unset = no admin routes */
  ADMIN_TOKEN: z.string().min(8).optional(),
  /** social login (issue 10): each provider is offered only when its client id is set */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  /**
   * development and browser tests: sandbox social providers (tokens from GET /api/dev/social-token,
   * served only with DEV_ROUTES=on). `on` = all three while no real provider is set; else name
   * them (`google,facebook`). Never with NODE_ENV=production (the server refuses to start).
   */
  SOCIAL_SANDBOX: z
    .string()
    .regex(/^(on|off|true|false|1|0|(google|apple|facebook)(\s*,\s*(google|apple|facebook))*)$/, { message: 'must be on, off or a list of google, apple, facebook' })
    .default('off'),
  /** `on`: the session cookies are always Secure; default on when NODE_ENV=production, else only behind https */
  COOKIE_SECURE: onOff.optional(),
  /** the README's demo accounts in an empty database; default on, off when NODE_ENV=production */
  DEMO_ACCOUNTS: onOff.optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string; poolMax?: number } | { kind: 'pglite'; dataDir: string | null };
  /** absolute path of the built web app; served only when it exists */
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  rateLimit: {
    enabled: boolean;
    /** per IP and minute on /api */
    max: number;
    /** per IP and minute on reads of one reservation or payment, and on bookings */
    readMax: number;
    bookingMax: number;
    /** shared counters for several app nodes; null = in memory */
    redisUrl: string | null;
    /** key prefix in Redis (tests give each run its own) */
    redisPrefix?: string;
  };
  /** Fastify's trustProxy: false, or the balancers' addresses (TRUST_PROXY) */
  trustProxy?: false | string;
  /** slow-client protection (issue 7.5), milliseconds */
  timeouts: { request: number; connection: number; keepAlive: number };
  mail: { smtpUrl: string | null; from: string };
  /** development-only routes (GET /api/dev/outbox): only with DEV_ROUTES=on, never by default */
  devRoutes: boolean;
  /** the web app's address without a trailing slash, for the links in mails */
  publicUrl: string;
  /** x-admin-token for /api/admin/*; null = admin routes answer 404 */
  adminToken: string | null;
  /** social login providers (issue 10); absent or null = not offered */
  social?: SocialConfig;
  /** issue 15.2: the real plate register; absent or null = the sandbox (vehicles/plate-registry.ts) */
  plateRegistry?: { url: string; apiKey: string | null; timeoutMs: number } | null;
  /** group commit of bookings (reservations/booking-writer.ts); absent = its defaults */
  bookingWriter?: { writers: number; batchMax: number };
  /**
   * log2 of scrypt's N for new password hashes (and the dummy comparison); default 17
   * (auth/password.ts). Only tests lower it, to run many logins on a small machine.
   */
  scryptLog2N?: number;
  /** seed the demo accounts (README) into an empty database; absent = yes */
  demoAccounts?: boolean;
  /** session cookies always Secure (COOKIE_SECURE, default NODE_ENV=production); absent = only when the request came by https */
  secureCookies?: boolean;
  /** NODE_ENV=production: no sandbox may run (buildApp refuses) */
  production?: boolean;
}

/** An OpenID Connect provider: its client id (the ID token's audience); issuer and keys default to the provider's own. */
export interface OidcConfig {
  clientId: string;
  issuer?: string;
  jwksUrl?: string;
}

export interface SocialConfig {
  google: OidcConfig | null;
  apple: OidcConfig | null;
  /** graphUrl defaults to https://graph.facebook.com */
  facebook: { appId: string; appSecret: string; graphUrl?: string } | null;
  /**
   * the providers the sandbox stands in for (development and browser tests), never any by
   * default and never one that also has a real configuration
   */
  sandbox: readonly SocialType[];
}

const SOCIAL_TYPES = ['google', 'apple', 'facebook'] as const;
type SocialType = (typeof SOCIAL_TYPES)[number];

/**
 * SOCIAL_SANDBOX's providers (issue 18.3: the sandbox never stands in for a provider not
 * named): `on` names all three, but only while no real provider is configured; a list names
 * its own; a name that has a real configuration too is refused.
 */
function sandboxProviders(value: string, real: Record<SocialType, boolean>): SocialType[] {
  if (['off', 'false', '0'].includes(value)) return [];
  if (['on', 'true', '1'].includes(value)) {
    if (SOCIAL_TYPES.some((t) => real[t])) throw new Error('invalid environment:\n  SOCIAL_SANDBOX: on next to a real provider; name the sandbox providers (google,apple,facebook)');
    return [...SOCIAL_TYPES];
  }
  const named = [...new Set(value.split(',').map((v) => v.trim() as SocialType))];
  const clash = named.filter((t) => real[t]);
  if (clash.length > 0) throw new Error(`invalid environment:\n  SOCIAL_SANDBOX: ${clash.join(', ')} also has a real configuration`);
  return named;
}

/** The server never starts with the social sandbox in production (issue 18.3). */
export function assertNoSandboxInProduction(config: Pick<AppConfig, 'production' | 'social'>): void {
  if (config.production && (config.social?.sandbox.length ?? 0) > 0) {
    throw new Error('invalid environment:\n  SOCIAL_SANDBOX: the social sandbox never runs with NODE_ENV=production');
  }
}

/** Group commit of bookings (reservations/booking-writer.ts, decision 0020): measured in docs/performance.md. */
export const DEFAULT_BOOKING_WRITER = { writers: 2, batchMax: 16 } as const;

/** Reads and checks the environment; throws a readable error naming the bad variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const google = e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID } : null;
  const apple = e.APPLE_CLIENT_ID ? { clientId: e.APPLE_CLIENT_ID } : null;
  const facebook = e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET ? { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET } : null;
  const social: SocialConfig = {
    google,
    apple,
    facebook,
    sandbox: sandboxProviders(e.SOCIAL_SANDBOX, { google: google !== null, apple: apple !== null, facebook: facebook !== null }),
  };
  assertNoSandboxInProduction({ production, social });
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, ...(e.DATABASE_POOL_MAX ? { poolMax: e.DATABASE_POOL_MAX } : {}) }
      : { kind: 'pglite', dataDir: resolve(process.cwd(), e.DATA_DIR) },
    webDist: e.WEB_DIST ? resolve(process.cwd(), e.WEB_DIST) : join(repoRoot(), 'apps', 'web', 'dist'),
    logLevel: e.LOG_LEVEL,
    rateLimit: {
      enabled: e.RATE_LIMIT,
      max: e.RATE_LIMIT_MAX,
      readMax: e.RATE_LIMIT_READ_MAX,
      bookingMax: e.RATE_LIMIT_BOOKING_MAX,
      redisUrl: e.REDIS_URL ?? null,
    },
    timeouts: { request: e.REQUEST_TIMEOUT_MS, connection: e.CONNECTION_TIMEOUT_MS, keepAlive: e.KEEP_ALIVE_TIMEOUT_MS },
    trustProxy: e.TRUST_PROXY ?? false,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    devRoutes: e.DEV_ROUTES,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminToken: e.ADMIN_TOKEN ?? null,
    social,
    plateRegistry: e.PLATE_REGISTRY_URL ? { url: e.PLATE_REGISTRY_URL, apiKey: e.PLATE_REGISTRY_API_KEY ?? null, timeoutMs: e.PLATE_REGISTRY_TIMEOUT_MS } : null,
    demoAccounts: e.DEMO_ACCOUNTS ?? !production,
    secureCookies: e.COOKIE_SECURE ?? production,
    production,
    ...(e.BOOKING_WRITERS || e.BOOKING_BATCH_MAX
      ? { bookingWriter: { writers: e.BOOKING_WRITERS ?? DEFAULT_BOOKING_WRITER.writers, batchMax: e.BOOKING_BATCH_MAX ?? DEFAULT_BOOKING_WRITER.batchMax } }
      : {}),
  };
}

/** Defaults for tests: in-memory database, quiet logs, no limiter. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'pglite', dataDir: null },
    webDist: join(repoRoot(), 'apps', 'web', 'dist'),
    logLevel: 'silent',
    rateLimit: { enabled: false, max: 600, readMax: 120, bookingMax: 30, redisUrl: null },
    timeouts: { request: 20_000, connection: 15_000, keepAlive: 10_000 },
    mail: { smtpUrl: null, from: 'Parking <reservas@parking.example>' },
    devRoutes: true,
    publicUrl: 'http://localhost:3000',
    adminToken: null,
    ...overrides,
  };
}
