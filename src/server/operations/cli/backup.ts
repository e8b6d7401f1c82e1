// `npm run backup [-- --out DIR] [--data-dir DIR]`: see ../backup.ts and decision 036.
import path from 'node:path';
import { loadOperationsEnv } from '../../config.js';
import { runBackup } from '../backup.js';
import { formatBytes, parseCommandLine, runCommand } from './run-command.js';

const USAGE = `Usage: npm run backup [-- --out DIR] [--data-dir DIR]
  Writes a compressed snapshot of the embedded database, also while the server runs.
  --out DIR        folder for the backup file (default ./backups)
  --data-dir DIR   the server's data folder (default DATA_DIR, else ./data)`;

runCommand(async () => {
  const { values } = parseCommandLine({ options: { out: { type: 'string' }, 'data-dir': { type: 'string' }, help: { type: 'boolean' } } }, USAGE);
  if (values.help) return console.log(USAGE);
  const env = loadOperationsEnv();
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : env.dataDir;
  const result = await runBackup({ dataDir, outDir: path.resolve(values.out ?? 'backups') });
  const by = result.takenBy.kind === 'server' ? `from the running server (pid ${result.takenBy.pid})` : 'from the data folder (no server was running)';
  console.log(`Backup of ${dataDir} written ${by}:\n  ${result.file}\n  ${formatBytes(result.bytes)}`);
});
