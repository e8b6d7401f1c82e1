// The environment contract (ARCHITECTURE.md): parsed once, defaults for a fresh machine, and a bad
// value stops the server with a message naming the variable.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kwl-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const base = { DATA_DIR: dataDir };

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

describe('loadConfig', () => {
  it('runs on a fresh machine with nothing set', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir,
      smtpUrl: undefined,
      adminEmails: [],
      keywordProvider: 'demo',
      dataforseo: undefined,
      google: undefined,
      authRateLimit: true,
      serveClient: true,
      trustProxy: 0,
    });
    // The generated session secret is kept beside the data, so sessions survive a restart.
    expect(config.sessionSecret).toHaveLength(64);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()).toBe(config.sessionSecret);
    expect(loadConfig(base).sessionSecret).toBe(config.sessionSecret);
  });

  it('reads every variable of the contract', () => {
    const config = loadConfig({
      ...base,
      PORT: '4100',
      APP_URL: 'https://keywordlens.example/',
      DATABASE_URL: 'postgres://u:p@db:5432/kwl',
      SESSION_SECRET: 's'.repeat(32),
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'KeywordLens <hi@keywordlens.example>',
      ADMIN_EMAILS: ' Boss@Example.com , second@example.com,',
      DATAFORSEO_LOGIN: 'login',
      DATAFORSEO_PASSWORD: 'secret',
      DATAFORSEO_BASE_URL: 'http://127.0.0.1:9999/',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config).toMatchObject({
      port: 4100,
      appUrl: 'https://keywordlens.example',
      databaseUrl: 'postgres://u:p@db:5432/kwl',
      sessionSecret: 's'.repeat(32),
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'KeywordLens <hi@keywordlens.example>',
      adminEmails: ['boss@example.com', 'second@example.com'],
      keywordProvider: 'dataforseo',
      dataforseo: { login: 'login', password: 'secret', baseUrl: 'http://127.0.0.1:9999' },
      google: { clientId: 'id', clientSecret: 'secret' },
      redisUrl: 'redis://cache:6379',
    });
    expect(loadConfig({ ...base, PORT: '4100' }).appUrl).toBe('http://localhost:4100');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['APP_URL', 'localhost:3000'],
    ['DATABASE_URL', 'mysql://db/kwl'],
    ['SESSION_SECRET', 'too-short'],
    ['SMTP_URL', 'mail.example.com'],
    ['ADMIN_EMAILS', 'boss@example.com, not-an-email'],
    ['KEYWORD_PROVIDER', 'google'],
    ['DATAFORSEO_BASE_URL', 'nope'],
    ['AUTH_RATE_LIMIT', 'maybe'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(problemsOf({ [name]: value })).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  it('TRUST_PROXY: 0 by default, a hop count when set, anything else refused', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '' }).trustProxy).toBe(0);
    for (const bad of ['yes', '-1', '1.5', '99']) expect(problemsOf({ TRUST_PROXY: bad })).toContain('TRUST_PROXY');
  });

  it('refuses half-configured pairs, naming the missing variable', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toMatch(/^ {2}GOOGLE_CLIENT_SECRET: /m);
    expect(problemsOf({ GOOGLE_CLIENT_SECRET: 'secret' })).toMatch(/^ {2}GOOGLE_CLIENT_ID: /m);
    expect(problemsOf({ DATAFORSEO_LOGIN: 'login' })).toMatch(/^ {2}DATAFORSEO_PASSWORD: /m);
    expect(problemsOf({ KEYWORD_PROVIDER: 'dataforseo' })).toMatch(/^ {2}KEYWORD_PROVIDER: dataforseo needs/m);
  });

  it('lists every problem at once', () => {
    const message = problemsOf({ PORT: 'x', SMTP_URL: 'y' });
    expect(message).toMatch(/^ {2}PORT: /m);
    expect(message).toMatch(/^ {2}SMTP_URL: /m);
  });

  it('SESSION_SECRET: required with DATABASE_URL outside development, naming the variable (decision 037)', () => {
    const shared = { DATABASE_URL: 'postgres://u:p@db:5432/kwl' };
    for (const nodeEnv of [undefined, 'production', 'test']) {
      const env = nodeEnv ? { ...shared, NODE_ENV: nodeEnv } : shared;
      expect(problemsOf(env), String(nodeEnv)).toMatch(/^ {2}SESSION_SECRET: must be set when DATABASE_URL is set/m);
    }
    expect(loadConfig({ ...base, ...shared, SESSION_SECRET: 's'.repeat(32) }).sessionSecret).toBe('s'.repeat(32));
    // One developer's server may keep using the secret generated in DATA_DIR.
    expect(loadConfig({ ...base, ...shared, NODE_ENV: 'development' }).sessionSecret).toHaveLength(64);
  });

  it('retention days: documented defaults, 0 keeps for ever, anything else refused', () => {
    expect(loadConfig(base).retention).toEqual({ providerCallDays: 400, usageEventDays: 400, mailOutboxDays: 30, serpSnapshotDays: 365 });
    expect(loadConfig({ ...base, PROVIDER_CALL_RETENTION_DAYS: '0', MAIL_OUTBOX_RETENTION_DAYS: '7' }).retention).toMatchObject({ providerCallDays: 0, mailOutboxDays: 7 });
    for (const name of ['PROVIDER_CALL_RETENTION_DAYS', 'USAGE_EVENT_RETENTION_DAYS', 'MAIL_OUTBOX_RETENTION_DAYS', 'SERP_SNAPSHOT_RETENTION_DAYS']) {
      for (const bad of ['-1', '1.5', 'forever']) expect(problemsOf({ [name]: bad }), `${name}=${bad}`).toMatch(new RegExp(`^  ${name}: `, 'm'));
    }
  });

  it('treats empty optional values as unset', () => {
    const config = loadConfig({ ...base, SMTP_URL: '', GOOGLE_CLIENT_ID: ' ', GOOGLE_CLIENT_SECRET: '', ADMIN_EMAILS: '' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.adminEmails).toEqual([]);
  });
});

describe('the server process', () => {
  it('stops at boot with a message naming the bad variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment configuration');
    expect(result.stderr).toMatch(/PORT: /);
  });

  it('refuses to start on a shared database without SESSION_SECRET, before connecting to it', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      // Port 1 has no PostgreSQL: a server that got past its configuration would fail otherwise.
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^ {2}SESSION_SECRET: must be set when DATABASE_URL is set/m);
  });
});
