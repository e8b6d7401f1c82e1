// Changes since the last run: a research against the same user's latest earlier
// complete run of the same request (kind, normalised seed keyword, market and limit), compared row
// by row by the shared pure diff and answered a page at a time. Both runs' rows are read as five
// columns each (a research holds at most tens of thousands of rows), never sent whole.
import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { ChangesQuery, ResearchChanges } from '../../../shared/contract/research-changes.js';
import { normalizeKeyword } from '../../../shared/keyword-text.js';
import { countChanges, diffResearchRows, isChange, type DiffItem } from '../../../shared/research-diff.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResearch, keywordResults, serpResults } from '../../db/schema/index.js';
import type { ResearchRow } from './research-access.js';

// The SQL twin of normalizeKeyword (trim, collapse whitespace, lowercase) narrows the candidates;
// the JavaScript rule then decides, so the one normalisation has the last word.
const normalisedSeed = sql<string>`lower(regexp_replace(btrim(${keywordResearch.seedKeyword}), '\\s+', ' ', 'g'))`;

export async function findPreviousRun(db: DbOrTx, research: ResearchRow): Promise<ResearchRow | null> {
  const seed = normalizeKeyword(research.seedKeyword);
  const createdAt = sql`(select ${keywordResearch.createdAt} from ${keywordResearch} where ${keywordResearch.id} = ${research.id})`;
  const candidates = await db
    .select()
    .from(keywordResearch)
    .where(
      and(
        eq(keywordResearch.userId, research.userId),
        eq(keywordResearch.kind, research.kind),
        eq(keywordResearch.status, 'complete'),
        eq(keywordResearch.locationCode, research.locationCode),
        eq(keywordResearch.languageCode, research.languageCode),
        eq(keywordResearch.resultLimit, research.resultLimit),
        eq(normalisedSeed, seed),
        or(sql`${keywordResearch.createdAt} < ${createdAt}`, and(sql`${keywordResearch.createdAt} = ${createdAt}`, lt(keywordResearch.id, research.id))),
      ),
    )
    .orderBy(desc(keywordResearch.createdAt), desc(keywordResearch.id))
    .limit(5);
  return candidates.find((candidate) => normalizeKeyword(candidate.seedKeyword) === seed) ?? null;
}

async function diffItems(db: DbOrTx, research: ResearchRow): Promise<DiffItem[]> {
  if (research.kind === 'serp') {
    const rows = await db
      .select({ url: serpResults.url, position: serpResults.position })
      .from(serpResults)
      .where(eq(serpResults.researchId, research.id))
      .orderBy(asc(serpResults.position), asc(serpResults.id));
    return rows.map((row) => ({ key: row.url, label: row.url, searchVolume: null, difficulty: null, cpc: null, position: row.position }));
  }
  const rows = await db
    .select({
      keyword: keywordResults.keyword,
      searchVolume: keywordResults.searchVolume,
      difficulty: keywordResults.difficulty,
      cpc: keywordResults.cpc,
      // A competitor run's position (a gap's: your site's); null for the keyword tools' rows.
      position: keywordResults.position,
    })
    .from(keywordResults)
    .where(eq(keywordResults.researchId, research.id))
    .orderBy(asc(keywordResults.rank));
  return rows.map((row) => ({ key: normalizeKeyword(row.keyword), label: row.keyword, ...row }));
}

const NO_CHANGES = { new: 0, lost: 0, changed: 0, unchanged: 0 };

export async function readResearchChanges(db: DbOrTx, research: ResearchRow, query: ChangesQuery): Promise<ResearchChanges> {
  const previous = await findPreviousRun(db, research);
  if (!previous) return { previous: null, counts: NO_CHANGES, rows: [], offset: query.offset, nextOffset: null, totalMatching: 0 };
  const [before, after] = await Promise.all([diffItems(db, previous), diffItems(db, research)]);
  const changes = diffResearchRows(before, after);
  const matching = query.onlyChanges ? changes.filter(isChange) : changes;
  const rows = matching.slice(query.offset, query.offset + query.limit);
  const end = query.offset + rows.length;
  return {
    previous: { id: previous.id, createdAt: previous.createdAt.toISOString() },
    counts: countChanges(changes),
    rows,
    offset: query.offset,
    nextOffset: rows.length > 0 && end < matching.length ? end : null,
    totalMatching: matching.length,
  };
}
