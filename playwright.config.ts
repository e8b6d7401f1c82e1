// Browser tests in Debian's Chromium against the real app (PostgreSQL when TEST_DATABASE_URL is
// set, else PGlite; scripts/e2e-server.mjs), a real SMTP receiver and a local server speaking
// DataForSEO's documented format.
import { defineConfig } from '@playwright/test';

// E2E_PORT_OFFSET moves every port, so two checkouts can run their browser suites side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E = {
  appPort: 3100 + offset,
  appUrl: `http://localhost:${3100 + offset}`,
  mailSmtpPort: 2625 + offset,
  mailHttpPort: 2626 + offset,
  fakeProviderPort: 3199 + offset,
  adminEmail: 'admin@e2e.test',
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // Two spec files at once against the one app server: on the 2-core machine, idle, the suite took
  // 7.3 min on one worker, 5.2 on two and 5.9 on three (2026-11-28). E2E_WORKERS sets another count.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // CI (.ci/run sets CI=1) runs this suite on a 2-core machine that other work may share: a journey
  // that takes 20 s alone can take a minute there, and an axe pass several seconds. A test retried
  // once is reported as flaky, never hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: E2E.appUrl,
    trace: 'retain-on-failure',
    acceptDownloads: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  webServer: [
    {
      command: 'npx tsx tests/support/mail-catcher-cli.ts',
      url: `http://127.0.0.1:${E2E.mailHttpPort}`,
      env: { MAIL_SMTP_PORT: String(E2E.mailSmtpPort), MAIL_HTTP_PORT: String(E2E.mailHttpPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx tests/support/fake-dataforseo/cli.ts',
      url: `http://127.0.0.1:${E2E.fakeProviderPort}/health`,
      env: { PORT: String(E2E.fakeProviderPort), DATAFORSEO_LOGIN: 'e2e-login', DATAFORSEO_PASSWORD: 'e2e-password' },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${E2E.appUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      // SIGTERM, not SIGKILL: the server drains and closes, and the script drops its PostgreSQL database.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'pipe',
      env: {
        PORT: String(E2E.appPort),
        APP_URL: E2E.appUrl,
        DATA_DIR: '.tmp/e2e-data',
        SMTP_URL: `smtp://127.0.0.1:${E2E.mailSmtpPort}`,
        ADMIN_EMAILS: E2E.adminEmail,
        KEYWORD_PROVIDER: 'dataforseo',
        DATAFORSEO_LOGIN: 'e2e-login',
        DATAFORSEO_PASSWORD: 'e2e-password',
        DATAFORSEO_BASE_URL: `http://127.0.0.1:${E2E.fakeProviderPort}`,
        AUTH_RATE_LIMIT: 'off',
        // Every SERP analysis asks the stand-in afresh, so a repeated one is a new snapshot (SERP history).
        SERP_CACHE_TTL_MS: '0',
        // One JSON line per request would drown the test report; warnings and errors still show.
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
