// HTTP client for DataForSEO API v3: one task per POST, Basic auth, timeout, envelope checks,
// status-code mapping, retries only where nothing can have been billed, and a circuit breaker.

import { ProviderError } from '../provider-error.js';
import { reportProviderCall, type ProviderCallRecorder } from '../provider-calls.js';
import { CircuitBreaker, type CircuitBreakerOptions } from './circuit-breaker.js';
import { envelopeCost, envelopeSchema, statusOnlySchema, type Envelope, type EnvelopeTask } from './envelope.js';
import { classifyHttpStatus, classifyStatusCode, isUsableTaskCode, outcomeOf, type Classified, type RetryPolicy } from './status-codes.js';
import { dataForSeoProfile } from './profile.js';

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
  /** Told about every request sent (one per attempt), with the cost the answer carried. */
  onCall?: ProviderCallRecorder;
  /** Where a recorder failure is reported (it never fails the call). */
  log?: (line: string) => void;
}

export interface TaskResult {
  result: unknown[]; // tasks[0].result, [] for "no results"
  providerCost: number; // sum of the `cost` of every response received for this call
  statusCode: number; // tasks[0].status_code
  statusMessage: string | null;
  taskId: string | null;
  attempts: number;
}

export interface AccountInfo {
  login: string | null;
  balanceUsd: number | null;
}

/** What one request's answer said, whatever its outcome: the line of the bill. */
interface AttemptFacts {
  taskId: string | null;
  statusCode: number | null;
  message: string | null;
  providerCost: number;
}

type AttemptOutcome = ({ ok: true; value: TaskResult } | { ok: false; failure: Classified }) & { facts: AttemptFacts };
type FailedOutcome = Extract<AttemptOutcome, { ok: false }>;
type EnvelopeOutcome = { ok: true; envelope: Envelope } | FailedOutcome;

const NO_FACTS: AttemptFacts = { taskId: null, statusCode: null, message: null, providerCost: 0 };

function failed(failure: Classified, facts: AttemptFacts = NO_FACTS): FailedOutcome {
  return { ok: false, failure, facts };
}

