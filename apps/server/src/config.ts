import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { CacheLifetimes } from './cache/caches.ts';
import { isNetworkSpec } from './operations/peer-networks.ts';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const cacheMs = (fallback: number) => z.coerce.number().int().min(0).max(600_000).default(fallback);

const splitList = (list: string) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The sandbox gateway's secret when none is set: published here, so fit for development only. */
const DEVELOPMENT_SANDBOX_SECRET = 'sandbox-secret-for-development-only';

const envSchema = z.object({
  /**
   * development: a shop to try out, where published development defaults are fine. production:
   * every secret must be the operator's own. Default: development on the embedded database,
   * production on PostgreSQL.
   */
  APP_ENV: z.enum(['development', 'production']).optional(),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_TITLE: z.string().min(1).default('药采网'),
  /** Set to use PostgreSQL; otherwise the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * Connections to PostgreSQL per process: about twice the database's cores, divided among the
   * instances. More queue inside PostgreSQL instead of here, and wait longer.
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(4),
  /**
   * A transaction idle this long between its statements (a request stuck half-way) is rolled back
   * and its connection freed, on PostgreSQL and on the embedded database alike.
   */
  DATABASE_IDLE_IN_TRANSACTION_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** How long a request waits for a PostgreSQL connection (a new one, or a free one in the pool). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATA_DIR: z.string().default('./data'),
  /** Uploaded pictures (goods, banners, licence scans). */
  FILES_DIR: z.string().default('./files'),
  /** Load the demo shop into an empty database. Default: on for PGlite, off for PostgreSQL. */
  SEED_DEMO: flag.optional(),
  /** Origins allowed to make state-changing requests besides the server's own. Comma-separated. */
  ALLOWED_ORIGINS: z.string().default(''),
  /**
   * The Secure flag of cookies: `auto` sets it when the request came over HTTPS (behind a proxy,
   * as its X-Forwarded-Proto says when TRUST_PROXY is on).
   */
  COOKIE_SECURE: z
    .enum(['auto', 'true', 'false'])
    .default('auto')
    .transform((value) => (value === 'auto' ? value : value === 'true')),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long an operator stays signed in to the console. */
  ADMIN_SESSION_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  // Lifetimes (ms) of the in-process caches (docs/decisions/008-caching.md); 0 turns one off.
  /** A session lookup reused. */
  SESSION_CACHE_MS: cacheMs(5000),
  /** A goods list page shown as last read (prices still worked out per buyer). */
  LIST_CACHE_MS: cacheMs(60_000),
  /** The goods list's total per filter combination. */
  LIST_TOTAL_CACHE_MS: cacheMs(60_000),
  /** A goods detail shown as last read (prices still worked out per buyer), until the change feed says it changed. */
  GOODS_CACHE_MS: cacheMs(60_000),
  /** Search-box suggestions per keyword. */
  SUGGESTION_CACHE_MS: cacheMs(30_000),
  /** Goods facts and shop terms carts show, and a buyer's loaded cart. */
  CART_CACHE_MS: cacheMs(5000),
  /** The shop's settings as pages show them. */
  SETTINGS_CACHE_MS: cacheMs(5000),
  /** A buyer's user state, until the change feed says it changed. */
  USER_STATE_CACHE_MS: cacheMs(60_000),
  /**
   * The flash-sale sessions (/ms, the home block, goods cards) as read, never kept past a start or an
   * end; and how long an instance refuses a sale it found sold out without reading it again.
   */
  FLASH_CACHE_MS: cacheMs(1000),
  /** Minutes a buyer has to pay an order before it is cancelled. */
  ORDER_PAY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /**
   * Each unpaid order is cancelled by a job due at its deadline; this sweep, run by one instance every
   * N minutes (of the hour), cancels any that job missed. 0 turns the sweep off.
   */
  ORDER_SWEEP_MINUTES: z.coerce.number().int().min(0).max(30).default(5),
  /** Days after shipping when an order the buyer has not confirmed as received is completed; 0: never. */
  ORDER_COMPLETE_DAYS: z.coerce.number().int().min(0).max(90).default(10),
  /** How often (minutes) the goods' sales take in the orders paid and cancelled since; 0: never. */
  SALES_FOLD_MINUTES: z.coerce.number().int().min(0).max(59).default(1),
  /**
   * The hour (China time, 0–23) of the daily run that tells buyers of licences 30, 7 and 0 days from
   * their expiry; -1: never.
   */
  LICENCE_NOTICE_HOUR: z.coerce.number().int().min(-1).max(23).default(9),
  /** How often (minutes) buyers are told of favourites back in stock or cheaper; 0: never. */
  FAVOURITE_NOTICE_MINUTES: z.coerce.number().int().min(0).max(59).default(10),
  /**
   * How often each instance's job runner retries jobs whose try ran out of time or whose instance
   * died, and counts the jobs for /metrics.
   */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** The sandbox gateway's signing secret; required (32+ characters) in production. */
  PAYMENT_SANDBOX_SECRET: z.string().min(32).optional(),
  /** Delay of the sandbox gateway's notify after the buyer pays at its cashier. */
  PAYMENT_SANDBOX_NOTIFY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** How long the sandbox gateway takes to answer a refund it has made (a slow gateway). */
  PAYMENT_SANDBOX_REFUND_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  SMS_PROVIDER: z.enum(['dev']).default('dev'),
  SMS_CODE_TTL_SECONDS: z.coerce.number().int().min(60).default(300),
  SMS_RESEND_SECONDS: z.coerce.number().int().min(0).default(60),
  SMS_MAX_PER_PHONE_PER_DAY: z.coerce.number().int().min(1).default(10),
  SMS_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Wrong passwords per account from one address within LOGIN_LOCK_MINUTES; then a growing wait. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** Wrong passwords from one address, whatever the account, within LOGIN_LOCK_MINUTES. */
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Calls that tell whether a phone has an account (lookup, code request, registration), per address. */
  PHONE_LOOKUP_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** How long a client may take to send a whole request (headers and body); then 408 and the connection closes. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(3_600_000).default(120_000),
  /** Built web app served at /. */
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  /** Built operator console served at /admin/. */
  ADMIN_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../admin/dist')),
  /** The web build's first-screen renderer (decision 011); by default beside WEB_DIST_DIR. */
  WEB_FIRST_SCREEN_ENTRY: z.string().optional(),
  TRUST_PROXY: flag.default(false),
  /**
   * After SIGTERM, how long the instance keeps serving (answering /readyz with 503) before it stops
   * accepting connections, so that a proxy checking /readyz stops sending to it first.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  /** The longest a shutdown may take, drain included; past it the process exits with status 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  /**
   * Peers that may read /metrics without a token, when the request did not come through a proxy:
   * comma-separated addresses, CIDR ranges, `loopback` and `private`.
   */
  METRICS_ALLOW_FROM: z
    .string()
    .default('loopback,private')
    .refine((list) => splitList(list).every(isNetworkSpec), 'addresses, CIDR ranges, loopback or private'),
  /** A bearer token that reads /metrics from anywhere (e.g. a scraper outside the local network). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Check every answer against its route's response schema before it is sent, and answer 500 when it
   * does not fit: for tests, as it costs time on every call.
   */
  CHECK_RESPONSES: flag.default(false),
  /** Frames a live connection (/api/ws) may send a second, as a sustained rate; twice as many at once. */
  LIVE_FRAMES_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Seconds between pings on a live connection; one not answered by the next ping is dropped. */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).default('pretty'),
});

