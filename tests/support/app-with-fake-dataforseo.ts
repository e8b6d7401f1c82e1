// The real app with KEYWORD_PROVIDER=dataforseo pointed at the local fake DataForSEO server, and
// one signed-in user: the setup of every API test that goes through the real DataForSEO client.
//   let stack: AppWithFakeDataForSeo;
//   beforeAll(async () => { stack = await startAppWithFakeDataForSeo(); });
//   afterAll(() => stack?.close());
import { startFakeDataForSeo, type FakeDataForSeo } from './fake-dataforseo/index.js';
import { startTestApp, type TestApp, type TestClient } from './test-app.js';

export interface AppWithFakeDataForSeo {
  fake: FakeDataForSeo;
  app: TestApp;
  user: TestClient & { email: string; userId: string };
  /** Closes the app, then the fake server. */
  close(): Promise<void>;
}

export async function startAppWithFakeDataForSeo(env: Record<string, string> = {}): Promise<AppWithFakeDataForSeo> {
  const fake = await startFakeDataForSeo();
  let app: TestApp | undefined;
  try {
    app = await startTestApp({
      KEYWORD_PROVIDER: 'dataforseo',
      DATAFORSEO_LOGIN: fake.login,
      DATAFORSEO_PASSWORD: fake.password,
      DATAFORSEO_BASE_URL: fake.url,
      ...env,
    });
    const user = await app.createUser();
    const started = app;
    return {
      fake,
      app: started,
      user,
      async close() {
        await started.close();
        await fake.close();
      },
    };
  } catch (error) {
    // A failed start must not leave the fake server (or the app) listening.
    await app?.close();
    await fake.close();
    throw error;
  }
}
