// `npm run restore FILE [-- --data-dir DIR]`: see ../restore.ts and decision 036.
import path from 'node:path';
import { loadOperationsEnv } from '../../config.js';
import { OperationError } from '../operation-error.js';
import { runRestore } from '../restore.js';
import { formatTableCounts, parseCommandLine, runCommand } from './run-command.js';

const USAGE = `Usage: npm run restore FILE [-- --data-dir DIR]
  Restores a backup written by \`npm run backup\` into an empty or new data folder.
  --data-dir DIR   the folder to restore into (default DATA_DIR, else ./data); it must be empty`;

runCommand(async () => {
  const { values, positionals } = parseCommandLine(
    { allowPositionals: true, options: { 'data-dir': { type: 'string' }, help: { type: 'boolean' } } },
    USAGE,
  );
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new OperationError(`Give exactly one backup file.\n\n${USAGE}`);
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : loadOperationsEnv().dataDir;
  const file = path.resolve(positionals[0]!);
  const result = await runRestore({ file, dataDir });
  console.log(
    `Restored ${file} into ${result.folder}. Rows per table:\n${formatTableCounts(result.tables)}\n\n` +
      `Start the server on it with DATA_DIR=${dataDir} npm start. Signed-in users sign in again unless you copy the ` +
      `session-secret file of the old data folder into ${dataDir} first (or set SESSION_SECRET as before).`,
  );
});
