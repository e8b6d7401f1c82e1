// One stored copy per answer (decision 054). A keywords research's rows are a pure function of
// what it stores them from: the provider's rows in their order, the market (the clusters' stemmer
// and the question words) and the user's SERP analyses that refine the opportunity. Their digest
// names the answer; a research of the same user with the same digest reads the rows already stored.
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { keywordResearch } from '../../db/schema/index.js';
import type { KeywordMetrics } from '../../providers/types.js';
import { refiningSerpIds, type AnalysisOwner } from './keyword-analysis.js';

/** Bump when what a research's rows are computed from changes: old digests then simply never match. */
const DIGEST_VERSION = 1;

export interface StoredAnswer {
  /** The seed first when the provider had it, then the ideas in the order they are stored. */
  results: ReadonlyArray<{ metrics: KeywordMetrics; isSeed: boolean }>;
}

/** The digest of the rows `results` would be stored as, for this owner and market. */
export async function answerDigest(db: DbOrTx, owner: AnalysisOwner, answer: StoredAnswer): Promise<string> {
  const serps = await refiningSerpIds(
    db,
    owner,
    answer.results.map((result) => result.metrics.keyword),
  );
  const content = canonicalJson([DIGEST_VERSION, owner.locationCode, owner.languageCode, serps, answer.results.map((r) => [r.isSeed, r.metrics])]);
  return createHash('sha256').update(content).digest('base64url');
}

/**
 * JSON with every object's keys in one order and no undefined members: a fresh answer and the same
 * answer read back from the cache (jsonb orders keys its own way) are the same text.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) => {
    if (member === null || typeof member !== 'object' || Array.isArray(member)) return member;
    const entries = Object.entries(member).filter(([, v]) => v !== undefined);
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/**
 * The user's research that owns the rows of this digest, locked against its delete until this
 * transaction ends (a delete that got there first has handed its rows over or removed them: then
 * none is found and the caller stores its own copy).
 */
export async function findStoredAnswer(db: DbOrTx, userId: string, digest: string): Promise<string | null> {
  const [owner] = await db
    .select({ id: keywordResearch.id })
    .from(keywordResearch)
    .where(and(eq(keywordResearch.userId, userId), eq(keywordResearch.answerDigest, digest), isNull(keywordResearch.rowsResearchId)))
    .limit(1)
    .for('key share');
  return owner?.id ?? null;
}
