// Every environment variable the server reads, parsed once at boot. Nothing else reads process.env.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CACHE_TTLS } from './providers/cache.js';
import { DEFAULT_REQUEST_DEADLINE_MS } from './providers/deadline.js';
import { API_KEY_REQUESTS_PER_MINUTE } from '../shared/constants/limits.js';
import { dataForSeoProfile } from './providers/dataforseo/profile.js';
import { DEFAULT_PROVIDER_NAME, PROVIDER_NAMES, type ProviderName } from './providers/registry.js';
import { loadOrCreateSessionSecret } from './data-dir/session-secret.js';
import { DEFAULT_RETENTION, type RetentionPolicy } from './db/retention.js';

/** How often each server sweeps expired quota leases by default (and once at start); decision 011. */
export const DEFAULT_LEASE_SWEEP_INTERVAL_MS = 15_000;

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const httpUrl = (message: string) => z.url({ protocol: /^https?$/, message });

const retentionDays = (fallback: number) =>
  z.coerce.number({ message: 'must be a whole number of days (0 keeps rows for ever)' }).int().min(0).max(36_500).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: httpUrl('must be an absolute http(s) URL such as http://localhost:3000').optional(),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://'),
  DATA_DIR: z.string().default('./data'),
  SESSION_SECRET: optionalString.refine((v) => !v || v.length >= 32, 'must be at least 32 characters'),
  SMTP_URL: optionalString.refine((v) => !v || /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://'),
  MAIL_FROM: z.string().default('KeywordLens <no-reply@keywordlens.local>'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .refine(
      (v) => splitList(v).every((address) => z.email().safeParse(address).success),
      'must be a comma-separated list of e-mail addresses',
    ),
  KEYWORD_PROVIDER: z.enum(PROVIDER_NAMES).optional(),
  DATAFORSEO_LOGIN: optionalString,
  DATAFORSEO_PASSWORD: optionalString,
  DATAFORSEO_BASE_URL: httpUrl('must be an absolute http(s) URL').default('https://api.dataforseo.com'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  // One base for Google's OAuth and Search Console endpoints, for a local stand-in (tests); unset: Google's own.
  GOOGLE_API_BASE_URL: httpUrl('must be an absolute http(s) URL').optional(),
  REDIS_URL: optionalString,
  // How many reverse proxies in front of the server may be believed about the client's address.
  TRUST_PROXY: z.coerce.number({ message: 'must be a whole number of proxy hops (0 = none)' }).int().min(0).max(16).default(0),
  // Test and operator knobs: auth rate limits can be turned off for tests (a warning at boot),
  // never when NODE_ENV=production is set.
  AUTH_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  SERVE_CLIENT: z.enum(['on', 'off']).default('on'),
  // Decision 011: the overall deadline of a research, SERP or related request, and how often
  // each server gives back quota units whose lease ran out (a crashed server's reservations).
  REQUEST_DEADLINE_MS: z.coerce.number().int().min(100).max(120_000).default(DEFAULT_REQUEST_DEADLINE_MS),
  LEASE_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_LEASE_SWEEP_INTERVAL_MS),
  // Decision 029: how long a background job's worker holds it without a heartbeat before another
  // server claims it again, and how often idle workers look for work.
  JOB_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(60_000),
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  // Decision 064: how often each server's rank-check scheduler ticks, and how long its claim of a check lasts.
  RANK_TICK_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  RANK_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: optionalString.refine((v) => !v || v.length >= 16, 'must be at least 16 characters'),
  // Decision 021: requests one API key may make per minute (its own limit, beside the quotas).
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(API_KEY_REQUESTS_PER_MINUTE),
  // How long a SERP answer is reused for the same keyword and market (default a day, decision 011's
  // cache); 0 fetches every analysis afresh (browser tests compare two snapshots of one keyword).
  SERP_CACHE_TTL_MS: z.coerce.number().int().min(0).max(30 * 24 * 60 * 60 * 1000).default(DEFAULT_CACHE_TTLS.serpMs),
  // Decision 037: days the tables that grow with traffic keep a row (0 = for ever); what a screen
  // still shows is kept whatever the number (the current month's spend, a running usage period...).
  PROVIDER_CALL_RETENTION_DAYS: retentionDays(DEFAULT_RETENTION.providerCallDays),
  USAGE_EVENT_RETENTION_DAYS: retentionDays(DEFAULT_RETENTION.usageEventDays),
  MAIL_OUTBOX_RETENTION_DAYS: retentionDays(DEFAULT_RETENTION.mailOutboxDays),
  SERP_SNAPSHOT_RETENTION_DAYS: retentionDays(DEFAULT_RETENTION.serpSnapshotDays),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  keywordProvider: ProviderName;
  dataforseo: { login: string; password: string; baseUrl: string } | undefined;
  google: { clientId: string; clientSecret: string; endpoints: GoogleEndpoints } | undefined;
  redisUrl: string | undefined;
  /** 0: the socket's peer is the client; N: the N-th X-Forwarded-For address from the right. */
  trustProxy: number;
  authRateLimit: boolean;
  serveClient: boolean;
  requestDeadlineMs: number;
  leaseSweepIntervalMs: number;
  /** A background job's lease (decision 029): a worker that stops beating loses the job after it. */
  jobLeaseMs: number;
  jobPollMs: number;
  /** The rank-check scheduler's tick and claim lease (decision 064). */
  rankTickMs: number;
  rankLeaseMs: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** When set, GET /metrics needs `Authorization: Bearer <token>` (decision 012). */
  metricsToken: string | undefined;
  /** Requests per minute one API key may make (decision 021). */
  apiKeyRequestsPerMinute: number;
  /** How long a SERP answer is reused (0: never). */
  serpCacheTtlMs: number;
  /** Days rows of the tables that grow with traffic are kept (decision 037). */
  retention: RetentionPolicy;
}

export class ConfigError extends Error {}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

type Env = z.infer<typeof envSchema>;

// Settings that only make sense together; a half-configured pair is a mistake, not a default.
function pairProblems(e: Env, explicitNodeEnv: string | undefined): string[] {
  const problems: string[] = [];
  const hasDataForSeo = Boolean(e.DATAFORSEO_LOGIN && e.DATAFORSEO_PASSWORD);
  if (e.KEYWORD_PROVIDER === dataForSeoProfile.name && !hasDataForSeo) {
    problems.push('KEYWORD_PROVIDER: dataforseo needs DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD');
  }
  if (Boolean(e.DATAFORSEO_LOGIN) !== Boolean(e.DATAFORSEO_PASSWORD)) {
    const missing = e.DATAFORSEO_LOGIN ? 'DATAFORSEO_PASSWORD' : 'DATAFORSEO_LOGIN';
    problems.push(`${missing}: must be set together with ${missing === 'DATAFORSEO_LOGIN' ? 'DATAFORSEO_PASSWORD' : 'DATAFORSEO_LOGIN'}`);
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    const missing = e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    problems.push(`${missing}: must be set together with ${missing === 'GOOGLE_CLIENT_ID' ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'}`);
  }
  // Each server would make its own secret, and a session signed by one would not be read by the
  // next: sessions break between servers without a word. Only development (one server on a
  // laptop) may still use the secret generated in DATA_DIR; the test helpers set their own secret.
  if (e.DATABASE_URL && !e.SESSION_SECRET && e.NODE_ENV !== 'development') {
    problems.push('SESSION_SECRET: must be set when DATABASE_URL is set (the same value on every app server; e.g. openssl rand -hex 32)');
  }
  // Only an explicit NODE_ENV=production refuses it: the default is production too, and the
  // local browser-test server relies on that default while it turns the limits off.
  if (e.AUTH_RATE_LIMIT === 'off' && explicitNodeEnv === 'production') {
    problems.push('AUTH_RATE_LIMIT: off is refused with NODE_ENV=production (sign-in and sign-up would have no rate limits)');
  }
  return problems;
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? pairProblems(parsed.data, env.NODE_ENV)
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  const e = parsed.data;
  const hasDataForSeo = Boolean(e.DATAFORSEO_LOGIN && e.DATAFORSEO_PASSWORD);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? loadOrCreateSessionSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: splitList(e.ADMIN_EMAILS),
    keywordProvider: e.KEYWORD_PROVIDER ?? (hasDataForSeo ? dataForSeoProfile.name : DEFAULT_PROVIDER_NAME),
    dataforseo: hasDataForSeo
      ? { login: e.DATAFORSEO_LOGIN!, password: e.DATAFORSEO_PASSWORD!, baseUrl: e.DATAFORSEO_BASE_URL.replace(/\/$/, '') }
      : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, endpoints: googleEndpoints(e.GOOGLE_API_BASE_URL) }
        : undefined,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT === 'on',
    serveClient: e.SERVE_CLIENT === 'on',
    requestDeadlineMs: e.REQUEST_DEADLINE_MS,
    leaseSweepIntervalMs: e.LEASE_SWEEP_INTERVAL_MS,
    jobLeaseMs: e.JOB_LEASE_MS,
    jobPollMs: e.JOB_POLL_MS,
    rankTickMs: e.RANK_TICK_MS,
    rankLeaseMs: e.RANK_LEASE_MS,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    apiKeyRequestsPerMinute: e.API_KEY_RATE_LIMIT,
    serpCacheTtlMs: e.SERP_CACHE_TTL_MS,
    retention: {
      providerCallDays: e.PROVIDER_CALL_RETENTION_DAYS,
      usageEventDays: e.USAGE_EVENT_RETENTION_DAYS,
      mailOutboxDays: e.MAIL_OUTBOX_RETENTION_DAYS,
      serpSnapshotDays: e.SERP_SNAPSHOT_RETENTION_DAYS,
    },
  };
}

