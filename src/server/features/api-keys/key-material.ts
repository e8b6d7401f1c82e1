// What an API key is made of (decision 021): "kl_" and 32 random bytes in base64url (256 bits), so
// a plain SHA-256 is the right way to store it (no salt or slow hash needed: there is nothing to
// guess). The short id is the key's start, enough to tell keys apart and useless to an attacker.
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../../../shared/messages/api-keys.js';

const SECRET_BYTES = 32;
const SHORT_ID_CHARS = 8;
/** base64url of 32 bytes, unpadded. */
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

export interface NewApiKey {
  secret: string;
  shortId: string;
  hash: string;
}

export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function generateApiKey(): NewApiKey {
  const secret = API_KEY_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
  return { secret, shortId: secret.slice(0, API_KEY_PREFIX.length + SHORT_ID_CHARS), hash: hashApiKey(secret) };
}

/** Whether a presented token could be one of our keys at all (checked before any database read). */
export function isWellFormedApiKey(token: string): boolean {
  return KEY_PATTERN.test(token);
}
