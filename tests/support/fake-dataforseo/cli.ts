// Runs the fake DataForSEO API as a process for browser tests:
//   PORT=4010 npx tsx tests/support/fake-dataforseo/cli.ts
// then start the app with KEYWORD_PROVIDER=dataforseo DATAFORSEO_BASE_URL=<printed url>
// DATAFORSEO_LOGIN / DATAFORSEO_PASSWORD = the printed credentials (or set them here first).

import { startFakeDataForSeo } from './server.js';

const port = Number(process.env['PORT'] ?? 0);
const fake = await startFakeDataForSeo({
  port: Number.isInteger(port) && port >= 0 ? port : 0,
  login: process.env['DATAFORSEO_LOGIN'] || undefined,
  password: process.env['DATAFORSEO_PASSWORD'] || undefined,
});

console.log(`FAKE_DATAFORSEO_URL=${fake.url}`);
console.log(`DATAFORSEO_LOGIN=${fake.login}`);
console.log(`DATAFORSEO_PASSWORD=${fake.password}`);

const stop = (): void => {
  void fake.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
