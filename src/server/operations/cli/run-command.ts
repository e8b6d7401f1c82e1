// How the operations commands end: a refusal or an operator's mistake prints its message alone and
// exits 1; anything else is a bug and prints its stack. Exit codes are what scripts and cron check.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError } from '../../config.js';
import { OperationError } from '../operation-error.js';

export function runCommand(run: () => Promise<void>): void {
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof OperationError || error instanceof ConfigError) console.error(error.message);
      else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exit(1);
    },
  );
}

/** node:util's parser, with its errors (unknown option, missing value) as operator mistakes plus the usage. */
export function parseCommandLine<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new OperationError(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]} (${bytes} bytes)`;
}

/** Rows per table as aligned lines, with the total last. */
export function formatTableCounts(tables: ReadonlyArray<{ table: string; rows: number }>): string {
  const width = Math.max(5, ...tables.map((t) => t.table.length));
  const total = tables.reduce((sum, t) => sum + t.rows, 0);
  return [...tables.map((t) => `  ${t.table.padEnd(width)}  ${t.rows}`), `  ${'total'.padEnd(width)}  ${total}`].join('\n');
}
