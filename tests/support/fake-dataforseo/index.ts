// Entry point of the fake DataForSEO API used by provider contract tests and browser tests.
export { startFakeDataForSeo, ENDPOINTS } from './server.js';
export type { FakeDataForSeo, FakeDataForSeoOptions, FakeBehaviour, FailureMode, RecordedRequest } from './server.js';
export { setFakeWebSize } from './fake-competitors.js';
