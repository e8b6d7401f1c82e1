// Builds DataForSEO clients/providers wired to the fake server with instant, recorded sleeps.

import { DataForSeoClient, type DataForSeoClientOptions } from '../../src/server/providers/dataforseo/client.js';
import { DataForSeoProvider, type DataForSeoProviderOptions } from '../../src/server/providers/dataforseo/dataforseo-provider.js';
import type { FakeDataForSeo } from '../support/fake-dataforseo/index.js';

export interface Recorded {
  sleeps: number[];
}

export function fakeClient(fake: FakeDataForSeo, overrides: Partial<DataForSeoClientOptions> = {}): DataForSeoClient & Recorded {
  const sleeps: number[] = [];
  const client = new DataForSeoClient({
    login: fake.login,
    password: fake.password,
    baseUrl: fake.url,
    timeoutMs: 2_000,
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
  return Object.assign(client, { sleeps });
}

export function fakeProvider(fake: FakeDataForSeo, overrides: Partial<DataForSeoProviderOptions> = {}): DataForSeoProvider {
  return new DataForSeoProvider({
    login: fake.login,
    password: fake.password,
    baseUrl: fake.url,
    timeoutMs: 2_000,
    sleep: async () => {},
    now: () => new Date('2026-09-01T12:00:00.000Z'),
    ...overrides,
  });
}

/** Awaits a promise that must reject and returns the rejection for assertions. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}
