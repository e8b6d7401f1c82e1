// What a share link's token is made of (decision 030): 32 random bytes in base64url (256 bits), so a
// plain SHA-256 is the right way to store it (nothing to guess, no salt or slow hash needed).
import { createHash, randomBytes } from 'node:crypto';
import { SHARE_TOKEN_PATTERN } from '../../../shared/contract/share-links.js';

const TOKEN_BYTES = 32;

export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function generateShareToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashShareToken(token) };
}

/** Whether a presented token could be one of ours at all (checked before any database read). */
export function isWellFormedShareToken(token: string): boolean {
  return SHARE_TOKEN_PATTERN.test(token);
}
