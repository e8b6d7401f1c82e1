// When the local outbox may be read: only on a machine that sends no mail (no SMTP_URL) and serves
// itself on a loopback address (APP_URL), and only to a client on that same machine. There the
// outbox is how a newcomer confirms an account; anywhere else it would hand out every sign-up's
// confirmation link, so it does not exist (404).
import { isIP } from 'node:net';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackAppUrl(appUrl: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(appUrl).hostname);
  } catch {
    return false;
  }
}

export function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^::ffff:/, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}

export function isOutboxOpen(options: { mailMode: 'smtp' | 'outbox'; appUrl: string }): boolean {
  return options.mailMode === 'outbox' && isLoopbackAppUrl(options.appUrl);
}
