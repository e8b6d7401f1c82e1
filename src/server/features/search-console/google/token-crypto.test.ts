import { describe, expect, it } from 'vitest';
import { tokenCipher } from './token-crypto.js';

describe('tokenCipher', () => {
  const cipher = tokenCipher('a-session-secret-of-at-least-32-characters');

  it('seals so that only the same secret opens, never showing the token', () => {
    const sealed = cipher.seal('1//refresh-token');
    expect(sealed).not.toContain('refresh-token');
    expect(sealed).not.toBe(cipher.seal('1//refresh-token'));
    expect(cipher.open(sealed)).toBe('1//refresh-token');
    expect(tokenCipher('another-session-secret-of-32-characters!').open(sealed)).toBeNull();
  });

  it('refuses an altered or foreign value', () => {
    const sealed = cipher.seal('token');
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(cipher.open(altered)).toBeNull();
    expect(cipher.open('token')).toBeNull();
    expect(cipher.open('v1.')).toBeNull();
  });
});