/** Settings that must agree with each other. */
const checkedEnvSchema = envSchema.refine((e) => e.SHUTDOWN_DRAIN_MS < e.SHUTDOWN_TIMEOUT_MS, {
  path: ['SHUTDOWN_DRAIN_MS'],
  message: 'must be shorter than SHUTDOWN_TIMEOUT_MS',
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  appEnv: 'development' | 'production';
  host: string;
  port: number;
  siteTitle: string;
  database: (
    | { kind: 'pglite'; dataDir: string | null }
    | { kind: 'postgres'; url: string; poolMax: number; connectTimeoutMs?: number }
  ) & { idleInTransactionMs?: number };
  seedDemo: boolean;
  filesDir: string;
  allowedOrigins: string[];
  /** As @fastify/cookie's `secure` option takes it. */
  cookieSecure: boolean | 'auto';
  sessionTtlDays: number;
  adminSessionHours: number;
  caches: CacheLifetimes;
  orders: { payMinutes: number; sweepMinutes: number; completeDays: number; salesFoldMinutes: number };
  jobs: { maintenanceSeconds: number };
  /** China hour of the daily licence expiry notices, or null for none. */
  licenceNoticeHour: number | null;
  /** Minutes between runs of the favourites' stock and price notices; 0: none. */
  favouriteNoticeMinutes: number;
  payment: { provider: 'sandbox'; sandboxSecret: string; sandboxNotifyMs: number; sandboxRefundMs: number };
  sms: {
    provider: 'dev';
    codeTtlSeconds: number;
    resendSeconds: number;
    maxPerPhonePerDay: number;
    maxPerIpPerHour: number;
  };
  login: { maxFailures: number; maxFailuresPerIp: number; lockMinutes: number };
  phoneLookupMaxPerMinute: number;
  bodyLimitBytes: number;
  requestTimeoutMs: number;
  webDistDir: string | null;
  adminDistDir: string | null;
  /** The first-screen renderer's module, when the web build made one. */
  webFirstScreenEntry: string | null;
  trustProxy: boolean;
  shutdown: { drainMs: number; timeoutMs: number };
  metrics: { allowFrom: string[]; token: string | null };
  log: { level: string; format: 'pretty' | 'json' };
  checkResponses: boolean;
  live: { framesPerSecond: number; heartbeatSeconds: number };
}

/** Parses the environment once. The only place that reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = readEnvironment()): Config {
  // An empty variable (`DATABASE_URL=`) counts as unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = checkedEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return toConfig(parsed.data);
}

/**
 * Settings whose development default is public. Outside development the server refuses to start
 * without values of the operator's own.
 */
function sandboxSecret(e: z.output<typeof envSchema>, appEnv: Config['appEnv']): string {
  if (e.PAYMENT_SANDBOX_SECRET !== undefined && e.PAYMENT_SANDBOX_SECRET !== DEVELOPMENT_SANDBOX_SECRET) {
    return e.PAYMENT_SANDBOX_SECRET;
  }
  if (appEnv === 'development') return DEVELOPMENT_SANDBOX_SECRET;
  throw new Error(
    'Invalid configuration:\n  PAYMENT_SANDBOX_SECRET: set a secret of your own (32+ characters) when APP_ENV is production',
  );
}

/** Builds a config from defaults plus overrides, without reading the process environment. */
export function configFrom(env: Env): Config {
  return toConfig(checkedEnvSchema.parse(env));
}

function toConfig(e: z.output<typeof envSchema>): Config {
  const database = e.DATABASE_URL
    ? ({
        kind: 'postgres',
        url: e.DATABASE_URL,
        poolMax: e.DATABASE_POOL_MAX,
        connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
        idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_MS,
      } as const)
    : ({
        kind: 'pglite',
        dataDir: path.resolve(e.DATA_DIR),
        idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_MS,
      } as const);
  const appEnv = e.APP_ENV ?? (database.kind === 'pglite' ? 'development' : 'production');
  return {
    appEnv,
    host: e.HOST,
    port: e.PORT,
    siteTitle: e.SITE_TITLE,
    database,
    seedDemo: e.SEED_DEMO ?? database.kind === 'pglite',
    filesDir: path.resolve(e.FILES_DIR),
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    cookieSecure: e.COOKIE_SECURE,
    live: { framesPerSecond: e.LIVE_FRAMES_PER_SECOND, heartbeatSeconds: e.LIVE_HEARTBEAT_SECONDS },
    sessionTtlDays: e.SESSION_TTL_DAYS,
    adminSessionHours: e.ADMIN_SESSION_HOURS,
    caches: {
      sessions: e.SESSION_CACHE_MS,
      listPages: e.LIST_CACHE_MS,
      listTotals: e.LIST_TOTAL_CACHE_MS,
      listFacets: e.LIST_TOTAL_CACHE_MS,
      goodsDetails: e.GOODS_CACHE_MS,
      suggestions: e.SUGGESTION_CACHE_MS,
      cartGoods: e.CART_CACHE_MS,
      cartTerms: e.CART_CACHE_MS,
      cartViews: e.CART_CACHE_MS,
      cartBadges: e.CART_CACHE_MS,
      shopSettings: e.SETTINGS_CACHE_MS,
      userStates: e.USER_STATE_CACHE_MS,
      flashSessions: e.FLASH_CACHE_MS,
      flashSoldOut: e.FLASH_CACHE_MS,
    },
    orders: {
      payMinutes: e.ORDER_PAY_MINUTES,
      sweepMinutes: e.ORDER_SWEEP_MINUTES,
      completeDays: e.ORDER_COMPLETE_DAYS,
      salesFoldMinutes: e.SALES_FOLD_MINUTES,
    },
    jobs: { maintenanceSeconds: e.JOB_MAINTENANCE_SECONDS },
    licenceNoticeHour: e.LICENCE_NOTICE_HOUR < 0 ? null : e.LICENCE_NOTICE_HOUR,
    favouriteNoticeMinutes: e.FAVOURITE_NOTICE_MINUTES,
    payment: {
      provider: e.PAYMENT_PROVIDER,
      sandboxSecret: sandboxSecret(e, appEnv),
      sandboxNotifyMs: e.PAYMENT_SANDBOX_NOTIFY_MS,
      sandboxRefundMs: e.PAYMENT_SANDBOX_REFUND_MS,
    },
    sms: {
      provider: e.SMS_PROVIDER,
      codeTtlSeconds: e.SMS_CODE_TTL_SECONDS,
      resendSeconds: e.SMS_RESEND_SECONDS,
      maxPerPhonePerDay: e.SMS_MAX_PER_PHONE_PER_DAY,
      maxPerIpPerHour: e.SMS_MAX_PER_IP_PER_HOUR,
    },
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
    },
    phoneLookupMaxPerMinute: e.PHONE_LOOKUP_MAX_PER_MINUTE,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    webDistDir: existsSync(e.WEB_DIST_DIR) ? e.WEB_DIST_DIR : null,
    adminDistDir: existsSync(path.join(e.ADMIN_DIST_DIR, 'index.html')) ? e.ADMIN_DIST_DIR : null,
    webFirstScreenEntry: existingFile(
      e.WEB_FIRST_SCREEN_ENTRY ?? path.join(e.WEB_DIST_DIR, '../dist-server/first-screen.js'),
    ),
    trustProxy: e.TRUST_PROXY,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    metrics: { allowFrom: splitList(e.METRICS_ALLOW_FROM), token: e.METRICS_TOKEN ?? null },
    log: { level: e.LOG_LEVEL, format: e.LOG_FORMAT },
    checkResponses: e.CHECK_RESPONSES,
  };
}

const existingFile = (file: string) => (existsSync(file) ? file : null);

function readEnvironment(): Record<string, string | undefined> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return process.env;
}
