import { describe, expect, it } from 'vitest';
import { createKeywordDataProvider, DataForSeoProvider, DemoProvider } from '../../src/server/providers/index.js';

describe('createKeywordDataProvider', () => {
  it('builds the demo provider by default configuration', () => {
    const provider = createKeywordDataProvider({ provider: 'demo' });
    expect(provider).toBeInstanceOf(DemoProvider);
    expect(provider).toMatchObject({ name: 'demo', isDemo: true });
  });

  it('builds the DataForSEO provider with credentials', () => {
    const provider = createKeywordDataProvider({ provider: 'dataforseo', dataforseo: { login: 'a', password: 'b', baseUrl: 'http://127.0.0.1:1' } });
    expect(provider).toBeInstanceOf(DataForSeoProvider);
    expect(provider).toMatchObject({ name: 'dataforseo', isDemo: false });
  });

  it('refuses DataForSEO without credentials', () => {
    expect(() => createKeywordDataProvider({ provider: 'dataforseo' })).toThrow(/DATAFORSEO_LOGIN/);
  });
});
