// The running server's local control channel (decision 036): HTTP over a Unix domain socket inside
// DATA_DIR, in a folder only this user may enter, so no network client and no other local user can
// reach it. It answers one question, a backup, because only the process holding DATA_DIR may read it.
import { chmodSync, lstatSync, mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const CONTROL_FOLDER_NAME = 'control';
export const CONTROL_SOCKET_NAME = 'server.sock';
export const BACKUP_PATH = '/backup';
/** sun_path holds 108 bytes on Linux, the terminating NUL included (104 on macOS). */
export const MAX_SOCKET_PATH_BYTES = 103;

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, CONTROL_FOLDER_NAME, CONTROL_SOCKET_NAME);
}

export interface ControlChannel {
  readonly socketPath: string;
  close(): Promise<void>;
}

export interface ControlChannelOptions {
  dataDir: string;
  /** A consistent gzipped snapshot of the database (Database.snapshot). */
  snapshot: () => Promise<Uint8Array>;
  log: (line: string) => void;
}

/** A private folder for the socket: made 0700 whatever the umask, and never a link to elsewhere. */
function preparePrivateFolder(folder: string): void {
  try {
    if (!lstatSync(folder).isDirectory()) rmSync(folder, { force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
}

/**
 * Listens on DATA_DIR/control/server.sock, or answers null (after logging why) when the path is too
 * long for a socket: the server still runs, and a backup then needs it stopped.
 */
export async function startControlChannel(options: ControlChannelOptions): Promise<ControlChannel | null> {
  const socketPath = controlSocketPath(options.dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    options.log(
      `[backup] WARNING: no live backup channel, the path ${socketPath} is longer than a Unix socket allows ` +
        `(${MAX_SOCKET_PATH_BYTES} bytes); \`npm run backup\` works while this server is stopped, or use a shorter DATA_DIR`,
    );
    return null;
  }
  preparePrivateFolder(path.dirname(socketPath));
  // The caller holds the DATA_DIR lock, so a socket file left here is a dead server's.
  rmSync(socketPath, { force: true });

  let busy = false;
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== BACKUP_PATH) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    // Each snapshot holds the whole database in memory: one at a time.
    if (busy) {
      res.writeHead(409, { 'Content-Type': 'text/plain' }).end('A backup is already being taken; try again when it ends.\n');
      return;
    }
    busy = true;
    const started = Date.now();
    options
      .snapshot()
      .then((bytes) => {
        options.log(`[backup] snapshot of ${bytes.length} bytes taken in ${Date.now() - started} ms for a local backup`);
        res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': bytes.length }).end(bytes);
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        options.log(`[error] backup snapshot failed: ${message}`);
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`The server could not take the snapshot: ${message}\n`);
      })
      .finally(() => {
        busy = false;
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  return {
    socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }).finally(() => rmSync(socketPath, { force: true })),
  };
}
