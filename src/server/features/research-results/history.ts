// The user's researches of every kind, newest first, a page at a time (/history and the profile),
// filtered by kind, part of the keyword and days (UTC).
// The cursor is the last row's (created_at to the microsecond, id), so a research added meanwhile
// never shifts a page.
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { HistoryPage, HistoryQuery } from '../../../shared/contract/researches.js';
import { HISTORY_PAGE_SIZE } from '../../../shared/contract/researches.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResearch } from '../../db/schema/index.js';
import { InvalidInputError } from '../../domain/errors.js';
import { toResearchHeader } from './research-records.js';

const INVALID_CURSOR = 'The cursor is not one this list gave.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const MICRO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
// created_at as text with its microseconds: a JavaScript Date would round them away.
const createdAtText = sql<string>`to_char(${keywordResearch.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [time, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !time || !MICRO_TIME.test(time) || !Number.isFinite(Date.parse(time)) || !id || !UUID.test(id)) {
    throw new InvalidInputError(INVALID_CURSOR, 'cursor');
  }
  return { createdAt: time, id };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

export async function listResearches(db: DbOrTx, userId: string, query: HistoryQuery): Promise<HistoryPage> {
  const conditions: Array<SQL | undefined> = [eq(keywordResearch.userId, userId)];
  if (query.kind) conditions.push(eq(keywordResearch.kind, query.kind));
  // strpos, not LIKE: the user's text is matched as text, % and _ included.
  if (query.keyword) conditions.push(sql`strpos(lower(${keywordResearch.seedKeyword}), lower(${query.keyword})) > 0`);
  if (query.from) conditions.push(gte(keywordResearch.createdAt, startOfDay(query.from)));
  if (query.to) conditions.push(lt(keywordResearch.createdAt, new Date(startOfDay(query.to).getTime() + DAY_MS)));
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.push(
      or(
        sql`${keywordResearch.createdAt} < ${after.createdAt}::timestamptz`,
        and(sql`${keywordResearch.createdAt} = ${after.createdAt}::timestamptz`, lt(keywordResearch.id, after.id)),
      ),
    );
  }
  const rows = await db
    .select({ research: keywordResearch, createdAtText })
    .from(keywordResearch)
    .where(and(...conditions))
    .orderBy(desc(keywordResearch.createdAt), desc(keywordResearch.id))
    .limit(HISTORY_PAGE_SIZE + 1);
  const page = rows.slice(0, HISTORY_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    researches: page.map((row) => toResearchHeader(row.research)),
    nextCursor: rows.length > HISTORY_PAGE_SIZE && last ? encodeCursor(last.createdAtText, last.research.id) : null,
  };
}
