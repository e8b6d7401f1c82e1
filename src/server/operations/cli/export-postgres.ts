// `DATABASE_URL=postgres://… npm run db:export-postgres [-- --data-dir DIR | --from-backup FILE]`:
// see ../export-postgres.ts and decision 036.
import path from 'node:path';
import { loadOperationsEnv } from '../../config.js';
import { describeDatabaseUrl, exportToPostgres, type ExportSource } from '../export-postgres.js';
import { OperationError } from '../operation-error.js';
import { formatTableCounts, parseCommandLine, runCommand } from './run-command.js';

const USAGE = `Usage: DATABASE_URL=postgres://… npm run db:export-postgres [-- --data-dir DIR | --from-backup FILE]
  Copies the embedded database into an empty PostgreSQL database, in one transaction.
  --data-dir DIR       a data folder no server is running on (default DATA_DIR, else ./data)
  --from-backup FILE   a backup file written by \`npm run backup\` instead`;

runCommand(async () => {
  const { values } = parseCommandLine(
    { options: { 'data-dir': { type: 'string' }, 'from-backup': { type: 'string' }, help: { type: 'boolean' } } },
    USAGE,
  );
  if (values.help) return console.log(USAGE);
  if (values['data-dir'] && values['from-backup']) throw new OperationError(`Give either --data-dir or --from-backup, not both.\n\n${USAGE}`);
  const env = loadOperationsEnv();
  if (!env.databaseUrl) throw new OperationError(`Set DATABASE_URL to the PostgreSQL database to export into.\n\n${USAGE}`);
  const source: ExportSource = values['from-backup']
    ? { kind: 'backup-file', file: path.resolve(values['from-backup']) }
    : { kind: 'data-dir', dataDir: values['data-dir'] ? path.resolve(values['data-dir']) : env.dataDir };
  const result = await exportToPostgres({ source, databaseUrl: env.databaseUrl });
  const from = source.kind === 'backup-file' ? source.file : source.dataDir;
  console.log(
    `Exported ${from} into ${describeDatabaseUrl(env.databaseUrl)} in one transaction. Rows per table:\n${formatTableCounts(result.tables)}\n\n` +
      'Start the servers with this DATABASE_URL (and one SESSION_SECRET for all of them).',
  );
});
