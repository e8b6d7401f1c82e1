// PGlite with a smaller buffer cache. PGlite's WebAssembly build starts PostgreSQL with
// `shared_buffers=128MB` on its own command line, which beats postgresql.conf and ALTER SYSTEM, and
// that whole cache is touched at start: 130 MB of resident memory and a third of the
// opening time before the first query. The setting is a constant string in the module's data, so
// the module is compiled once per process from bytes where that string says 16MB instead, and
// handed to PGlite through its `wasmModule` option. Reads past the cache come from the operating
// system's page cache through PGlite's file system, as PostgreSQL's own reads do.
//
// V8 recompiles a WebAssembly function with its optimising compiler once it has run for a budget
// of about 1.8 MB of executed code. PostgreSQL's start runs thousands of functions just past that,
// once each: optimising them cost a fifth of the start's CPU time and 20-50 MB that stay resident.
// With a budget thirty times larger only the functions that queries keep running are optimised,
// a little later; steady query speed is the same (measured on keyset pages and scans).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/** The buffer cache the embedded database runs with (PostgreSQL's own default when memory is short). */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

const SHIPPED_SETTING = 'shared_buffers=128MB';

/**
 * The module's bytes with the shipped setting replaced, or null when the setting is not found
 * exactly once (another PGlite build): that build then runs as shipped.
 */
export function withSharedBuffers(wasm: Uint8Array, size: string): Uint8Array<ArrayBuffer> | null {
  const bytes = Buffer.from(wasm.buffer, wasm.byteOffset, wasm.byteLength);
  // A C string: the replacement must fit the original and ends at its first NUL.
  const shipped = Buffer.from(`${SHIPPED_SETTING}\0`);
  const at = bytes.indexOf(shipped);
  if (at < 0 || bytes.indexOf(shipped, at + 1) >= 0) return null;
  const replacement = Buffer.alloc(shipped.length);
  const written = replacement.write(`shared_buffers=${size}`);
  if (written >= shipped.length) return null;
  const patched = Buffer.from(bytes);
  replacement.copy(patched, at);
  return patched;
}

let leanModule: Promise<WebAssembly.Module | undefined> | undefined;

/** Executed bytes before V8 optimises a WebAssembly function (V8's default: 1,800,000). */
export const WASM_TIERING_BUDGET = 50_000_000;

async function compileLeanModule(): Promise<WebAssembly.Module | undefined> {
  // Read when a module is compiled; it concerns only WebAssembly: PGlite, and the spelling
  // worker's hunspell, whose lookups run long enough to be optimised all the same.
  setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  const distFolder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const patched = withSharedBuffers(await readFile(path.join(distFolder, 'pglite.wasm')), EMBEDDED_SHARED_BUFFERS);
  return patched ? WebAssembly.compile(patched) : undefined;
}

/** PGlite on `dataDir` (in memory without one), running the lean module compiled once per process. */
export async function openPglite(dataDir: string | undefined, options: Omit<PGliteOptions, 'dataDir' | 'wasmModule'> = {}): Promise<PGlite> {
  leanModule ??= compileLeanModule().catch(() => undefined);
  const wasmModule = await leanModule;
  return new PGlite({ ...options, ...(dataDir === undefined ? {} : { dataDir }), ...(wasmModule ? { wasmModule } : {}) });
}
