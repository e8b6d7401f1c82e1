import { describe, expect, it } from 'vitest';
import { isApiKeyRoute } from './key-scope.js';

describe('isApiKeyRoute', () => {
  it('opens the three tools and their reads', () => {
    for (const [method, path] of [
      ['POST', '/api/research'],
      ['GET', '/api/research/0b7f8c1e-4a1d-4a8e-9a59-2f4c1e7d3b10'],
      ['POST', '/api/serp'],
      ['GET', '/api/serp/latest'],
      ['POST', '/api/related'],
      ['POST', '/api/research/quote'],
      ['POST', '/api/serp/quote'],
      ['POST', '/api/related/quote'],
      ['GET', '/api/researches/0b7f8c1e-4a1d-4a8e-9a59-2f4c1e7d3b10/rows'],
      ['GET', '/api/researches/0b7f8c1e-4a1d-4a8e-9a59-2f4c1e7d3b10/export'],
      ['GET', '/api/billing/subscription'],
      ['GET', '/api/openapi.json'],
    ] as const) {
      expect(isApiKeyRoute(method, path), `${method} ${path}`).toBe(true);
    }
  });

  it('closes everything else, and other methods on the tools', () => {
    for (const [method, path] of [
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['DELETE', '/api/api-keys/0b7f8c1e-4a1d-4a8e-9a59-2f4c1e7d3b10'],
      ['GET', '/api/profile'],
      ['PATCH', '/api/profile'],
      ['GET', '/api/account/me'],
      ['POST', '/api/auth/sign-out'],
      ['GET', '/api/auth/get-session'],
      ['GET', '/api/admin/users'],
      ['POST', '/api/billing/choose-plan'],
      ['POST', '/api/billing/subscription'],
      ['DELETE', '/api/research/0b7f8c1e-4a1d-4a8e-9a59-2f4c1e7d3b10'],
      ['PUT', '/api/serp'],
      ['GET', '/api/researchx'],
      ['POST', '/api/serpent'],
      ['GET', '/api/outbox'],
      ['GET', '/api/spelling'],
      ['POST', '/api/researches/0b7f8c1e-4a1d-4a8e-9a59-2f4c1e7d3b10/shares'],
      ['GET', '/api/researches/0b7f8c1e-4a1d-4a8e-9a59-2f4c1e7d3b10/shares'],
      ['DELETE', '/api/researches/0b7f8c1e-4a1d-4a8e-9a59-2f4c1e7d3b10'],
      ['POST', '/api/researches/0b7f8c1e-4a1d-4a8e-9a59-2f4c1e7d3b10'],
      ['POST', '/api/research/anything'],
    ] as const) {
      expect(isApiKeyRoute(method, path), `${method} ${path}`).toBe(false);
    }
  });

  it('opens the saved lists to a tools-and-lists key only, never their share links, renaming or deleting', () => {
    const list = '/api/lists/0b7f8c1e-4a1d-4a8e-9a59-2f4c1e7d3b10';
    for (const [method, path] of [
      ['GET', '/api/lists'],
      ['POST', '/api/lists'],
      ['GET', list],
      ['GET', `${list}/items`],
      ['GET', `${list}/export`],
      ['POST', `${list}/items`],
      ['POST', `${list}/items/remove`],
      ['POST', `${list}/import/preview`],
      ['POST', `${list}/import`],
      ['GET', `${list}/jobs/0b7f8c1e-4a1d-4a8e-9a59-2f4c1e7d3b11`],
    ] as const) {
      expect(isApiKeyRoute(method, path, 'tools-and-lists'), `${method} ${path}`).toBe(true);
      expect(isApiKeyRoute(method, path, 'tools'), `${method} ${path}`).toBe(false);
    }
    for (const [method, path] of [
      ['DELETE', list],
      ['PATCH', list],
      ['POST', `${list}/shares`],
      ['GET', `${list}/shares`],
      ['POST', `${list}/anything`],
      ['GET', '/api/listsx'],
    ] as const) {
      expect(isApiKeyRoute(method, path, 'tools-and-lists'), `${method} ${path}`).toBe(false);
    }
  });

  it('opens the Search Console reads to a tools-and-lists key only, never uploads, deleting or the Google connection', () => {
    const property = '/api/search-console/properties/0b7f8c1e-4a1d-4a8e-9a59-2f4c1e7d3b10';
    for (const path of ['/api/search-console/properties', `${property}/queries`, `${property}/opportunities/striking-distance`]) {
      expect(isApiKeyRoute('GET', path, 'tools-and-lists'), path).toBe(true);
      expect(isApiKeyRoute('GET', path, 'tools'), path).toBe(false);
    }
    for (const [method, path] of [
      ['POST', '/api/search-console/uploads'],
      ['DELETE', property],
      ['GET', property],
      ['GET', '/api/search-console/google/sites'],
      ['POST', '/api/search-console/google/link'],
      ['GET', `${property}/opportunities/striking-distance/x`],
    ] as const) {
      expect(isApiKeyRoute(method, path, 'tools-and-lists'), `${method} ${path}`).toBe(false);
    }
  });
});
