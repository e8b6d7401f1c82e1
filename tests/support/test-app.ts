// Starts the real HTTP app on a random port against a fresh database and a real SMTP receiver,
// and gives tests a cookie-keeping client per simulated browser.
import net from 'node:net';
import { loadConfig, type AppConfig } from '../../src/server/config.js';
import type { AppDeps } from '../../src/server/deps.js';
import { createAppDeps, startHttp } from '../../src/server/server.js';
import { linkIn, startMailCatcher, type MailCatcher } from './mail-catcher.js';
import type { Database } from '../../src/server/db/client.js';
import { createLogger } from '../../src/server/observability/logger.js';
import { createTestDatabase } from './test-db.js';
import { testPasswordHashing } from './test-password-hashing.js';

export interface TestApp {
  url: string;
  deps: AppDeps;
  config: AppConfig;
  mail: MailCatcher;
  logs: string[];
  /** The structured (pino) log entries, parsed: request lines and anything logged with fields. */
  logEntries: Array<Record<string, unknown>>;
  client(): TestClient;
  /** Signs up, follows the verification mail and returns a signed-in client. */
  createUser(email?: string, password?: string): Promise<TestClient & { email: string; userId: string }>;
  /** Signs in with e-mail and password; throws unless the answer is 200. */
  signIn(email: string, password: string): Promise<TestClient>;
  close(): Promise<void>;
}

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestClient {
  cookies: Map<string, string>;
  request<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  get<T = any>(path: string): Promise<TestResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  post<T = any>(path: string, body?: unknown): Promise<TestResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  follow(url: string): Promise<TestResponse<string>>;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.test`;

export interface StartTestAppOptions {
  /**
   * Run on another app's database (a restart, or a second app server): this app then leaves the
   * database open when it closes; its owner closes it.
   */
  database?: Database;
  /** Hash passwords at the production cost (better-auth's scrypt) instead of the cheap test one. */
  productionPasswordHashing?: boolean;
}

export async function startTestApp(env: Record<string, string> = {}, options: StartTestAppOptions = {}): Promise<TestApp> {
  const mail = await startMailCatcher();
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const logs: string[] = [];
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: `.tmp/test-data-${process.pid}-${++counter}`,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
    SMTP_URL: mail.smtpUrl,
    AUTH_RATE_LIMIT: 'off',
    SERVE_CLIENT: 'off',
    ...env,
  });
  const logEntries: Array<Record<string, unknown>> = [];
  const logger = createLogger({ level: config.logLevel, destination: { write: (line: string) => void logEntries.push(JSON.parse(line)) } });
  const passwordHashing = options.productionPasswordHashing ? {} : { passwordHashing: testPasswordHashing };
  const finalDeps = await createAppDeps(config, { database, log: (l) => logs.push(l), logger, ...passwordHashing });
  const started = await startHttp(finalDeps, port);

  const app: TestApp = {
    url,
    deps: finalDeps,
    config: finalDeps.config,
    mail,
    logs,
    logEntries,
    client: () => createClient(url),
    createUser: (email, password) => createVerifiedUser(url, mail, email, password),
    async signIn(email, password) {
      const c = createClient(url);
      const res = await c.post('/api/auth/sign-in/email', { email, password });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      return c;
    },
    async close() {
      await new Promise<void>((resolve) => started.server.close(() => resolve()));
      await mail.close();
      if (ownsDatabase) await database.close();
    },
  };
  return app;
}

/** Signs up on the server at `baseUrl`, follows the verification mail and returns a signed-in client. */
export async function createVerifiedUser(
  baseUrl: string,
  mail: MailCatcher,
  email = uniqueEmail(),
  password = 'correct-horse-42',
  /** More sign-up body fields, e.g. the pricing page's `plan` and `billing`. */
  signUpFields: Record<string, unknown> = {},
): Promise<TestClient & { email: string; userId: string }> {
  const c = createClient(baseUrl);
  const signUp = await c.post('/api/auth/sign-up/email', { email, password, confirmPassword: password, acceptTerms: true, ...signUpFields });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const message = await mail.waitFor(email, (m) => /confirm/i.test(m.subject));
  // The mail can arrive before better-auth's sign-up transaction is visible to another
  // connection; a person clicks seconds later, a test in milliseconds, so retry briefly.
  let verify = await c.follow(linkIn(message));
  for (let attempt = 0; verify.status === 401 && attempt < 10; attempt++) {
    await new Promise((r) => setTimeout(r, 100));
    verify = await c.follow(linkIn(message));
  }
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`);
  const me = await c.get<{ user: { id: string } | null }>('/api/account/me');
  if (!me.body.user) throw new Error('verification did not sign in');
  return Object.assign(c, { email, userId: me.body.user.id });
}

/** A fetch answer as tests read it: the status, the body parsed as JSON when it is JSON (else its text), the headers. */
export async function readResponse<T>(res: Response): Promise<TestResponse<T>> {
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export function createClient(baseUrl: string): TestClient {
  const cookies = new Map<string, string>();
  const store = (headers: Headers) => {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const client: TestClient = {
    cookies,
    async request(method, path, body, headers = {}) {
      const isForm = body instanceof FormData;
      const res = await fetch(path.startsWith('http') ? path : `${baseUrl}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          Origin: baseUrl,
          ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
          ...(cookies.size ? { Cookie: cookieHeader() } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : isForm ? body : typeof body === 'string' ? body : JSON.stringify(body),
      });
      store(res.headers);
      return readResponse(res);
    },
    get: (path) => client.request('GET', path),
    post: (path, body) => client.request('POST', path, body ?? {}),
    async follow(url) {
      let next = url;
      for (let i = 0; i < 5; i++) {
        const res = await client.request<string>('GET', next);
        const location = res.headers.get('location');
        if (res.status < 300 || res.status >= 400 || !location) return res;
        if (!location.startsWith('http') && !location.startsWith('/')) return res;
        next = location.startsWith('http') ? location : `${baseUrl}${location}`;
        if (!next.startsWith(baseUrl)) return res;
        if (!new URL(next).pathname.startsWith('/api/')) return res;
      }
      throw new Error('too many redirects');
    },
  };
  return client;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}
