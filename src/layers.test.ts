// The layer rule of ARCHITECTURE.md, checked on every test run: client and server never import
// each other, and shared imports neither (nor React or Node built-ins).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
}

function resolvesInto(file: string, spec: string, layer: string): boolean {
  if (!spec.startsWith('.')) return false;
  const target = path.resolve(path.dirname(file), spec);
  return target.startsWith(path.join(root, layer) + path.sep);
}

/** The one allowed crossing (decision 019): a type-only import of the API's route type. */
function typeOnlySeamImports(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/import\s+type\s[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
  return new Set(specs.filter((spec) => path.resolve(path.dirname(file), spec) === path.join(root, 'server', 'api-type')));
}

describe('layers', () => {
  it('client never imports server code (but the API route type, as a type)', () => {
    const bad = sourceFiles(path.join(root, 'client')).flatMap((f) => {
      const seam = typeOnlySeamImports(f);
      return importsOf(f)
        .filter((s) => resolvesInto(f, s, 'server') && !seam.has(s))
        .map((s) => `${path.relative(root, f)} -> ${s}`);
    });
    expect(bad).toEqual([]);
  });

  it('server never imports client code', () => {
    const bad = sourceFiles(path.join(root, 'server')).flatMap((f) =>
      importsOf(f).filter((s) => resolvesInto(f, s, 'client')).map((s) => `${path.relative(root, f)} -> ${s}`),
    );
    expect(bad).toEqual([]);
  });

  it('shared imports neither side, nor React, nor Node built-ins', () => {
    const bad = sourceFiles(path.join(root, 'shared')).flatMap((f) =>
      importsOf(f)
        .filter((s) => resolvesInto(f, s, 'client') || resolvesInto(f, s, 'server') || /^(react|node:)/.test(s))
        .map((s) => `${path.relative(root, f)} -> ${s}`),
    );
    expect(bad).toEqual([]);
  });
});
