import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerFailureStatus } from '../../src/server/http/domain-errors.js';
import { ProviderError } from '../../src/server/providers/types.js';
import { ENDPOINTS, startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { fakeClient, rejectionOf } from './client-helpers.js';

let fake: FakeDataForSeo;

beforeAll(async () => {
  fake = await startFakeDataForSeo();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

const suggestionsTask = { keyword: 'seo tools', location_code: 2840, language_code: 'en', include_seed_keyword: true, limit: 3 };

async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('DataForSEO client: success', () => {
  it('posts one task with Basic auth and returns the task result and the response cost', async () => {
    const client = fakeClient(fake);
    const answer = await client.postTask(ENDPOINTS.suggestions, suggestionsTask);
    expect(answer.statusCode).toBe(20000);
    expect(answer.result).toHaveLength(1);
    expect(answer.providerCost).toBeCloseTo(0.0103, 6); // $0.01 per task + $0.0001 per item
    expect(answer.attempts).toBe(1);
    const [request] = fake.requests;
    expect(request?.authorized).toBe(true);
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual([suggestionsTask]);
  });

  it('reads the account probe (GET appendix/user_data) at no cost', async () => {
    const account = await fakeClient(fake).getAccount();
    expect(account).toEqual({ login: fake.login, balanceUsd: 42.5 });
    expect(fake.calls[ENDPOINTS.userData]).toBe(1);
  });
});

describe('DataForSEO client: error mapping', () => {
  it("maps 40501 naming the user's own field (the keyword) to invalid_input with a field-specific message", async () => {
    fake.failNext('task_error_40501');
    const error = await providerError(fakeClient(fake).postTask(ENDPOINTS.related, { keyword: 'seo' }));
    expect(error.kind).toBe('invalid_input');
    expect(providerFailureStatus(error.kind)).toBe(400);
    expect(error.providerStatusCode).toBe(40501);
    expect(error.message).toBe("The keyword was not accepted by the keyword data provider (Invalid Field: 'keyword'.). Please change it and try again.");
    expect(error.retryable).toBe(false);
    expect(fake.calls[ENDPOINTS.related]).toBe(1);
  });

  it('maps 40501 naming a field our server sets (depth) to a configuration fault, logged for the operator, never the user\'s mistake', async () => {
    const lines: string[] = [];
    const error = await providerError(fakeClient(fake, { log: (l) => lines.push(l) }).postTask(ENDPOINTS.related, { keyword: 'seo', depth: 9 }));
    expect(error.kind).toBe('configuration');
    expect(providerFailureStatus(error.kind)).toBe(502);
    expect(error.message).toContain('our fault, not your input');
    expect(error.providerMessage).toBe("Invalid Field: 'depth'.");
    expect(lines.join('\n')).toContain("Invalid Field: 'depth'.");
  });

  it('maps HTTP 401 with 40100 to auth (502) without retrying', async () => {
    const client = fakeClient(fake, { password: 'wrong' });
    const error = await providerError(client.postTask(ENDPOINTS.serp, { keyword: 'seo' }));
    expect(error.kind).toBe('auth');
    expect(providerFailureStatus(error.kind)).toBe(502);
    expect(error.providerStatusCode).toBe(40100);
    expect(error.message).toBe(
      'The keyword data provider rejected our credentials. An administrator must check the DataForSEO login and API password.',
    );
    expect(fake.calls[ENDPOINTS.serp]).toBe(1);
    expect(fake.requests[0]?.authorized).toBe(false);
  });

  it.each([
    ['http_402_40200', 40200],
    ['http_402_40210', 40210],
  ] as const)('maps HTTP 402 (%s) to billing (503) without retrying', async (mode, code) => {
    fake.failNext(mode);
    const error = await providerError(fakeClient(fake).postTask(ENDPOINTS.suggestions, suggestionsTask));
    expect(error.kind).toBe('billing');
    expect(providerFailureStatus(error.kind)).toBe(503);
    expect(error.providerStatusCode).toBe(code);
    expect(error.message).toBe('The keyword data provider account has run out of funds. Please try again later or contact support.');
    expect(fake.calls[ENDPOINTS.suggestions]).toBe(1);
  });

  it('maps HTTP 404 (40400, a path we built) to a configuration fault', async () => {
    const error = await providerError(fakeClient(fake).postTask('dataforseo_labs/google/no_such_endpoint/live', {}));
    expect(error.kind).toBe('configuration');
    expect(providerFailureStatus(error.kind)).toBe(502);
  });

  it('maps a timeout to timeout (504) and never retries it (the task may have been billed)', async () => {
    fake.failNext('hang');
    const client = fakeClient(fake, { timeoutMs: 150 });
    const started = Date.now();
    const error = await providerError(client.postTask(ENDPOINTS.serp, { keyword: 'slow' }));
    expect(error.kind).toBe('timeout');
    expect(providerFailureStatus(error.kind)).toBe(504);
    expect(error.message).toBe('The keyword data provider did not answer in time. Please try again.');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(fake.calls[ENDPOINTS.serp]).toBe(1);
    expect(client.sleeps).toEqual([]);
  });

  it('maps a malformed JSON body to malformed (502) and does not retry', async () => {
    fake.failNext('malformed_json');
    const client = fakeClient(fake);
    const error = await providerError(client.postTask(ENDPOINTS.suggestions, suggestionsTask));
    expect(error.kind).toBe('malformed');
    expect(providerFailureStatus(error.kind)).toBe(502);
    expect(fake.calls[ENDPOINTS.suggestions]).toBe(1);
  });

  it('maps a well-formed JSON body of the wrong shape to malformed', async () => {
    const client = fakeClient(fake, {
      fetch: async () => new Response(JSON.stringify({ hello: 'world' }), { status: 200 }),
    });
    expect((await providerError(client.postTask(ENDPOINTS.serp, { keyword: 'x' }))).kind).toBe('malformed');
  });
});

describe('DataForSEO client: retries', () => {
  it('retries HTTP 500 once with backoff and then succeeds', async () => {
    fake.failNext('http_500');
    const client = fakeClient(fake);
    const answer = await client.postTask(ENDPOINTS.suggestions, suggestionsTask);
    expect(answer.attempts).toBe(2);
    expect(fake.calls[ENDPOINTS.suggestions]).toBe(2);
    expect(client.sleeps).toHaveLength(1);
    expect(client.sleeps[0]).toBe(188); // 250 ms step with jitter factor 0.75 (random 0.5)
  });

  it('retries internal errors (50000) and "too many simultaneous" (40209)', async () => {
    fake.failNext('internal_error_50000');
    fake.failNext('simultaneous_40209');
    const client = fakeClient(fake);
    const answer = await client.postTask(ENDPOINTS.suggestions, suggestionsTask);
    expect(answer.attempts).toBe(3);
    expect(client.sleeps).toEqual([188, 375]); // exponential: 250, 500 (x0.75 jitter)
  });

  it('gives up after maxAttempts and answers unavailable (503)', async () => {
    fake.failNext('http_500', 5);
    const error = await providerError(fakeClient(fake, { retry: { maxAttempts: 3 } }).postTask(ENDPOINTS.suggestions, suggestionsTask));
    expect(error.kind).toBe('unavailable');
    expect(providerFailureStatus(error.kind)).toBe(503);
    expect(fake.calls[ENDPOINTS.suggestions]).toBe(3);
  });

  it('waits for the rate limit (40202) and retries within the wait cap', async () => {
    fake.failNext('rate_limit_40202');
    const client = fakeClient(fake, { retry: { rateLimitWaitMs: 5_000, maxTotalWaitMs: 10_000 } });
    const answer = await client.postTask(ENDPOINTS.suggestions, suggestionsTask);
    expect(answer.attempts).toBe(2);
    expect(client.sleeps).toEqual([5_000]);
  });

  it('answers rate_limit (429) when the wait would exceed the cap', async () => {
    fake.failNext('rate_limit_40202');
    const client = fakeClient(fake, { retry: { rateLimitWaitMs: 60_000, maxTotalWaitMs: 10_000 } });
    const error = await providerError(client.postTask(ENDPOINTS.suggestions, suggestionsTask));
    expect(error.kind).toBe('rate_limit');
    expect(providerFailureStatus(error.kind)).toBe(429);
    expect(error.providerStatusCode).toBe(40202);
    expect(error.message).toBe('The keyword data provider is receiving too many requests. Please wait a minute and try again.');
    expect(fake.calls[ENDPOINTS.suggestions]).toBe(1);
    expect(client.sleeps).toEqual([]);
  });

  it.each(['task_error_40101', 'task_error_40501', 'malformed_json', 'http_402_40200', 'hang'] as const)(
    'never retries after a response that could have billed or cannot improve (%s)',
    async (mode) => {
      fake.failNext(mode);
      const client = fakeClient(fake, { timeoutMs: 150 });
      await providerError(client.postTask(ENDPOINTS.serp, { keyword: 'seo' }));
      expect(fake.calls[ENDPOINTS.serp]).toBe(1);
      expect(client.sleeps).toEqual([]);
    },
  );

  it('retries a network failure before any response (nothing reached the API)', async () => {
    let calls = 0;
    const client = fakeClient(fake, {
      fetch: async (input, init) => {
        calls += 1;
        if (calls === 1) throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
        return fetch(input, init);
      },
    });
    const answer = await client.postTask(ENDPOINTS.suggestions, suggestionsTask);
    expect(calls).toBe(2);
    expect(answer.attempts).toBe(2);
  });

  it('never resubmits after a failure that may follow the sent task (socket reset, gateway 502/504)', async () => {
    let calls = 0;
    const reset = fakeClient(fake, {
      fetch: async () => {
        calls += 1;
        throw new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });
      },
    });
    expect((await providerError(reset.postTask(ENDPOINTS.suggestions, suggestionsTask))).kind).toBe('unavailable');
    expect(calls).toBe(1);
    expect(reset.sleeps).toEqual([]);

    for (const status of [502, 504]) {
      let gatewayCalls = 0;
      const gateway = fakeClient(fake, {
        fetch: async () => {
          gatewayCalls += 1;
          return new Response('<html>Bad Gateway</html>', { status });
        },
      });
      expect((await providerError(gateway.postTask(ENDPOINTS.suggestions, suggestionsTask))).kind).toBe('unavailable');
      expect(gatewayCalls).toBe(1);
    }
  });

  it('answers a 40202 at once by default: the reference asks for a wait of a minute or more', async () => {
    fake.failNext('rate_limit_40202');
    const client = fakeClient(fake);
    const error = await providerError(client.postTask(ENDPOINTS.suggestions, suggestionsTask));
    expect(error.kind).toBe('rate_limit');
    expect(fake.calls[ENDPOINTS.suggestions]).toBe(1);
    expect(client.sleeps).toEqual([]);
  });
});

describe('DataForSEO client: circuit breaker', () => {
  it('opens after N consecutive outages, answers unavailable at once, and closes after a good trial call', async () => {
    let now = 1_000_000;
    const client = fakeClient(fake, {
      now: () => now,
      retry: { maxAttempts: 1 },
      breaker: { failureThreshold: 2, cooldownMs: 30_000 },
    });
    fake.failNext('http_500', 2);
    await providerError(client.postTask(ENDPOINTS.suggestions, suggestionsTask));
    await providerError(client.postTask(ENDPOINTS.suggestions, suggestionsTask));
    expect(client.breaker.currentState).toBe('open');

    const blocked = await providerError(client.postTask(ENDPOINTS.suggestions, suggestionsTask));
    expect(blocked.kind).toBe('unavailable');
    expect(fake.calls[ENDPOINTS.suggestions]).toBe(2); // the open circuit did not call the API

    now += 30_000;
    const answer = await client.postTask(ENDPOINTS.suggestions, suggestionsTask);
    expect(answer.statusCode).toBe(20000);
    expect(client.breaker.currentState).toBe('closed');
    expect(fake.calls[ENDPOINTS.suggestions]).toBe(3);
  });

  it('re-opens when the trial call fails', async () => {
    let now = 0;
    const client = fakeClient(fake, { now: () => now, retry: { maxAttempts: 1 }, breaker: { failureThreshold: 1, cooldownMs: 1_000 } });
    fake.failNext('http_500', 2);
    await providerError(client.postTask(ENDPOINTS.serp, { keyword: 'a' }));
    now += 1_000;
    await providerError(client.postTask(ENDPOINTS.serp, { keyword: 'a' })); // trial fails
    expect(client.breaker.currentState).toBe('open');
    expect((await providerError(client.postTask(ENDPOINTS.serp, { keyword: 'a' }))).kind).toBe('unavailable');
    expect(fake.calls[ENDPOINTS.serp]).toBe(2);
  });

  it('does not count errors that prove the API is up (auth, validation)', async () => {
    const client = fakeClient(fake, { retry: { maxAttempts: 1 }, breaker: { failureThreshold: 1, cooldownMs: 60_000 } });
    fake.failNext('task_error_40501', 3);
    for (let i = 0; i < 3; i += 1) await providerError(client.postTask(ENDPOINTS.serp, { keyword: 'a' }));
    expect(client.breaker.currentState).toBe('closed');
  });
});

describe('ProviderError', () => {
  it('is answered with its kind\'s HTTP status', () => {
    const statuses = Object.fromEntries(
      (['auth', 'billing', 'rate_limit', 'invalid_input', 'unavailable', 'timeout', 'malformed', 'not_found'] as const).map((k) => [
        k,
        providerFailureStatus(new ProviderError(k).kind),
      ]),
    );
    expect(statuses).toEqual({ auth: 502, billing: 503, rate_limit: 429, invalid_input: 400, unavailable: 503, timeout: 504, malformed: 502, not_found: 502 });
  });
});
