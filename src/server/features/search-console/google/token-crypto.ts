// Google tokens sealed at rest (decision 066): AES-256-GCM under a key derived from the session
// secret with HKDF-SHA-256 (its own salt and purpose), so a database dump alone opens no Google
// account and the key needs no setting of its own. A changed session secret makes stored tokens
// unreadable: the user connects again.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface TokenCipher {
  seal(text: string): string;
  /** The text, or null when the sealed value was not made with this key (or was altered). */
  open(sealed: string): string | null;
}

export function tokenCipher(sessionSecret: string): TokenCipher {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'keywordlens/search-console', 'google-tokens/v1', 32));
  return {
    seal(text) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || payload === undefined) return null;
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