/** What the auth routes log at boot: settings that are accepted but weaken or do nothing. */
export function authConfigWarnings(config: Pick<AppConfig, 'authRateLimit' | 'redisUrl'>): string[] {
  const warnings: string[] = [];
  if (!config.authRateLimit) {
    warnings.push('AUTH_RATE_LIMIT=off: sign-in, sign-up, reset and verification mails have NO rate limits. Never use this in production.');
  }
  if (config.redisUrl) {
    warnings.push('REDIS_URL is set but not used yet: rate limits are kept in the database (table rate_limit), which already holds across app servers.');
  }
  return warnings;
}

/** What the operations commands (backup, restore, export) read: where the data is. */
export interface OperationsEnv {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** Parses DATA_DIR and DATABASE_URL with the server's own rules, and nothing else (no secret is created). */
export function loadOperationsEnv(env: NodeJS.ProcessEnv = process.env): OperationsEnv {
  const parsed = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid environment configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  return { dataDir: path.resolve(parsed.data.DATA_DIR), databaseUrl: parsed.data.DATABASE_URL || undefined };
}

/** Where Google's OAuth and Search Console answer (Search Console, decision 066). */
export interface GoogleEndpoints {
  authorize: string;
  token: string;
  webmasters: string;
}

function googleEndpoints(base: string | undefined): GoogleEndpoints {
  if (!base) {
    return { authorize: 'https://accounts.google.com/o/oauth2/v2/auth', token: 'https://oauth2.googleapis.com/token', webmasters: 'https://www.googleapis.com/webmasters/v3' };
  }
  const root = base.replace(/\/$/, '');
  return { authorize: `${root}/o/oauth2/v2/auth`, token: `${root}/token`, webmasters: `${root}/webmasters/v3` };
}
