// Copies every table's rows from one PostgreSQL (the embedded source) to another of the same schema,
// driven by the target's catalog, so a table a later migration adds is copied with no change here.
// Values travel as their text form (`col::text`), which PostgreSQL's input accepts back exactly for
// every type (bytea as hex, jsonb, arrays, numerics, time zones), with no driver conversion between.

/** The part of PGlite and node-postgres that this needs: both answer `{ rows }`. */
export interface Queryable {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

export interface TableCount {
  table: string;
  rows: number;
}

const FETCH_ROWS = 1000;
/** PostgreSQL takes at most 65535 parameters in one statement; stay well below. */
const MAX_PARAMETERS = 30_000;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Base tables of schema public, by name. */
export async function listTables(db: Queryable): Promise<string[]> {
  const result = await db.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  return result.rows.map((r) => r.name);
}

export async function countRows(db: Queryable, table: string): Promise<number> {
  const result = await db.query<{ n: string | number }>(`select count(*) as n from public.${quoteIdent(table)}`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Tables ordered so that every table comes after the tables its foreign keys point at. */
export async function dependencyOrder(db: Queryable, tables: readonly string[]): Promise<string[]> {
  const edges = await db.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace and c.oid <> p.oid`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges.rows) if (parents.has(parent)) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error(`The foreign keys between ${tables.filter((t) => !placed.has(t)).join(', ')} form a cycle: no copy order exists.`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

interface ColumnInfo {
  name: string;
  /** GENERATED ALWAYS AS IDENTITY: inserting a value needs OVERRIDING SYSTEM VALUE. */
  alwaysIdentity: boolean;
}

/** The columns a row is inserted with: stored generated columns are computed by the target. */
async function insertableColumns(db: Queryable, table: string): Promise<ColumnInfo[]> {
  const result = await db.query<{ name: string; identity: string }>(
    `select a.attname as name, a.attidentity as identity
       from pg_attribute a
      where a.attrelid = format('public.%I', $1::text)::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`,
    [table],
  );
  return result.rows.map((r) => ({ name: r.name, alwaysIdentity: r.identity === 'a' }));
}

/** The columns of the table's foreign keys that point at the table itself (keyword_research.rows_research_id). */
async function selfReferences(db: Queryable, table: string): Promise<string[]> {
  const result = await db.query<{ name: string }>(
    `select a.attname as name
       from pg_constraint k
       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
      where k.contype = 'f' and k.conrelid = k.confrelid and k.conrelid = format('public.%I', $1::text)::regclass
      order by a.attname`,
    [table],
  );
  return result.rows.map((r) => r.name);
}

/**
 * Copies one table's rows in batches through a cursor; answers how many rows it copied. Rows that
 * point at another row of their table come after every row that points at none, so each batch's
 * foreign keys find their rows: enough while a row pointed at points at no other (a research that
 * reads another's rows is never read from itself, decision 054).
 */
export async function copyTable(source: Queryable, target: Queryable, table: string): Promise<number> {
  const columns = await insertableColumns(target, table);
  const pointers = await selfReferences(target, table);
  const order = pointers.length > 0 ? ` order by ${pointers.map((name) => `${quoteIdent(name)} is not null`).join(', ')}` : '';
  const list = columns.map((c) => quoteIdent(c.name)).join(', ');
  const overriding = columns.some((c) => c.alwaysIdentity) ? ' overriding system value' : '';
  const rowsPerInsert = Math.max(1, Math.min(FETCH_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  const cursor = `kl_copy_${table.replace(/\W/g, '_')}`;
  await source.query(`declare ${cursor} no scroll cursor for select ${columns.map((c, i) => `${quoteIdent(c.name)}::text as c${i}`).join(', ')} from public.${quoteIdent(table)}${order}`);
  let copied = 0;
  try {
    for (;;) {
      // Every value as text (or null), under the names c0, c1, … in the column order above.
      const batch = await source.query<Record<string, string | null>>(`fetch ${rowsPerInsert} from ${cursor}`);
      if (batch.rows.length === 0) break;
      const params: Array<string | null> = [];
      const tuples = batch.rows.map((row) => {
        const placeholders = columns.map((_, i) => {
          params.push(row[`c${i}`] ?? null);
          return `$${params.length}`;
        });
        return `(${placeholders.join(', ')})`;
      });
      await target.query(`insert into public.${quoteIdent(table)} (${list})${overriding} values ${tuples.join(', ')}`, params);
      copied += batch.rows.length;
    }
  } finally {
    await source.query(`close ${cursor}`);
  }
  return copied;
}

/** Gives every sequence of the target the state it has in the source, so no id is handed out twice. */
export async function copySequenceStates(source: Queryable, target: Queryable): Promise<void> {
  const sequences = await source.query<{ name: string; last: string | null }>(
    `select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  for (const { name, last } of sequences.rows) {
    if (last === null) continue; // never used: the target's fresh sequence is already there
    await target.query(`select setval(format('public.%I', $1::text)::regclass, $2::bigint, true)`, [name, last]);
  }
}
