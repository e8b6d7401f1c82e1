// Asks the server that holds DATA_DIR for a snapshot over its local control channel (decision 036).
import http from 'node:http';
import { BACKUP_PATH, controlSocketPath } from './control-channel.js';
import { OperationError } from './operation-error.js';

/** A generous bound: the snapshot of a large embedded database takes seconds, not minutes. */
const SNAPSHOT_TIMEOUT_MS = 10 * 60_000;

export function requestServerSnapshot(dataDir: string, ownerPid: number): Promise<Uint8Array> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, method: 'POST', path: BACKUP_PATH, timeout: SNAPSHOT_TIMEOUT_MS, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(new Uint8Array(body.buffer, body.byteOffset, body.length));
        else reject(new OperationError(`The running server (pid ${ownerPid}) did not give a backup: ${body.toString('utf8').trim()}`));
      });
    });
    req.on('timeout', () => req.destroy(new OperationError(`The running server (pid ${ownerPid}) did not answer within ${SNAPSHOT_TIMEOUT_MS / 60_000} minutes.`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof OperationError) return reject(error);
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') {
        return reject(
          new OperationError(
            `A KeywordLens server (pid ${ownerPid}) holds DATA_DIR ${dataDir} but offers no backup channel at ${socketPath} ` +
              '(it is from a release before backups, or DATA_DIR is too long a path for a socket; its log says which). ' +
              'Stop it and run the backup again: with no server running, the backup reads the folder itself.',
          ),
        );
      }
      if (error.code === 'EACCES') {
        return reject(new OperationError(`No permission to reach ${socketPath}: run the backup as the user that runs the server.`));
      }
      reject(error);
    });
    req.end();
  });
}
