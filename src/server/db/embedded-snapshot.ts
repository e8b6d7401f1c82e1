// Snapshots of the embedded database in PGlite's own format: a gzipped tarball of its data folder
// (decision 036). Taken by the process that has the folder open, so no file copy of a live folder.
import type { PGlite } from '@electric-sql/pglite';

/**
 * A consistent snapshot of an open embedded database. CHECKPOINT first writes every change
 * committed so far from PostgreSQL's memory to the files, so the snapshot holds it without replaying
 * WAL; PGlite then reads the whole folder in one synchronous step, so no query runs in the middle.
 * A transaction still open at that moment is not committed in the snapshot and is rolled back when it
 * is opened, as after a power cut.
 */
export async function takeEmbeddedSnapshot(client: PGlite): Promise<Uint8Array> {
  await client.exec('CHECKPOINT');
  const archive = await client.dumpDataDir('gzip');
  return new Uint8Array(await archive.arrayBuffer());
}
