// A provider is its folder plus one line in the registry (src/server/providers/registry.ts): a third
// provider, whose folder here is ./stub-provider (its profile and its module, as a real provider's
// folder has them), joins the registry's list with one line and is then built, labelled in the
// browser's public configuration, traced in exports and asked for its markets with nothing else
// edited; and no source file outside a provider's folder names a provider, its sources or endpoints.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { metricProvenance, metricSourceLabel } from '../../src/shared/format/metric-source.js';
import { demoProviderNames, type ProviderProfile } from '../../src/shared/providers/index.js';
import { createKeywordDataProvider, modulesByName, PROVIDER_MODULES, REGISTERED_PROVIDERS, type ProviderModule, type ProviderName } from '../../src/server/providers/index.js';
import { createMarketListSource } from '../../src/server/providers/market-source.js';
import { PROVIDER_NAMES, PROVIDER_PROFILES, publicProviderProfiles } from '../../src/server/providers/profiles.js';
import { stubModule } from './stub-provider/module.js';

// The one line a new provider adds, here in the test's own copy of the registry's list.
const registered: readonly ProviderModule[] = [...REGISTERED_PROVIDERS, stubModule];
const modules = modulesByName(registered);
const profiles: readonly ProviderProfile[] = registered.map((m) => m.profile);
const stubConfig = { provider: 'stub' as ProviderName };

describe('the provider registry', () => {
  it('lists one module per provider, under its own name, and derives the names and profiles from them', () => {
    expect(Object.keys(PROVIDER_MODULES).sort()).toEqual([...PROVIDER_NAMES].sort());
    for (const [name, entry] of Object.entries(PROVIDER_MODULES)) expect(entry.profile.name).toBe(name);
    expect(PROVIDER_PROFILES).toEqual(REGISTERED_PROVIDERS.map((m) => m.profile));
    expect(demoProviderNames(PROVIDER_PROFILES)).toEqual(['demo']);
  });

  it('holds each provider on one line of its list', () => {
    const registry = readFileSync(path.resolve(__dirname, '../../src/server/providers/registry.ts'), 'utf8');
    const list = /REGISTERED_PROVIDERS = \[\n([\s\S]*?)\n\] as const;/.exec(registry)?.[1];
    const lines = list?.split('\n') ?? [];
    expect(lines).toHaveLength(REGISTERED_PROVIDERS.length);
    for (const line of lines) expect(line).toMatch(/^ {2}\w+Module,$/);
  });

  it('builds a third provider from its registry line', async () => {
    const provider = createKeywordDataProvider(stubConfig, modules);
    expect(provider).toMatchObject({ name: 'stub', isDemo: false });
    const answer = await provider.findKeywordIdeas({ keyword: 'running shoes', languageCode: 'en', locationCode: 2840, limit: 5 });
    expect(answer.data.ideas.length).toBeGreaterThan(0);
  });

  it('sends its profile to the browser, which labels its metric source from it', () => {
    const sent = publicProviderProfiles(profiles);
    expect(sent.map((p) => p.name)).toEqual([...PROVIDER_NAMES, 'stub']);
    expect(metricSourceLabel('stub_metrics', sent)).toBe('Stub Metrics');
    expect(metricProvenance('stub_metrics', 'related', sent)).toBe('stub_metrics: stub/v1/related');
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

// Where a provider may be named: its own folder, which holds its profile too.
const SRC = path.resolve(__dirname, '../../src');
const providerHome = (name: string): string => path.join('server', 'providers', name) + path.sep;
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
  it('names no provider, metric source or endpoint outside its folder', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const relative = path.relative(SRC, file);
      if (NOT_A_REFERENCE.includes(relative)) continue;
      const code = codeOf(readFileSync(file, 'utf8'));
      for (const profile of PROVIDER_PROFILES as readonly ProviderProfile[]) {
        if (relative.startsWith(providerHome(profile.name))) continue;
        const names = [profile.name, ...profile.sources.map((s) => s.id)];
        const endpoints = profile.sources.flatMap((s) => Object.values<string>(s.endpoints ?? {}));
        for (const name of names) if (new RegExp(`['"\`]${name}['"\`]`).test(code)) offences.push(`${relative}: '${name}'`);
        for (const endpoint of endpoints) if (code.includes(endpoint.split(',')[0]!)) offences.push(`${relative}: ${endpoint}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