function plain(kind: 'malformed' | 'timeout' | 'unavailable', retry: RetryPolicy, options: { cause?: unknown; providerCost?: number } = {}): Classified {
  return { error: new ProviderError(kind, options), retry, outcome: kind };
}

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
  private readonly onCall: ProviderCallRecorder | undefined;
  private readonly log: (line: string) => void;
  private readonly clock: () => number;
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
    this.onCall = options.onCall;
    this.log = options.log ?? (() => undefined);
    this.clock = options.now ?? Date.now;
    this.breaker = new CircuitBreaker({ ...options.breaker, now: this.clock });
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

  /**
   * The Labs list of countries and their languages (GET /v3/dataforseo_labs/locations_and_languages,
   * free): the raw `result` items, read by parse-markets.ts.
   */
  async getLocationsAndLanguages(): Promise<unknown[]> {
    const { result } = await this.call('GET', 'dataforseo_labs/locations_and_languages', undefined);
    return result;
  }

  private async call(method: 'GET' | 'POST', path: string, body: string | undefined, signal?: AbortSignal): Promise<TaskResult> {
    this.breaker.beforeCall();
    let waitedMs = 0;
    let providerCost = 0;
    for (let attempt = 1; ; attempt += 1) {
      const startedAt = new Date(this.clock());
      const started = performance.now();
      const outcome = await this.attempt(method, path, body, signal);
      await this.record(path, startedAt, Math.round(performance.now() - started), outcome);
      providerCost += outcome.facts.providerCost;
      if (outcome.ok) {
        this.breaker.recordSuccess();
        return { ...outcome.value, providerCost, attempts: attempt };
      }
      const { error, retry } = outcome.failure;
      // A failed answer that billed something is never resubmitted: a retry could bill twice.
      const delay = outcome.facts.providerCost > 0 ? null : this.delayFor(retry, attempt);
      if (delay === null || attempt >= this.retry.maxAttempts || waitedMs + delay > this.retry.maxTotalWaitMs || signal?.aborted) {
        if (error.kind === 'unavailable' || error.kind === 'timeout') this.breaker.recordFailure();
        else this.breaker.recordSuccess();
        throw error.withCost(providerCost);
      }
      await this.sleep(delay);
      waitedMs += delay;
    }
  }

  /** One line of the provider's bill per request sent, success or failure. */
  private async record(endpoint: string, startedAt: Date, durationMs: number, outcome: AttemptOutcome): Promise<void> {
    const { facts } = outcome;
    const result = outcome.ok ? (facts.statusCode !== null && outcomeOf(facts.statusCode) === 'empty' ? 'empty' : 'success') : outcome.failure.outcome;
    if (!outcome.ok && outcome.failure.outcome === 'configuration') {
      // Our request was refused: the user sees a generic message, the operator sees what to fix.
      this.log(`[provider] dataforseo ${endpoint} refused a request we built: ${facts.statusCode ?? '?'} ${facts.message ?? outcome.failure.error.message}`);
    }
    await reportProviderCall(
      this.onCall,
      {
        provider: dataForSeoProfile.name,
        endpoint: endpoint.replace(/^\/+/, ''),
        taskId: facts.taskId,
        statusCode: facts.statusCode,
        outcome: result,
        message: facts.message,
        providerCost: facts.providerCost,
        durationMs,
        cacheHit: false,
        startedAt,
      },
      (error) => this.log(`[provider] could not record a dataforseo call: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  private delayFor(retry: RetryPolicy, attempt: number): number | null {
    if (retry === 'none') return null;
    if (retry === 'rate_limit') return this.retry.rateLimitWaitMs;
    const step = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
    // Jitter in [50%, 100%] of the step so parallel callers do not retry in lockstep.
    return Math.round(step * (0.5 + this.random() * 0.5));
  }

  /**
   * POSTs several tasks at once (`task_post` takes up to 100) or GETs a queue endpoint, and answers the
   * whole envelope: each task's own status is the caller's to read (a queue task "in queue" is no
   * failure). One attempt, never retried: a post may have been billed. A refusal of the whole call
   * (auth, funds, a malformed answer) throws ProviderError like every other call.
   */
  async callEnvelope(method: 'GET' | 'POST', path: string, tasks?: Array<Record<string, unknown>>, signal?: AbortSignal): Promise<{ tasks: EnvelopeTask[]; providerCost: number }> {
    this.breaker.beforeCall();
    const startedAt = new Date(this.clock());
    const started = performance.now();
    const exchanged = await this.exchange(method, path, tasks === undefined ? undefined : JSON.stringify(tasks), signal);
    const outcome: EnvelopeOutcome = 'text' in exchanged ? this.readEnvelope(exchanged.status, exchanged.text) : exchanged;
    const facts: AttemptFacts = outcome.ok ? { taskId: null, statusCode: 20000, message: null, providerCost: envelopeCost(outcome.envelope) } : outcome.facts;
    const recorded: AttemptOutcome = outcome.ok ? { ok: true, facts, value: { result: [], providerCost: facts.providerCost, statusCode: 20000, statusMessage: null, taskId: null, attempts: 1 } } : outcome;
    await this.record(path, startedAt, Math.round(performance.now() - started), recorded);
    if (!outcome.ok) {
      const { error } = outcome.failure;
      if (error.kind === 'unavailable' || error.kind === 'timeout') this.breaker.recordFailure();
      else this.breaker.recordSuccess();
      throw error.withCost(outcome.facts.providerCost);
    }
    this.breaker.recordSuccess();
    return { tasks: outcome.envelope.tasks ?? [], providerCost: facts.providerCost };
  }

  private async attempt(method: 'GET' | 'POST', path: string, body: string | undefined, deadline?: AbortSignal): Promise<AttemptOutcome> {
    const exchanged = await this.exchange(method, path, body, deadline);
    return 'text' in exchanged ? this.readBody(exchanged.status, exchanged.text) : exchanged;
  }

  /** Sends one request and reads its body; a failure before the body is read is an outcome already. */
  private async exchange(method: 'GET' | 'POST', path: string, body: string | undefined, deadline?: AbortSignal): Promise<{ status: number; text: string } | FailedOutcome> {
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
      if (isTimeout(err)) return failed(plain('timeout', 'none', { cause: err }));
      // Connection refused, DNS, unreachable: no task ran, so a retry cannot bill twice. Any other
      // failure before the answer (a reset after sending) is reported, never resubmitted.
      return failed(plain('unavailable', isConnectPhaseFailure(err) ? 'backoff' : 'none', { cause: err }));
    }

    let text: string;
    try {
      text = await response.text();
    } catch (err) {
      return failed(plain(isTimeout(err) ? 'timeout' : 'malformed', 'none', { cause: err }), { ...NO_FACTS, statusCode: response.status });
    }
    return { status: response.status, text };
  }

  /** The envelope of an answer whose whole call succeeded, or the failure its HTTP or top-level status says. */
  private readEnvelope(status: number, text: string): EnvelopeOutcome {
    const httpFacts: AttemptFacts = { ...NO_FACTS, statusCode: status };
    if (status >= 500) return failed(classifyHttpStatus(status), httpFacts);

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      if (status >= 300) return failed(classifyHttpStatus(status), httpFacts);
      return failed(plain('malformed', 'none', { cause: err }), httpFacts);
    }

    if (status >= 300) {
      // 401/402/404 bodies carry a status_code (40100, 40200, 40210...) that is more precise than HTTP.
      const parsed = statusOnlySchema.safeParse(json);
      if (parsed.success && parsed.data.status_code !== 20000) {
        const cost = typeof parsed.data.cost === 'number' && Number.isFinite(parsed.data.cost) ? parsed.data.cost : 0;
        const facts = { taskId: null, statusCode: parsed.data.status_code, message: parsed.data.status_message ?? null, providerCost: cost };
        return failed(classifyStatusCode(parsed.data.status_code, parsed.data.status_message, cost), facts);
      }
      return failed(classifyHttpStatus(status), httpFacts);
    }

    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) return failed(plain('malformed', 'none'), httpFacts);
    if (envelope.data.status_code !== 20000) {
      const code = envelope.data.status_code;
      const providerCost = envelopeCost(envelope.data);
      const facts = { taskId: envelope.data.tasks?.[0]?.id ?? null, statusCode: code, message: envelope.data.status_message ?? null, providerCost };
      return failed(classifyStatusCode(code, envelope.data.status_message, providerCost), facts);
    }
    return { ok: true, envelope: envelope.data };
  }

  private readBody(status: number, text: string): AttemptOutcome {
    const read = this.readEnvelope(status, text);
    if (!read.ok) return read;
    const envelope = { data: read.envelope };
    const providerCost = envelopeCost(envelope.data);
    const task = envelope.data.tasks?.[0];
    const facts: AttemptFacts = {
      taskId: task?.id ?? null,
      statusCode: task?.status_code ?? envelope.data.status_code,
      message: task?.status_message ?? envelope.data.status_message ?? null,
      providerCost,
    };
    if (!task) return failed(plain('malformed', 'none', { providerCost }), facts);
    // tasks_error may be 0 while the task failed, so the task's own code decides (reference §1.2).
    if (!isUsableTaskCode(task.status_code)) {
      return failed(classifyStatusCode(task.status_code, task.status_message, providerCost), facts);
    }
    if (task.status_code === 20000 && task.result == null) return failed(plain('malformed', 'none', { providerCost }), facts);
    return {
      ok: true,
      facts,
      value: {
        result: task.result ?? [],
        providerCost,
        statusCode: task.status_code,
        statusMessage: task.status_message ?? null,
        taskId: task.id ?? null,
        attempts: 1,
      },
    };
  }
}
