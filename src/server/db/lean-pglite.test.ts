// The embedded database runs with the smaller buffer cache, and the module patch touches nothing
// but the one setting it looks for.
import { afterAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_SHARED_BUFFERS, openPglite, withSharedBuffers } from './lean-pglite.js';

const SHIPPED = Buffer.from('shared_buffers=128MB\0');

describe('withSharedBuffers', () => {
  it('replaces the shipped setting in place, keeping the length of the module', () => {
    const wasm = Buffer.concat([Buffer.from('\0before\0'), SHIPPED, Buffer.from('wal_buffers=4MB\0')]);
    const patched = withSharedBuffers(wasm, '16MB');
    expect(patched).not.toBeNull();
    expect(Buffer.from(patched!).toString('latin1')).toBe('\0before\0shared_buffers=16MB\0\0wal_buffers=4MB\0');
    expect(wasm.includes(SHIPPED)).toBe(true); // the input is not modified
  });

  it('leaves a build without the setting, or with it twice, as shipped', () => {
    expect(withSharedBuffers(Buffer.from('shared_buffers=64MB\0'), '16MB')).toBeNull();
    expect(withSharedBuffers(Buffer.concat([SHIPPED, SHIPPED]), '16MB')).toBeNull();
  });

  it('refuses a setting longer than the shipped one', () => {
    expect(withSharedBuffers(SHIPPED, '1234567MB')).toBeNull();
  });
});

describe('openPglite', () => {
  const open: PGlite[] = [];
  afterAll(async () => {
    for (const db of open) await db.close();
  });

  it('runs PostgreSQL with the smaller buffer cache, every instance from the one compiled module', async () => {
    const first = await openPglite(undefined);
    const second = await openPglite(undefined);
    open.push(first, second);
    for (const db of [first, second]) {
      const { rows } = await db.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows[0]?.shared_buffers).toBe(EMBEDDED_SHARED_BUFFERS);
    }
    await first.exec('create table t (n int); insert into t select generate_series(1, 50000);');
    const { rows } = await first.query<{ total: number }>('select sum(n)::int as total from t');
    expect(rows[0]?.total).toBe(1_250_025_000);
  });
});
