// HTTP client for DataForSEO API v3: one task per POST, Basic auth, timeout, envelope checks,
// status-code mapping, retries only where nothing can have been billed, and a circuit breaker.

import { ProviderError } from '../provider-error.js';
import { CircuitBreaker, type CircuitBreakerOptions } from './circuit-breaker.js';
import { envelopeCost, envelopeSchema, statusOnlySchema } from './envelope.js';
import { classifyHttpStatus, classifyStatusCode, SUCCESS_CODES, type Classified, type RetryPolicy } from './status-codes.js';

export const DATAFORSEO_BASE_URL = 'https://api.dataforseo.com';

export interface RetryOptions {
  maxAttempts?: number; // including the first (default 3)
  baseDelayMs?: number; // first backoff step (default 250 ms), doubled each time, with jitter
  maxDelayMs?: number; // cap of one backoff step (default 2 s)
  // Wait before retrying a 40202. The reference says back off at least 60 s (a per-minute limit),
  // which is past maxTotalWaitMs, so by default a 40202 answers the user at once instead of
  // holding the request for a retry that would most likely be refused again.
  rateLimitWaitMs?: number; // default 60 s
  maxTotalWaitMs?: number; // never wait longer than this in total for one call (default 10 s)
}

export interface DataForSeoClientOptions {
  login: string;
  password: string;
  baseUrl?: string;
  timeoutMs?: number; // per attempt; default 30 s (Labs and live SERP can take several seconds)
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number; // jitter source, injectable for tests
  retry?: RetryOptions;
  breaker?: Omit<CircuitBreakerOptions, 'now'>;
}

export interface TaskResult {
  result: unknown[]; // tasks[0].result, [] for "no results"
  costUsd: number; // sum of the `cost` of every response received for this call
  statusCode: number; // tasks[0].status_code
  statusMessage: string | null;
  attempts: number;
}

export interface AccountInfo {
  login: string | null;
  balanceUsd: number | null;
}

type AttemptOutcome = { ok: true; value: TaskResult } | { ok: false; failure: Classified };

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function errorName(err: unknown): string {
  return typeof err === 'object' && err !== null && 'name' in err && typeof err.name === 'string' ? err.name : '';
}

function isTimeout(err: unknown): boolean {
  const name = errorName(err);
  return name === 'TimeoutError' || name === 'AbortError';
}

