// The browser suite drives Debian's Chromium; npm cannot install it, so `npm test` does when it
// is missing (as root, through apt-get), or says the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`\nThe browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get install -y chromium\n`);
    return false;
  }
  console.log(`\n=== installing Debian's Chromium (${CHROMIUM} is missing)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env }) : update;
  if (install.status !== 0 || !existsSync(CHROMIUM)) {
    console.error('Could not install chromium with apt-get; install it by hand: apt-get install -y chromium');
    return false;
  }
  return true;
}
