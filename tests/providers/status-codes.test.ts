// Contract tests of the status-code table (status-codes.ts) against the documented list
// (docs.dataforseo.com/v3/appendix/errors), driven through the real client and the local stand-in:
// every code maps to one outcome, retries happen only where they cannot bill twice, and every
// request's cost reaches the call recorder, failures included.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderCallRecord } from '../../src/server/providers/provider-calls.js';
import { STATUS_CODES, outcomeOf, type StatusOutcome } from '../../src/server/providers/dataforseo/status-codes.js';
import { ProviderError } from '../../src/server/providers/types.js';
import { STATUS_MESSAGES } from '../support/fake-dataforseo/failures.js';
import { ENDPOINTS, startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { fakeClient, rejectionOf } from './client-helpers.js';

let fake: FakeDataForSeo;
beforeAll(async () => {
  fake = await startFakeDataForSeo();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

const task = { keyword: 'seo tools', location_code: 2840, language_code: 'en', depth: 10 };

/** The kind of ProviderError each outcome must produce. */
const KIND: Record<Exclude<StatusOutcome, 'success' | 'empty'>, string> = {
  retry: 'unavailable',
  rate_limit: 'rate_limit',
  user_input: 'invalid_input',
  configuration: 'configuration',
  account: 'auth',
  funds: 'billing',
  provider: 'unavailable',
};

// The documented codes (appendix/errors, reference §7.2), success and failure alike.
const DOCUMENTED = Object.keys(STATUS_MESSAGES).map(Number).concat([20000, 20100]);

function client(records: ProviderCallRecord[], lines: string[] = []) {
  return fakeClient(fake, {
    onCall: (call) => {
      records.push(call);
    },
    log: (line) => lines.push(line),
    retry: { maxAttempts: 3, rateLimitWaitMs: 60_000, maxTotalWaitMs: 10_000 },
  });
}

describe('status-code table', () => {
  it('lists exactly the documented codes, each with the documented message', () => {
    expect(Object.keys(STATUS_CODES).map(Number).sort()).toEqual([...DOCUMENTED].sort());
    for (const [code, message] of Object.entries(STATUS_MESSAGES)) {
      if (Number(code) === 40501) continue; // the stand-in names the field: "Invalid Field: 'keyword'."
      expect(STATUS_CODES[Number(code)]?.message, code).toBe(message);
    }
  });

  it('never reads 40106 (partial results) or an unknown code as success', () => {
    expect(outcomeOf(40106)).not.toBe('success');
    expect(outcomeOf(40999)).toBe('provider');
    expect(outcomeOf(59999)).toBe('provider');
  });

  it('blames the user only for fields the user typed', () => {
    expect(outcomeOf(40501, "Invalid Field: 'keyword'.")).toBe('user_input');
    expect(outcomeOf(40501, "Invalid Field: 'keywords'.")).toBe('user_input');
    for (const field of ['language_name', 'language_code', 'location_code', 'location_name', 'depth', 'limit']) {
      expect(outcomeOf(40501, `Invalid Field: '${field}'.`), field).toBe('configuration');
    }
    expect(outcomeOf(40501, null)).toBe('configuration');
  });

  it('blames the user for the sites of the competitor tools, which the user typed', () => {
    for (const field of ['target', 'target1', 'target2', 'pages', 'exclude_pages']) {
      expect(outcomeOf(40501, `Invalid Field: '${field}'.`), field).toBe('user_input');
    }
    for (const field of ['item_types', 'order_by', 'filters', 'intersection_mode', 'offset']) {
      expect(outcomeOf(40501, `Invalid Field: '${field}'.`), field).toBe('configuration');
    }
  });
});

describe('every documented failure code through the client and the stand-in', () => {
  const failing = Object.keys(STATUS_MESSAGES)
    .map(Number)
    .filter((code) => !['success', 'empty'].includes(outcomeOf(code, STATUS_MESSAGES[code])));

  it.each(failing)('%i: one outcome, the right error, retried only when nothing was billed, every call recorded', async (code) => {
    const records: ProviderCallRecord[] = [];
    const lines: string[] = [];
    fake.failNext({ taskStatus: code }, 3, ENDPOINTS.serp);
    const c = client(records, lines);
    const error = await rejectionOf(c.postTask(ENDPOINTS.serp, task));
    expect(error).toBeInstanceOf(ProviderError);
    const outcome = outcomeOf(code, STATUS_MESSAGES[code]) as keyof typeof KIND;
    expect((error as ProviderError).kind).toBe(KIND[outcome]);
    expect((error as ProviderError).providerStatusCode).toBe(code);
    const rule = STATUS_CODES[code];
    const expectedCalls = rule?.retry === 'backoff' ? 3 : 1;
    expect(fake.calls[ENDPOINTS.serp]).toBe(expectedCalls);
    expect(records).toHaveLength(expectedCalls);
    expect(records.every((r) => r.statusCode === code && r.endpoint === ENDPOINTS.serp && r.outcome === outcome && r.taskId)).toBe(true);
    if (outcome === 'configuration') expect(lines.some((l) => l.includes(String(code)))).toBe(true);
    if (outcome === 'user_input') expect((error as ProviderError).message).toMatch(/^The keyword was not accepted/);
    if (outcome === 'configuration') expect((error as ProviderError).message).toMatch(/our fault, not your input/);
  });

  it('never resubmits a retryable failure whose answer billed something, and keeps its cost', async () => {
    const records: ProviderCallRecord[] = [];
    fake.failNext({ taskStatus: 50000, cost: 0.002 }, 3, ENDPOINTS.serp);
    const error = (await rejectionOf(client(records).postTask(ENDPOINTS.serp, task))) as ProviderError;
    expect(fake.calls[ENDPOINTS.serp]).toBe(1);
    expect(error.providerCost).toBe(0.002);
    expect(records.map((r) => r.providerCost)).toEqual([0.002]);
  });

  it('carries the cost of every attempt when retries end in failure, and records each one', async () => {
    const records: ProviderCallRecord[] = [];
    fake.failNext({ taskStatus: 50000 }, 2, ENDPOINTS.serp);
    fake.failNext({ taskStatus: 40101, cost: 0.002 }, 1, ENDPOINTS.serp);
    const error = (await rejectionOf(client(records).postTask(ENDPOINTS.serp, task))) as ProviderError;
    expect(error.providerStatusCode).toBe(40101);
    expect(error.providerCost).toBe(0.002);
    expect(records.map((r) => [r.statusCode, r.providerCost])).toEqual([
      [50000, 0],
      [50000, 0],
      [40101, 0.002],
    ]);
  });

  it('40102 (no search results) is an empty success, recorded as empty', async () => {
    const records: ProviderCallRecord[] = [];
    fake.failNext({ taskStatus: 40102, cost: 0.002 }, 1, ENDPOINTS.serp);
    const answer = await client(records).postTask(ENDPOINTS.serp, task);
    expect(answer.result).toEqual([]);
    expect(answer.providerCost).toBe(0.002);
    expect(records[0]).toMatchObject({ outcome: 'empty', statusCode: 40102, providerCost: 0.002 });
  });

  it('a status at the top level decides too (40202 in the envelope and the task)', async () => {
    const records: ProviderCallRecord[] = [];
    fake.failNext({ taskStatus: 40202, topLevel: true }, 1, ENDPOINTS.serp);
    const error = (await rejectionOf(client(records).postTask(ENDPOINTS.serp, task))) as ProviderError;
    expect(error.kind).toBe('rate_limit');
    expect(records[0]?.statusCode).toBe(40202);
  });

  it('an HTTP 403 without a JSON body is an account fault, not a malformed answer', async () => {
    fake.failNext('http_403_html');
    const records: ProviderCallRecord[] = [];
    const error = (await rejectionOf(client(records).postTask(ENDPOINTS.serp, task))) as ProviderError;
    expect(error.kind).toBe('auth');
    expect(error.message).toMatch(/refused access to our account \(HTTP 403\)/);
    expect(fake.calls[ENDPOINTS.serp]).toBe(1);
    expect(records[0]).toMatchObject({ statusCode: 403, outcome: 'account', providerCost: 0 });
  });

  it('records a successful call with its task id, status, unrounded cost and duration', async () => {
    const records: ProviderCallRecord[] = [];
    const answer = await client(records).postTask(ENDPOINTS.suggestions, { keyword: 'seo', limit: 3 });
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record).toMatchObject({ provider: 'dataforseo', endpoint: ENDPOINTS.suggestions, statusCode: 20000, outcome: 'success', cacheHit: false });
    expect(record?.taskId).toBe(answer.taskId);
    expect(record?.providerCost).toBe(fake.responses[0]?.cost);
    expect(record?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('a recorder that throws never fails the call', async () => {
    const lines: string[] = [];
    const c = fakeClient(fake, {
      onCall: () => {
        throw new Error('ledger down');
      },
      log: (l) => lines.push(l),
    });
    await expect(c.postTask(ENDPOINTS.suggestions, { keyword: 'seo', limit: 1 })).resolves.toMatchObject({ statusCode: 20000 });
    expect(lines.join('\n')).toContain('ledger down');
  });
});