// Failures of the connect phase: the request never reached the API, so no task can have run.
// Anything later (a reset or closed socket after the body was sent) may follow a billed task.
const CONNECT_PHASE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function isConnectPhaseFailure(err: unknown): boolean {
  for (let current: unknown = err, depth = 0; current && depth < 4; depth += 1) {
    const code = typeof current === 'object' && 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && CONNECT_PHASE_CODES.has(code)) return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

function recordOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

export class DataForSeoClient {
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof globalThis.fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly retry: Required<RetryOptions>;
  readonly breaker: CircuitBreaker;

  constructor(options: DataForSeoClientOptions) {
    this.baseUrl = (options.baseUrl ?? DATAFORSEO_BASE_URL).replace(/\/+$/, '');
    this.authorization = `Basic ${Buffer.from(`${options.login}:${options.password}`).toString('base64')}`;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.fetchImpl = options.fetch ?? globalThis.fetch;
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
    this.retry = {
      maxAttempts: options.retry?.maxAttempts ?? 3,
      baseDelayMs: options.retry?.baseDelayMs ?? 250,
      maxDelayMs: options.retry?.maxDelayMs ?? 2_000,
      rateLimitWaitMs: options.retry?.rateLimitWaitMs ?? 60_000,
      maxTotalWaitMs: options.retry?.maxTotalWaitMs ?? 10_000,
    };
    this.breaker = new CircuitBreaker({ ...options.breaker, now: options.now ?? Date.now });
  }

  /**
   * POSTs `[task]` to `/v3/{path}` and returns tasks[0]'s result, or throws ProviderError.
   * `signal` is the user request's deadline: it aborts the fetch and stops retries (a timeout).
   */
  postTask(path: string, task: Record<string, unknown>, signal?: AbortSignal): Promise<TaskResult> {
    return this.call('POST', path, JSON.stringify([task]), signal);
  }

  /** Free account probe (GET /v3/appendix/user_data): good for a "test credentials" check. */
  async getAccount(): Promise<AccountInfo> {
    const { result } = await this.call('GET', 'appendix/user_data', undefined);
    const first = recordOf(result[0]);
    const money = recordOf(first?.['money']);
    const login = first?.['login'];
    const balance = money?.['balance'];
    return {
      login: typeof login === 'string' ? login : null,
      balanceUsd: typeof balance === 'number' ? balance : null,
    };
  }

  private async call(method: 'GET' | 'POST', path: string, body: string | undefined, signal?: AbortSignal): Promise<TaskResult> {
    this.breaker.beforeCall();
    let waitedMs = 0;
    let costUsd = 0;
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await this.attempt(method, path, body, signal);
      if (outcome.ok) {
        this.breaker.recordSuccess();
        costUsd += outcome.value.costUsd;
        return { ...outcome.value, costUsd, attempts: attempt };
      }
      const { error, retry } = outcome.failure;
      costUsd += error.costUsd;
      const delay = this.delayFor(retry, attempt);
      if (delay === null || attempt >= this.retry.maxAttempts || waitedMs + delay > this.retry.maxTotalWaitMs || signal?.aborted) {
        if (error.kind === 'unavailable' || error.kind === 'timeout') this.breaker.recordFailure();
        else this.breaker.recordSuccess();
        throw error;
      }
      await this.sleep(delay);
      waitedMs += delay;
    }
  }

  private delayFor(retry: RetryPolicy, attempt: number): number | null {
    if (retry === 'none') return null;
    if (retry === 'rate_limit') return this.retry.rateLimitWaitMs;
    const step = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
    // Jitter in [50%, 100%] of the step so parallel callers do not retry in lockstep.
    return Math.round(step * (0.5 + this.random() * 0.5));
  }

  private async attempt(method: 'GET' | 'POST', path: string, body: string | undefined, deadline?: AbortSignal): Promise<AttemptOutcome> {
    const url = `${this.baseUrl}/v3/${path.replace(/^\/+/, '')}`;
    const perAttempt = AbortSignal.timeout(this.timeoutMs);
    const signal = deadline ? AbortSignal.any([perAttempt, deadline]) : perAttempt;
    let response: Response;
    try {
      const init: RequestInit = {
        method,
        headers: { authorization: this.authorization, 'content-type': 'application/json', accept: 'application/json' },
        signal,
      };
      if (body !== undefined) init.body = body;
      response = await this.fetchImpl(url, init);
    } catch (err) {
      // A timeout may fire after DataForSEO started (and billed) the task: never retried.
      if (isTimeout(err)) return { ok: false, failure: { error: new ProviderError('timeout', { cause: err }), retry: 'none' } };
      // Connection refused, DNS, unreachable: no task ran, so a retry cannot bill twice. Any other
      // failure before the answer (a reset after sending) is reported, never resubmitted.
      return { ok: false, failure: { error: new ProviderError('unavailable', { cause: err }), retry: isConnectPhaseFailure(err) ? 'backoff' : 'none' } };
    }

    let text: string;
    try {
      text = await response.text();
    } catch (err) {
      const kind = isTimeout(err) ? 'timeout' : 'malformed';
      return { ok: false, failure: { error: new ProviderError(kind, { cause: err }), retry: 'none' } };
    }
    return this.readBody(response.status, text);
  }

  private readBody(status: number, text: string): AttemptOutcome {
    if (status >= 500) return { ok: false, failure: classifyHttpStatus(status) };

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      if (status >= 300) return { ok: false, failure: classifyHttpStatus(status) };
      return { ok: false, failure: { error: new ProviderError('malformed', { cause: err }), retry: 'none' } };
    }

    if (status >= 300) {
      // 401/402/404 bodies carry a status_code (40100, 40200, 40210...) that is more precise than HTTP.
      const parsed = statusOnlySchema.safeParse(json);
      if (parsed.success && parsed.data.status_code !== 20000) {
        return { ok: false, failure: classifyStatusCode(parsed.data.status_code, parsed.data.status_message) };
      }
      return { ok: false, failure: classifyHttpStatus(status) };
    }

    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) return { ok: false, failure: { error: new ProviderError('malformed'), retry: 'none' } };
    const costUsd = envelopeCost(envelope.data);
    if (envelope.data.status_code !== 20000) {
      return { ok: false, failure: classifyStatusCode(envelope.data.status_code, envelope.data.status_message, costUsd) };
    }
    const task = envelope.data.tasks?.[0];
    if (!task) return { ok: false, failure: { error: new ProviderError('malformed', { costUsd }), retry: 'none' } };
    // tasks_error may be 0 while the task failed, so the task's own code decides (reference §1.2).
    if (!SUCCESS_CODES.has(task.status_code)) {
      return { ok: false, failure: classifyStatusCode(task.status_code, task.status_message, costUsd) };
    }
    if (task.status_code === 20000 && task.result == null) {
      return { ok: false, failure: { error: new ProviderError('malformed', { costUsd }), retry: 'none' } };
    }
    return {
      ok: true,
      value: {
        result: task.result ?? [],
        costUsd,
        statusCode: task.status_code,
        statusMessage: task.status_message ?? null,
        attempts: 1,
      },
    };
  }
}
