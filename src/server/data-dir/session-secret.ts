// The signing secret generated for a local install when SESSION_SECRET is unset, kept in DATA_DIR so
// sessions survive restarts. Written atomically: a kill at any moment leaves no file or a whole one.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE_NAME = 'session-secret';
const MIN_SECRET_LENGTH = 32;

function readSecret(file: string): string | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return text.length >= MIN_SECRET_LENGTH ? text : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function loadOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE_NAME);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, secret, { mode: 0o600, flush: true });
  try {
    // link() never replaces: when two processes start at once, the first secret wins and both use it.
    linkSync(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecret(file);
    if (winner) return winner;
    // A truncated file left by an older version: replace it whole.
    renameSync(draft, file);
    return secret;
  } finally {
    rmSync(draft, { force: true });
  }
}
