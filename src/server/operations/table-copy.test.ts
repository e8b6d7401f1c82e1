// A table whose rows point at other rows of it (a research reading another's stored answer) copies
// in an order its foreign key accepts, batch after batch, whatever order the rows are stored in.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { copyTable } from './table-copy.js';

const TABLE = `create table public.answers (id integer primary key, rows_of integer references public.answers (id))`;
const ROWS = 2500; // more than one batch of the copy

const open: PGlite[] = [];
afterAll(async () => {
  for (const db of open) await db.close();
});

async function database(): Promise<PGlite> {
  const db = new PGlite();
  open.push(db);
  await db.exec(TABLE);
  return db;
}

describe('copyTable', () => {
  it('copies the rows pointed at before the rows that point at them', async () => {
    const [source, target] = [await database(), await database()];
    // The row read from is stored last, as a hand-over's update leaves it.
    await source.exec(`insert into answers (id, rows_of) values (${ROWS}, null)`);
    await source.exec(`insert into answers (id, rows_of) select g, ${ROWS} from generate_series(1, ${ROWS - 1}) g`);
    await source.exec(`update answers set rows_of = null where id = ${ROWS}`);
    // As export-postgres copies: one transaction on each side (a cursor needs one).
    await source.query('begin');
    await target.query('begin');
    expect(await copyTable(source, target, 'answers')).toBe(ROWS);
    await target.query('commit');
    await source.query('commit');
    const copied = await target.query<{ n: number; pointing: number }>(`select count(*)::int as n, count(rows_of)::int as pointing from answers`);
    expect(copied.rows[0]).toEqual({ n: ROWS, pointing: ROWS - 1 });
  });
});
