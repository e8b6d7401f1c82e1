// A provider is its folder plus one line in the registry: a third provider, defined here, is built,
// labelled, traced in exports and asked for its markets through the registry alone; and no source
// file outside the providers' own places names a provider, its metric sources or its endpoints.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { metricProvenance, metricSourceLabel } from '../../src/shared/format/metric-source.js';
import { PROVIDER_NAMES, PROVIDER_PROFILES, demoProviderNames, type ProviderName, type ProviderProfile } from '../../src/shared/providers/index.js';
import { createKeywordDataProvider, DemoProvider, PROVIDER_MODULES, type KeywordDataProvider, type ProviderModule } from '../../src/server/providers/index.js';
import { createMarketListSource } from '../../src/server/providers/market-source.js';

const stubProfile = {
  name: 'stub',
  isDemo: false,
  keywordMetricsSource: 'stub_metrics',
  sources: [{ id: 'stub_metrics', label: 'Stub Metrics', endpoints: { keywords: 'stub/v1/ideas', related: 'stub/v1/related' } }],
} as const satisfies ProviderProfile;

/** The stub answers like the demo provider under its own name: enough to prove the seam. */
function stubProvider(): KeywordDataProvider {
  const inner = new DemoProvider();
  return Object.assign(Object.create(inner) as KeywordDataProvider, { name: stubProfile.name as unknown as ProviderName, isDemo: stubProfile.isDemo });
}

const stubModule: ProviderModule<'stub'> = {
  profile: stubProfile,
  create: () => stubProvider(),
  marketListSource: () => ({ provider: stubProfile.name, fetchLists: async () => ({ locations: [{ code: 2840, name: 'United States', countryIsoCode: 'US', languageCodes: ['en'] }], languages: [{ code: 'en', name: 'English' }] }) }),
};

// The one line a new provider adds, here in the test's own registry.
const modules: Record<string, ProviderModule> = { ...PROVIDER_MODULES, stub: stubModule };
const profiles: ProviderProfile[] = [...PROVIDER_PROFILES, stubProfile];
const stubConfig = { provider: 'stub' as ProviderName };

describe('the provider registry', () => {
  it('lists one module per registered profile, under its own name', () => {
    expect(Object.keys(PROVIDER_MODULES).sort()).toEqual([...PROVIDER_NAMES].sort());
    for (const [name, entry] of Object.entries(PROVIDER_MODULES)) expect(entry.profile.name).toBe(name);
    expect(demoProviderNames()).toEqual(['demo']);
  });

  it('builds a third provider from its registry line', async () => {
    const provider = createKeywordDataProvider(stubConfig, modules);
    expect(provider).toMatchObject({ name: 'stub', isDemo: false });
    const answer = await provider.findKeywordIdeas({ keyword: 'running shoes', languageCode: 'en', locationCode: 2840, limit: 5 });
    expect(answer.data.ideas.length).toBeGreaterThan(0);
  });

  it('labels its metric source and traces its endpoints in exports from its profile', () => {
    expect(metricSourceLabel('stub_metrics', profiles)).toBe('Stub Metrics');
    expect(metricProvenance('stub_metrics', 'related', profiles)).toBe('stub_metrics: stub/v1/related');
    expect(metricProvenance('stub_metrics', 'serp', profiles)).toBe('stub_metrics');
    expect(demoProviderNames(profiles)).toEqual(['demo']);
  });

  it('asks it for its own market lists', async () => {
    const source = createMarketListSource(stubConfig, modules);
    expect(source?.provider).toBe('stub');
    expect((await source!.fetchLists()).locations.length).toBeGreaterThan(0);
  });

  it('refuses a name no module is registered for', () => {
    expect(() => createKeywordDataProvider({ provider: 'nobody' as ProviderName }, modules)).toThrow(/no registered provider/);
  });
});

// Where a provider may be named: its implementation folder and its profile.
const SRC = path.resolve(__dirname, '../../src');
function providerHomes(name: string): string[] {
  const profileFile = { demo: 'demo.ts', dataforseo: 'dataforseo.ts' }[name];
  return [path.join('server', 'providers', name) + path.sep, path.join('shared', 'providers', profileFile ?? `${name}.ts`)];
}
// A brand list the spelling checker must not "correct"; the word is a name people type, not a provider reference.
const NOT_A_REFERENCE = [path.join('server', 'features', 'spelling', 'seo-vocabulary.ts')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code of a file without its comments (line comments and JSDoc/block comment lines). */
function codeOf(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .map((line) => line.replace(/\s\/\/\s.*$/, ''))
    .join('\n');
}

describe('provider knowledge stays in the provider', () => {
  it('names no provider, metric source or endpoint outside its folder and its profile', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const relative = path.relative(SRC, file);
      if (NOT_A_REFERENCE.includes(relative)) continue;
      const code = codeOf(readFileSync(file, 'utf8'));
      for (const profile of PROVIDER_PROFILES as readonly ProviderProfile[]) {
        if (providerHomes(profile.name).some((home) => relative.startsWith(home) || relative === home)) continue;
        const names = [profile.name, ...profile.sources.map((s) => s.id)];
        const endpoints = profile.sources.flatMap((s) => Object.values<string>(s.endpoints ?? {}));
        for (const name of names) if (new RegExp(`['"\`]${name}['"\`]`).test(code)) offences.push(`${relative}: '${name}'`);
        for (const endpoint of endpoints) if (code.includes(endpoint.split(',')[0]!)) offences.push(`${relative}: ${endpoint}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
