// A local stand-in for the DataForSEO v3 API (node:http, port 0 by default): Basic auth, the
// documented envelope, per-endpoint call counters and programmable failures for the next calls.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerTask, ENDPOINTS, locationsAndLanguages, type FakeBehaviour, type FakeMemory } from './endpoints.js';
import { billedAnswer, envelope, isObject, send, statusBody, TaskError, type BilledAnswer, type JsonObject } from './envelope.js';
import { writeFailure, type FailureMode } from './failures.js';
import { getTask, liveRankTask, newRankQueueMemory, postTasks, RANK_ENDPOINTS, readyTasks } from './fake-rank-queue.js';

export { ENDPOINTS, type FakeBehaviour, type FailureMode };

export interface RecordedRequest {
  method: string;
  endpoint: string; // path after /v3/, e.g. "serp/google/organic/live/advanced"
  body: unknown;
  authorized: boolean;
}

export interface FakeDataForSeoOptions {
  port?: number;
  host?: string;
  login?: string;
  password?: string;
}

export interface FakeDataForSeo {
  url: string;
  login: string;
  password: string;
  /** Requests received per endpoint (failures and unauthorised ones included). */
  calls: Record<string, number>;
  requests: RecordedRequest[];
  /** Every answer sent, with the cost it stated: the bill our ledger must match. */
  responses: Array<BilledAnswer & { endpoint: string }>;
  /** Sum of the `cost` of every answer sent. */
  totalBilled(): number;
  /**
   * The next `times` requests (to `endpoint` only, when given) fail with `mode`; with `after`, only
   * once that many matching requests were answered normally (the second page of a paged read).
   */
  failNext(mode: FailureMode, times?: number, endpoint?: string, after?: number): void;
  configure(behaviour: Partial<FakeBehaviour>): void;
  totalCalls(): number;
  /** Requests whose caller hung up before the answer was sent (an aborted fetch: a deadline). */
  abandonedCalls(): number;
  reset(): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startFakeDataForSeo(options: FakeDataForSeoOptions = {}): Promise<FakeDataForSeo> {
  const login = options.login ?? 'fake-login@example.com';
  const password = options.password ?? 'fake-api-password';
  const expectedAuth = `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
  const calls: Record<string, number> = {};
  const requests: RecordedRequest[] = [];
  const responses: Array<BilledAnswer & { endpoint: string }> = [];
  const failures: Array<{ mode: FailureMode; endpoint: string | undefined; skip: number }> = [];
  const defaults: FakeBehaviour = { seedKeywordData: 'include', latencyMs: 0 };
  let behaviour: FakeBehaviour = { ...defaults };
  let abandoned = 0;
  const memory: FakeMemory = { serpCalls: new Map() };
  const queue = newRankQueueMemory();

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, 'Internal Server Error');
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.on('close', () => {
      if (!res.writableFinished) abandoned += 1;
    });
    const url = new URL(req.url ?? '/', 'http://fake');
    const endpoint = url.pathname.replace(/^\/v3\//, '').replace(/\/+$/, '');
    const raw = await readBody(req);
    let body: unknown = null;
    try {
      body = raw.length > 0 ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    if (endpoint === '/health' || url.pathname === '/health') {
      send(res, 200, { status: 'ok' });
      return;
    }
    res.on('finish', () => {
      const bill = billedAnswer(res);
      if (bill) responses.push({ ...bill, endpoint });
    });
    const authorized = req.headers.authorization === expectedAuth;
    calls[endpoint] = (calls[endpoint] ?? 0) + 1;
    requests.push({ method: req.method ?? 'GET', endpoint, body, authorized });
    if (behaviour.latencyMs > 0) await new Promise((r) => setTimeout(r, behaviour.latencyMs));

    if (!authorized) {
      send(res, 401, statusBody(40100, 'You are not authorized to access this resource. Check your login and API password.'));
      return;
    }
    const index = failures.findIndex((f) => f.endpoint === undefined || f.endpoint === endpoint);
    const waiting = index >= 0 ? failures[index] : undefined;
    let failure: FailureMode | undefined;
    if (waiting && waiting.skip > 0) {
      // This request passes; every failure queued with it waits one request less.
      for (const f of failures) if (f.endpoint === waiting.endpoint && f.skip > 0) f.skip -= 1;
    } else if (waiting) {
      failure = failures.splice(index, 1)[0]?.mode;
    }
    if (failure) {
      writeFailure(failure, res, endpoint, body);
      return;
    }

    if (endpoint === ENDPOINTS.userData && req.method === 'GET') {
      const account: JsonObject = { login, timezone: 'UTC', rates: { limits: { minute: { total: 2000 } } }, money: { total: 50, balance: 42.5, limits: null } };
      send(res, 200, envelope(endpoint, {}, [account], 0));
      return;
    }
    if (endpoint === ENDPOINTS.locations && req.method === 'GET') {
      send(res, 200, envelope(endpoint, {}, locationsAndLanguages(), 0));
      return;
    }
    if (endpoint === RANK_ENDPOINTS.post && req.method === 'POST' && Array.isArray(body)) {
      const answer = postTasks(body, queue, Date.now());
      send(res, answer.status, answer.body);
      return;
    }
    if (endpoint === RANK_ENDPOINTS.ready && req.method === 'GET') {
      send(res, 200, readyTasks(queue, Date.now(), behaviour.queueDelayMs ?? 0));
      return;
    }
    if (endpoint.startsWith(`${RANK_ENDPOINTS.get}/`) && req.method === 'GET') {
      send(res, 200, getTask(endpoint.slice(RANK_ENDPOINTS.get.length + 1), queue, Date.now(), behaviour.queueDelayMs ?? 0));
      return;
    }
    if (endpoint === ENDPOINTS.serp && Array.isArray(body) && body.length === 1 && (body[0] as Record<string, unknown>)['load_async_ai_overview'] === true) {
      send(res, 200, liveRankTask(body[0] as Record<string, unknown>));
      return;
    }
    const known = (Object.values(ENDPOINTS) as string[]).includes(endpoint);
    if (!known || req.method !== 'POST') {
      send(res, 404, statusBody(40400, 'Not Found.'));
      return;
    }
    if (!Array.isArray(body) || body.length === 0 || !body.every(isObject)) {
      send(res, 200, statusBody(40503, 'POST Data Is Invalid.'));
      return;
    }
    if (body.length > 1) {
      send(res, 200, statusBody(40000, 'You can set only one task at a time.'));
      return;
    }
    const task = body[0] as Record<string, unknown>;
    try {
      send(res, 200, answerTask(endpoint, task, behaviour, memory));
    } catch (err) {
      if (!(err instanceof TaskError)) throw err;
      send(res, 200, envelope(endpoint, task, null, 0, err.code, err.message));
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    login,
    password,
    calls,
    requests,
    responses,
    totalBilled() {
      return responses.reduce((sum, r) => sum + r.cost, 0);
    },
    failNext(mode, times = 1, endpoint, after = 0) {
      for (let i = 0; i < times; i += 1) failures.push({ mode, endpoint, skip: after });
    },
    configure(next) {
      behaviour = { ...behaviour, ...next };
    },
    totalCalls() {
      return Object.values(calls).reduce((sum, n) => sum + n, 0);
    },
    abandonedCalls() {
      return abandoned;
    },
    reset() {
      for (const key of Object.keys(calls)) delete calls[key];
      requests.length = 0;
      responses.length = 0;
      failures.length = 0;
      abandoned = 0;
      memory.serpCalls.clear();
      queue.tasks.clear();
      behaviour = { ...defaults };
    },
    close() {
      server.closeAllConnections(); // also ends requests parked by 'hang'
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
