// What a research's rows or a list's items add up to, stored when they are written
// (decision 040): the count, the summary cards and the charts' distribution of every row,
// so a page read does not recount them. `version` grows with every change of the rows: the
// filtered totals cached in memory (features/research-results/row-totals.ts) are keyed by it.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { keywordResearch } from './app.js';
import { keywordLists } from './lists.js';

/** The stored shape (features/research-results/row-totals.ts writes and reads it). */
export interface StoredRowTotals {
  totalRows: number;
  summary: { totalVolume: number; averageDifficulty: number | null; averageCpc: number | null };
  distribution: {
    totalMatching: number;
    volume: { counts: number[]; missing: number };
    difficulty: { counts: number[]; missing: number };
    intents: { intent: string | null; count: number }[];
  };
}

export const rowTotals = pgTable(
  'row_totals',
  {
    researchId: uuid('research_id').references(() => keywordResearch.id, { onDelete: 'cascade' }),
    listId: uuid('list_id').references(() => keywordLists.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    totals: jsonb('totals').$type<StoredRowTotals>().notNull(),
  },
  (t) => [
    uniqueIndex('row_totals_research_uq').on(t.researchId),
    uniqueIndex('row_totals_list_uq').on(t.listId),
    check('row_totals_one_owner', sql`num_nonnulls(${t.researchId}, ${t.listId}) = 1`),
  ],
);
