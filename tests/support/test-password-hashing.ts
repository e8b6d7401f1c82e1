// Password hashing for in-process test servers: the same scrypt and the same "salt:key" form as
// better-auth's, at a cost of about 2 ms instead of about 100 ms of CPU. The API suite signs up and
// signs in over a thousand times per database; at the production cost that was minutes of CPU on
// the CI machine's two cores. What a test checks about passwords (a right one signs in, a wrong one
// never does) holds at any cost; spawned servers (main.ts) keep the production cost.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHashing } from '../../src/server/auth/auth.js';

const KEY_LENGTH = 64;
const COST = { N: 1024, r: 8, p: 1 };

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key))));
}

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await deriveKey(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) throw new Error('Invalid password hash');
    const expected = Buffer.from(key, 'hex');
    const actual = await deriveKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
