// The soak's deployment on this machine: a throwaway PostgreSQL database of its own, the DataForSEO
// stand-in with a provider's latency, an SMTP receiver, and two real server processes with the
// environment of compose.yaml (production, TRUST_PROXY=1, rate limits on). Everything on 127.0.0.1.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { composeAppEnvironment } from '../../tests/support/compose-env.js';
import { startFakeDataForSeo, type FakeDataForSeo } from '../../tests/support/fake-dataforseo/index.js';
import { startMailCatcher, type MailCatcher } from '../../tests/support/mail-catcher.js';
import { spawnServer, type ServerProcess } from '../../tests/support/server-process.js';

/** The public origin the servers believe they are behind (APP_URL); no request goes to it. */
export const SOAK_ORIGIN = 'http://soak.keywordlens.test';
export const SOAK_ADMIN_EMAIL = 'soak-admin@example.test';
export const SOAK_METRICS_TOKEN = `soak-metrics-${randomUUID()}`;

/** DataForSEO Labs answers in roughly 0.3 to 1.2 s; the stand-in's delay is redrawn every 100 ms. */
const PROVIDER_LATENCY_MS = { min: 300, max: 1200 };

export interface SoakServer {
  url: string;
  process: ServerProcess;
}

export interface SoakStack {
  databaseUrl: string;
  databaseName: string;
  fake: FakeDataForSeo;
  mail: MailCatcher;
  servers: SoakServer[];
  /** Stops the servers (SIGTERM, as an orchestrator would), the fake and the mail receiver, and drops the database. */
  stop(): Promise<void>;
}

function adminUrl(): string {
  return process.env.SOAK_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

async function onAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function startSoakStack(serverCount: number): Promise<SoakStack> {
  const databaseName = `kl_soak_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await onAdmin((c) => c.query(`create database ${databaseName}`));
  const url = new URL(adminUrl());
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();

  const started: { fake?: FakeDataForSeo; mail?: MailCatcher; servers: SoakServer[]; timers: NodeJS.Timeout[] } = { servers: [], timers: [] };
  const stop = async () => {
    for (const timer of started.timers) clearInterval(timer);
    await Promise.all(
      started.servers.map(async (s) => {
        if (s.process.child.exitCode === null && s.process.child.signalCode === null) s.process.kill('SIGTERM');
        await s.process.exited();
      }),
    );
    await started.fake?.close();
    await started.mail?.close();
    await onAdmin((c) => c.query(`drop database if exists ${databaseName} with (force)`));
  };

  try {
    const fake = (started.fake = await startFakeDataForSeo());
    const drawLatency = () =>
      fake.configure({ latencyMs: Math.round(PROVIDER_LATENCY_MS.min + Math.random() * (PROVIDER_LATENCY_MS.max - PROVIDER_LATENCY_MS.min)) });
    drawLatency();
    started.timers.push(setInterval(drawLatency, 100));
    // The fake keeps every request and answer for tests to read; the soak reads only its counters.
    started.timers.push(
      setInterval(() => {
        fake.requests.length = 0;
        fake.responses.length = 0;
      }, 5_000),
    );
    const mail = (started.mail = await startMailCatcher());
    const env = {
      ...composeAppEnvironment({ SESSION_SECRET: `soak-secret-${randomUUID()}`, APP_URL: SOAK_ORIGIN, METRICS_TOKEN: SOAK_METRICS_TOKEN }),
      DATABASE_URL: databaseUrl,
      PORT: '0',
      SMTP_URL: mail.smtpUrl,
      ADMIN_EMAILS: SOAK_ADMIN_EMAIL,
      AUTH_RATE_LIMIT: 'on',
      KEYWORD_PROVIDER: 'dataforseo',
      DATAFORSEO_LOGIN: fake.login,
      DATAFORSEO_PASSWORD: fake.password,
      DATAFORSEO_BASE_URL: fake.url,
    };
    // Started together on the empty database, as compose does: one migrates, the others wait.
    const processes = Array.from({ length: serverCount }, () => spawnServer(env));
    started.servers = processes.map((process) => ({ url: '', process }));
    const ports = await Promise.all(processes.map((p) => p.listening()));
    started.servers = processes.map((process, i) => ({ url: `http://127.0.0.1:${ports[i]}`, process }));
    return { databaseUrl, databaseName, fake, mail, servers: started.servers, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/** pg_database_size of the soak's database, and the largest tables with their total size. */
export interface DatabaseMeasure {
  bytes: number;
  tables: Map<string, number>;
  /** keyword_results: rows, and row versions left dead by updates (not yet vacuumed). */
  resultRows: number;
  resultDeadRows: number;
}

export async function measureDatabase(databaseUrl: string): Promise<DatabaseMeasure> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const size = await client.query<{ bytes: string }>('select pg_database_size(current_database()) as bytes');
    const tables = await client.query<{ name: string; bytes: string }>(
      `select c.relname as name, pg_total_relation_size(c.oid) as bytes from pg_class c
       join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and n.nspname = 'public'`,
    );
    const results = await client.query<{ rows: string; dead: string }>(
      `select (select count(*) from keyword_results) as rows, coalesce((select n_dead_tup from pg_stat_user_tables where relname = 'keyword_results'), 0) as dead`,
    );
    return {
      bytes: Number(size.rows[0]?.bytes ?? 0),
      tables: new Map(tables.rows.map((r) => [r.name, Number(r.bytes)])),
      resultRows: Number(results.rows[0]?.rows ?? 0),
      resultDeadRows: Number(results.rows[0]?.dead ?? 0),
    };
  } finally {
    await client.end();
  }
}
