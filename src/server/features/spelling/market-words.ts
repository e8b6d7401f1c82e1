// The market's own words, as a guard for the spelling hint: a word the provider uses in this
// language ("hoka", "zalando", a local place name) is a real search term there, so the hint must
// not "correct" it. Looked up only for the few words the dictionary would change. Decision 037:
// whether a hint appears must reveal nothing about what another user researched, so a word counts
// only when it comes from
// - the provider's own lists (the market catalog's location and language names),
// - the requesting user's own researches (the ideas of their latest ones in the language), or
// - the ideas of the language's latest researches of at least SHARED_WORD_MIN_USERS distinct users,
//   so no single other user's research (nor four of them) changes the answer.
// Demo data and the seed rows (what users typed) never count: they are not the provider's data.
// Both queries read a bounded number of researches, so the cost stays flat however much history there is.

import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/constants/languages.js';
import type { MarketLists } from '../../../shared/markets/market-lists.js';
import type { Db } from '../../db/client.js';
import { DEMO_PROVIDER_NAMES } from '../../providers/profiles.js';
import type { MarketWordLookup } from './spell-checker.js';

/** k of the k-anonymity rule: distinct users whose researches must hold a word before it counts for everyone. */
export const SHARED_WORD_MIN_USERS = 5;
// The language's latest researches read for shared words, and the requester's own latest.
const SHARED_RESEARCHES = 100;
const OWN_RESEARCHES = 50;

// Demo answers are made up, so their words teach the checker nothing; which providers answer demo
// data is their profiles' to say.
const DEMO_NAMES = DEMO_PROVIDER_NAMES;
const notDemo: SQL = DEMO_NAMES.length === 0 ? sql`true` : sql`provider not in (${sql.join(DEMO_NAMES.map((n) => sql`${n}`), sql`, `)})`;

export interface MarketWordSources {
  userId: string;
  /** The provider's location and language lists as the server holds them. */
  lists: () => MarketLists;
}

const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];

// The lists change at most weekly and are replaced whole: their words are worked out once per object.
const listWords = new WeakMap<MarketLists, ReadonlySet<string>>();
function wordsOfLists(lists: MarketLists): ReadonlySet<string> {
  let words = listWords.get(lists);
  if (!words) {
    words = new Set([...lists.locations, ...lists.languages].flatMap((item) => wordsOf(item.name)));
    listWords.set(lists, words);
  }
  return words;
}

function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: T[] }).rows;
  return Array.isArray(rows) ? rows : [];
}

/**
 * Per wanted word, the distinct owners of the given researches whose idea rows hold it as a whole
 * word. `researches` answers each research's rows id (its own, or the stored answer it reads).
 */
async function ownersPerWord(db: Db, researches: SQL, wanted: readonly string[]): Promise<Map<string, number>> {
  const words = sql.join(
    wanted.map((w) => sql`${w}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select w.word as word, count(distinct r.user_id)::int as owners
    from (${researches}) r
    join keyword_results kr on kr.research_id = r.id and not kr.is_seed_keyword
    join unnest(array[${words}]::text[]) as w(word) on strpos(' ' || lower(kr.keyword) || ' ', ' ' || w.word || ' ') > 0
    group by w.word`);
  return new Map(rowsOf<{ word: string; owners: number | string }>(result).map((r) => [r.word, Number(r.owners)]));
}

export function marketWordLookup(db: Db, language: LanguageCode, sources: MarketWordSources): MarketWordLookup {
  return async (words) => {
    const wanted = [...new Set(words.map((w) => w.toLowerCase()))].filter((w) => w.length > 0);
    if (wanted.length === 0) return new Set();
    const fromLists = wordsOfLists(sources.lists());
    const known = new Set(wanted.filter((w) => fromLists.has(w)));
    const open = wanted.filter((w) => !known.has(w));
    if (open.length === 0) return known;

    const own = await ownersPerWord(
      db,
      sql`select coalesce(rows_research_id, id) as id, user_id from keyword_research
          where user_id = ${sources.userId} and language_code = ${language} and ${notDemo}
          order by created_at desc limit ${OWN_RESEARCHES}`,
      open,
    );
    for (const word of own.keys()) known.add(word);
    const rest = open.filter((w) => !known.has(w));
    if (rest.length === 0) return known;

    const shared = await ownersPerWord(
      db,
      sql`select coalesce(rows_research_id, id) as id, user_id from keyword_research
          where language_code = ${language} and ${notDemo}
          order by created_at desc limit ${SHARED_RESEARCHES}`,
      rest,
    );
    for (const [word, owners] of shared) if (owners >= SHARED_WORD_MIN_USERS) known.add(word);
    return known;
  };
}
