// The app servers' environment as compose.yaml sets it (its `x-app-environment` block), with
// compose's ${NAME:-default} and ${NAME:?message} resolved from `vars`: tests start real servers
// with exactly what the compose file gives them.
import { readFileSync } from 'node:fs';

export function composeAppEnvironment(vars: Record<string, string>, file = 'compose.yaml'): Record<string, string> {
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((l) => l.startsWith('x-app-environment:'));
  if (start < 0) throw new Error(`${file} has no x-app-environment block`);
  const env: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const match = /^ {2}([A-Z0-9_]+): (.*)$/.exec(line);
    if (!match) break;
    const raw = match[2]!.trim().replace(/^"(.*)"$/, '$1');
    env[match[1]!] = raw.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_all, name: string, op?: string, arg?: string) => {
      const value = vars[name];
      if (value !== undefined && value !== '') return value;
      if (op === '?') throw new Error(`compose.yaml requires ${name}: ${arg}`);
      return op === '-' ? (arg ?? '') : '';
    });
  }
  return env;
}
