// The advisory floors of security/advisory-floors.json, checked on every test run: no production
// dependency (as pinned in package.json, and every production copy in the lockfile) is below the
// lowest version without a known advisory. The registry's audit endpoint is out of reach in CI.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(repo, file), 'utf8')) as Record<string, unknown>;

interface FloorList {
  packages: Record<string, { floors: Record<string, string>; advisories: string[] }>;
}

/** Compares release versions a.b.c (a pre-release counts as below its release). */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = '', pre] = v.replace(/^[^\d]*/, '').split('-', 2);
    return { parts: core.split('.').map((n) => Number.parseInt(n, 10) || 0), pre: pre !== undefined };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return x.pre === y.pre ? 0 : x.pre ? -1 : 1;
}

export function floorFor(floors: Record<string, string>, version: string): string | undefined {
  const major = version.replace(/^[^\d]*/, '').split('.')[0] ?? '';
  return floors[major] ?? floors['*'];
}

const list = readJson('security/advisory-floors.json') as unknown as FloorList;
const manifest = readJson('package.json') as { dependencies: Record<string, string> };
const lock = readJson('package-lock.json') as { packages: Record<string, { version?: string; dev?: boolean }> };

describe('advisory floors', () => {
  it('compares versions the way the floors mean them', () => {
    expect(compareVersions('10.6.1', '10.4.1')).toBe(1);
    expect(compareVersions('7.0.10', '10.4.1')).toBe(-1);
    expect(compareVersions('4.13.18', '4.13.18')).toBe(0);
    expect(compareVersions('1.7.0-beta.1', '1.7.0')).toBe(-1);
    expect(floorFor({ '1': '1.19.19', '*': '2.1.7' }, '1.19.6')).toBe('1.19.19');
  });

  it('names an advisory for every floor', () => {
    for (const [name, entry] of Object.entries(list.packages)) {
      expect(entry.advisories.length, name).toBeGreaterThan(0);
      expect(Object.keys(entry.floors).length, name).toBeGreaterThan(0);
    }
  });

  for (const [name, entry] of Object.entries(list.packages)) {
    it(`${name}: package.json and every production copy in the lockfile are at or above the floor`, () => {
      const pinned = manifest.dependencies[name];
      expect(pinned, `${name} is a production dependency`).toBeDefined();
      const copies = Object.entries(lock.packages)
        .filter(([where, meta]) => where.endsWith(`node_modules/${name}`) && !meta.dev && meta.version)
        .map(([where, meta]) => [where, meta.version!] as const);
      for (const [where, version] of [['package.json', pinned!] as const, ...copies]) {
        const floor = floorFor(entry.floors, version);
        expect(floor, `${name} ${version}: no floor for its major version`).toBeDefined();
        expect(compareVersions(version, floor!), `${name} ${version} at ${where} is below ${floor}: ${entry.advisories.join('; ')}`).toBeGreaterThanOrEqual(0);
      }
    });
  }
});
