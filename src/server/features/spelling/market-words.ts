// The market's own keyword data, as a guard for the spelling hint: a word that a real provider
// returned as part of a keyword idea in this language ("hoka", "zalando", a local place name) is
// a real search term there, so the hint must not "correct" it. Looked up only for the few words
// the dictionary would change, in the ideas of the language's latest researches (bounded, so the
// cost stays flat however much history there is). Demo data and the seed rows (what users typed)
// do not count: they are not the provider's data.

import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/constants/languages.js';
import type { Db } from '../../db/client.js';
import { keywordResearch, keywordResults } from '../../db/schema/index.js';
import type { MarketWordLookup } from './spell-checker.js';

// Researches of the language searched; the newest are the market's current vocabulary.
const RECENT_RESEARCHES = 50;
const MAX_ROWS = 200;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function marketWordLookup(db: Db, language: LanguageCode): MarketWordLookup {
  return async (words) => {
    const wanted = [...new Set(words)].filter((w) => w.length > 0);
    if (wanted.length === 0) return new Set();
    const recent = db
      .select({ id: keywordResearch.id })
      .from(keywordResearch)
      .where(and(eq(keywordResearch.languageCode, language), ne(keywordResearch.provider, 'demo')))
      .orderBy(desc(keywordResearch.createdAt))
      .limit(RECENT_RESEARCHES);
    const padded = sql`' ' || lower(${keywordResults.keyword}) || ' '`;
    const rows = await db
      .select({ keyword: keywordResults.keyword })
      .from(keywordResults)
      .where(
        and(
          inArray(keywordResults.researchId, recent),
          eq(keywordResults.isSeedKeyword, false),
          or(...wanted.map((w) => sql`${padded} like ${`% ${escapeLike(w)} %`}`)),
        ),
      )
      .limit(MAX_ROWS);
    const phrases = rows.map((r) => ` ${r.keyword.toLowerCase()} `);
    return new Set(wanted.filter((w) => phrases.some((p) => p.includes(` ${w} `))));
  };
}
