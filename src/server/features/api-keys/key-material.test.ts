import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, isWellFormedApiKey } from './key-material.js';

describe('API key material', () => {
  it('makes a recognisable, well-formed key whose short id is its start and whose hash is SHA-256 hex', () => {
    const key = generateApiKey();
    expect(key.secret).toMatch(/^kl_[A-Za-z0-9_-]{43}$/);
    expect(isWellFormedApiKey(key.secret)).toBe(true);
    expect(key.secret.startsWith(key.shortId)).toBe(true);
    expect(key.shortId).toHaveLength(11);
    expect(key.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(key.hash).toBe(hashApiKey(key.secret));
    expect(key.hash).not.toContain(key.secret.slice(3, 20));
  });

  it('never makes the same key twice', () => {
    const secrets = new Set(Array.from({ length: 200 }, () => generateApiKey().secret));
    expect(secrets.size).toBe(200);
  });

  it('refuses tokens that cannot be a key', () => {
    for (const token of ['', 'kl_', 'kl_short', `xx_${'a'.repeat(43)}`, `kl_${'a'.repeat(42)}!`, `kl_${'a'.repeat(44)}`, `KL_${'a'.repeat(43)}`]) {
      expect(isWellFormedApiKey(token), token).toBe(false);
    }
  });
});
