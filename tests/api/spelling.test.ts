// The spelling hint route with a research language, on the real app and database (PGlite, or
// PostgreSQL with TEST_DB=postgres): the language's dictionary (Portuguese's read by Hunspell in
// WebAssembly), no hint where a language has none, brands kept, words of the market's own keyword
// data kept, and a 400 for an unknown language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_LANGUAGE } from '../../src/shared/messages/research.js';
import { keywordResearch, keywordResults, user as userTable } from '../../src/server/db/schema/index.js';
import { marketWordLookup, SHARED_WORD_MIN_USERS } from '../../src/server/features/spelling/market-words.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let user: SignedIn;

// Reads an error message from either error body shape (the shape is being changed elsewhere).
const msg = (body: unknown): string | undefined => {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' ? error : (error as { message?: string } | undefined)?.message;
};

const hint = async (text: string, lang?: string) => {
  const query = new URLSearchParams({ s: text, max: '1', ...(lang === undefined ? {} : { lang }) });
  return user.get<Array<{ word: string }>>(`/api/spelling?${query.toString()}`);
};

beforeAll(async () => {
  app = await startTestApp();
  user = await app.createUser();
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/spelling with a language', () => {
  it('uses the language dictionary: German hint for German, none from English for German words', async () => {
    expect((await hint('gunstige laufschuhe', 'de')).body).toEqual([{ word: 'günstige laufschuhe' }]);
    expect((await hint('fahrad kaufen', 'de')).body).toEqual([{ word: 'fahrrad kaufen' }]);
    expect((await hint('laufschuhe damen', 'de')).body).toEqual([]);
    expect((await hint('laufschuhe damen', 'en')).body).toEqual([]);
    expect((await hint('keywrod reserch')).body).toEqual([{ word: 'keyword research' }]); // no lang: English
  });

  it('never rewrites brands and product names', async () => {
    for (const lang of ['en', 'de']) {
      for (const text of ['asics gel', 'hoka clifton', 'seo tools']) expect((await hint(text, lang)).body, `${lang} ${text}`).toEqual([]);
    }
  });

  it('hints Portuguese (Hunspell in WebAssembly) and keeps its brands', async () => {
    expect((await hint('previsao do tempo', 'pt')).body).toEqual([{ word: 'previsão do tempo' }]);
    expect((await hint('havaianas feminina', 'pt')).body).toEqual([]);
    expect((await hint('tênis de corrida feminino', 'pt')).body).toEqual([]);
  });

  it('answers [] for a language without a dictionary', async () => {
    for (const lang of ['it', 'ja', 'ko', 'zh']) {
      const res = await hint('scarpe da corsa runing', lang);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });

  it('keeps a word seen in the market keyword data of that language (not demo data, not the seed row)', async () => {
    const db = app.deps.database.db;
    // Hanwag (hiking boots) is not in the brand list: the German dictionary alone says "hinwag".
    expect((await hint('hanwag schuhe', 'de')).body).toEqual([{ word: 'hinwag schuhe' }]);
    const [demo] = await db
      .insert(keywordResearch)
      .values({ userId: user.userId, seedKeyword: 'laufschuhe', locationCode: 2276, languageCode: 'de', provider: 'demo' })
      .returning({ id: keywordResearch.id });
    await db.insert(keywordResults).values({ researchId: demo!.id, keyword: 'hanwag schuhe' });
    expect((await hint('hanwag schuhe', 'de')).body).not.toEqual([]); // demo rows are not market data

    const [real] = await db
      .insert(keywordResearch)
      .values({ userId: user.userId, seedKeyword: 'hanwag', locationCode: 2276, languageCode: 'de', provider: 'dataforseo' })
      .returning({ id: keywordResearch.id });
    await db.insert(keywordResults).values({ researchId: real!.id, keyword: 'hanwag', isSeedKeyword: true, rank: 0 });
    expect((await hint('hanwag schuhe', 'de')).body).not.toEqual([]); // the seed row is what a user typed
    await db.insert(keywordResults).values({ researchId: real!.id, keyword: 'hanwag bergschuhe herren', rank: 1 });
    expect((await hint('hanwag schuhe', 'de')).body).toEqual([]);
  });

  it("another user's research never shapes the hint: a word counts once the researches of k distinct users hold it (decision 037)", async () => {
    const db = app.deps.database.db;
    expect(SHARED_WORD_MIN_USERS).toBe(5);
    const researchBy = async (userId: string, idea: string) => {
      const [research] = await db
        .insert(keywordResearch)
        .values({ userId, seedKeyword: 'tools', locationCode: 2840, languageCode: 'en', provider: 'dataforseo' })
        .returning({ id: keywordResearch.id });
      await db.insert(keywordResults).values({ researchId: research!.id, keyword: idea, rank: 1 });
    };
    const others = Array.from({ length: SHARED_WORD_MIN_USERS }, (_, i) => `k-anon-other-${i}`);
    await db.insert(userTable).values(others.map((id) => ({ id, name: id, email: `${id}@example.test` })));

    expect((await hint('bicyle', 'en')).body).toEqual([{ word: 'bicycle' }]);
    for (const other of others.slice(0, SHARED_WORD_MIN_USERS - 1)) await researchBy(other, 'bicyle planner');
    // Two researches of one of them still count as one user.
    await researchBy(others[0]!, 'free bicyle tool');
    expect((await hint('bicyle', 'en')).body).toEqual([{ word: 'bicycle' }]);
    await researchBy(others[SHARED_WORD_MIN_USERS - 1]!, 'bicyle ideas');
    expect((await hint('bicyle', 'en')).body).toEqual([]);

    // The requesting user's own research counts at once.
    expect((await hint('calender', 'en')).body).toEqual([{ word: 'calendar' }]);
    await researchBy(others[0]!, 'calender tool');
    expect((await hint('calender', 'en')).body).toEqual([{ word: 'calendar' }]);
    await researchBy(user.userId, 'calender tips');
    expect((await hint('calender', 'en')).body).toEqual([]);
  });

  it("counts the words of the provider's own location and language lists", async () => {
    const lists = { locations: [{ code: 1, name: 'Keywrodia Falls', countryIsoCode: null, languageCodes: [] }], languages: [{ code: 'xk', name: 'Reserchish' }] };
    const lookup = marketWordLookup(app.deps.database.db, 'de', { userId: user.userId, lists: () => lists });
    expect([...(await lookup(['keywrodia', 'reserchish', 'falls', 'unheard']))].sort()).toEqual(['falls', 'keywrodia', 'reserchish']);
  });

  it('refuses an unknown language with a 400 JSON error, and nothing else changes', async () => {
    for (const lang of ['xx', '', 'DE', 'english', 'de;drop']) {
      const res = await hint('keywrod', lang);
      expect(res.status, lang).toBe(400);
      expect(msg(res.body)).toBe(UNKNOWN_LANGUAGE);
    }
    expect((await hint('keywrod reserch', 'en')).body).toEqual([{ word: 'keyword research' }]);
  });

  it('refuses anonymous callers before reading the language', async () => {
    expect((await app.client().get('/api/spelling?s=keywrod&max=1&lang=xx')).status).toBe(401);
  });
});
