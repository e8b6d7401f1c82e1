// The soak's traffic: what a day of people and scripts ask, by weight. Each action is one request
// (a session swap is two: sign-out, then sign-in) made by one person picked at random, reading and
// writing only their own things, so every answer but the expected one is a real failure.
import type { SoakUser } from './soak-users.js';

const HEADS = ['running', 'trail', 'garden', 'coffee', 'budget', 'electric', 'vegan', 'winter', 'kids', 'yoga', 'camping', 'wireless', 'leather', 'organic', 'travel', 'vintage', 'gaming', 'home', 'office', 'hiking'];
const TAILS = ['shoes', 'tools', 'grinder', 'laptop', 'bike', 'recipes', 'jacket', 'toys', 'mat', 'tent', 'headphones', 'boots', 'tea', 'backpack', 'lamp', 'chair', 'desk', 'camera', 'watch', 'stroller'];
const QUALIFIERS = ['', 'best', 'cheap', 'review', 'near me', 'for beginners', 'sale', 'how to choose', 'vs', 'guide'];
const SORTS = ['searchVolume', 'difficulty', 'cpc', 'keyword', 'rank', 'opportunity', 'intent', 'trend'] as const;
const FILTERS = ['', '', 'vol=100..', 'kd=..40', 'intent=commercial,transactional', 'cpc=0.5..3', 'wc=2..4', 'vol=50..5000&kd=..60', 'exc=cheap&excm=any'];
const FORMATS = ['csv', 'csv', 'json', 'txt'] as const;
const LIMITS = [100, 100, 100, 100, 250, 250, 500] as const;
const MARKET = { locationCode: 2840, languageCode: 'en' } as const;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

interface ResearchQuery {
  keyword: string;
  limit: number;
}

export interface MixState {
  users: SoakUser[];
  /** Questions the provider has answered (a repeat is a cache hit). */
  answered: ResearchQuery[];
  asked: Set<string>;
  researches: { hit: number; miss: number; api: number };
  importedJobs: { complete: number; failed: number };
  /** Sign-ins not made because every person had a request in flight. */
  skippedSignIns: number;
}

export function createMixState(users: SoakUser[]): MixState {
  return { users, answered: [], asked: new Set(), researches: { hit: 0, miss: 0, api: 0 }, importedJobs: { complete: 0, failed: 0 }, skippedSignIns: 0 };
}

/** A keyword no one asked yet (a cache miss): 20 x 20 x 10 = 4,000 of them, then numbered. */
function freshKeyword(state: MixState): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const keyword = [pick(QUALIFIERS), pick(HEADS), pick(TAILS)].filter(Boolean).join(' ');
    if (!state.asked.has(keyword)) return keyword;
  }
  return `${pick(HEADS)} ${pick(TAILS)} ${state.asked.size}`;
}

function rowsQuery(): string {
  const parts = [`sort=${pick(SORTS)}`, `direction=${pick(['asc', 'desc'])}`, `limit=${pick([50, 100, 100, 200])}`, `offset=${pick([0, 0, 0, 50, 100])}`];
  const filter = pick(FILTERS);
  return filter ? `${parts.join('&')}&${filter}` : parts.join('&');
}

/**
 * Runs `work` as a person whose session is not being swapped, counted as in flight, so a sign-out
 * never lands between a request and its cookie (a browser's own race, not the server's failure).
 */
async function asSignedIn(state: MixState, work: (user: SoakUser) => Promise<void>): Promise<void> {
  const idle = state.users.filter((u) => !u.isSwapping);
  const user = pick(idle.length > 0 ? idle : state.users);
  user.cookieRequests += 1;
  try {
    await work(user);
  } finally {
    user.cookieRequests -= 1;
  }
}

async function research(state: MixState, user: SoakUser, viaKey: boolean, fresh: boolean): Promise<void> {
  const query = fresh || state.answered.length === 0 ? { keyword: freshKeyword(state), limit: pick(LIMITS) } : pick(state.answered);
  if (fresh) state.asked.add(query.keyword);
  const route = viaKey ? 'POST research (API key, repeat)' : fresh ? 'POST research (new)' : 'POST research (repeat)';
  const answer = await user.client.send({ route, method: 'POST', path: '/api/research', body: { ...query, ...MARKET }, ...(viaKey ? { apiKey: user.apiKey } : {}) });
  const id = (answer?.json as { researchId?: string } | null)?.researchId;
  if (!id) return;
  if (fresh) state.answered.push(query);
  state.researches[viaKey ? 'api' : fresh ? 'miss' : 'hit'] += 1;
  user.researchIds.push(id);
  if (user.researchIds.length > 40) user.researchIds.shift();
}

const someResearch = (user: SoakUser) => pick(user.researchIds);

async function importList(state: MixState, user: SoakUser): Promise<void> {
  // One import per list at a time (the server answers 409 to a second): follow the open job instead.
  const job = user.openJobs[0];
  if (job !== undefined) {
    const answer = await user.client.send({ route: 'GET import job', method: 'GET', path: `/api/lists/${user.listId}/jobs/${job}` });
    const status = (answer?.json as { status?: string } | null)?.status;
    if (status === 'complete' || status === 'cancelled' || status === 'failed') {
      user.openJobs.shift();
      state.importedJobs[status === 'failed' ? 'failed' : 'complete'] += 1;
    }
    return;
  }
  if (user.isImporting) {
    await readListItems(user);
    return;
  }
  user.isImporting = true;
  // Half known to the cache, half new: the job fetches the new ones in batches of 100.
  const known = Array.from({ length: 15 }, () => pick(state.answered)?.keyword ?? freshKeyword(state));
  const fresh = Array.from({ length: 15 + Math.floor(Math.random() * 30) }, () => `${pick(HEADS)} ${pick(TAILS)} ${pick(QUALIFIERS)} ${Math.floor(Math.random() * 1e6)}`.trim());
  const answer = await user.client
    .send({ route: 'POST list import', method: 'POST', path: `/api/lists/${user.listId}/import`, body: { text: [...known, ...fresh].join('\n') }, expect: [202] })
    .finally(() => (user.isImporting = false));
  const jobId = (answer?.json as { job?: { id: string } | null } | null)?.job?.id;
  if (jobId) user.openJobs.push(jobId);
}

async function readListItems(user: SoakUser): Promise<void> {
  await user.client.send({ route: 'GET list items', method: 'GET', path: `/api/lists/${user.listId}/items?${rowsQuery()}` });
}

async function swapSession(user: SoakUser): Promise<void> {
  user.isSwapping = true;
  try {
    await user.client.send({ route: 'POST sign-out', method: 'POST', path: '/api/auth/sign-out', body: {} });
    user.client.cookies.clear();
    await user.client.send({ route: 'POST sign-in', method: 'POST', path: '/api/auth/sign-in/email', body: { email: user.email, password: user.password } });
    user.signedInAt = Date.now();
  } finally {
    user.isSwapping = false;
  }
}

interface Action {
  weight: number;
  run(state: MixState): Promise<void>;
}

/** Weights are shares of the requests (they need not add up to 100). */
export const SOAK_ACTIONS: Record<string, Action> = {
  researchNew: { weight: 5, run: (s) => asSignedIn(s, (u) => research(s, u, false, true)) },
  researchRepeat: { weight: 9, run: (s) => asSignedIn(s, (u) => research(s, u, false, false)) },
  rows: {
    weight: 24,
    run: (s) =>
      asSignedIn(s, async (u) => {
        await u.client.send({ route: 'GET rows (filter, sort, page)', method: 'GET', path: `/api/researches/${someResearch(u)}/rows?${rowsQuery()}` });
      }),
  },
  distribution: {
    weight: 4,
    run: (s) =>
      asSignedIn(s, async (u) => {
        await u.client.send({ route: 'GET distribution', method: 'GET', path: `/api/researches/${someResearch(u)}/distribution?${pick(FILTERS)}` });
      }),
  },
  history: {
    weight: 6,
    run: (s) =>
      asSignedIn(s, async (u) => {
        await u.client.send({ route: 'GET history', method: 'GET', path: `/api/researches${Math.random() < 0.3 ? `?keyword=${pick(TAILS)}` : ''}` });
      }),
  },
  export: {
    weight: 5,
    run: (s) =>
      asSignedIn(s, async (u) => {
        const filter = pick(FILTERS);
        await u.client.send({ route: 'GET export', method: 'GET', path: `/api/researches/${someResearch(u)}/export?format=${pick(FORMATS)}&sort=${pick(SORTS)}${filter ? `&${filter}` : ''}` });
      }),
  },
  listImport: { weight: 6, run: (s) => asSignedIn(s, (u) => importList(s, u)) },
  listItems: {
    weight: 4,
    run: (s) => asSignedIn(s, readListItems),
  },
  account: {
    weight: 5,
    run: (s) =>
      asSignedIn(s, async (u) => {
        const path = pick(['/api/account/me', '/api/billing/subscription']);
        await u.client.send({ route: `GET ${path}`, method: 'GET', path });
      }),
  },
  apiRows: {
    weight: 5,
    run: async (s) => {
      const u = pick(s.users);
      await u.client.send({ route: 'GET rows (API key)', method: 'GET', path: `/api/researches/${someResearch(u)}/rows?${rowsQuery()}`, apiKey: u.apiKey });
    },
  },
  apiHistory: {
    weight: 3,
    run: async (s) => {
      const u = pick(s.users);
      await u.client.send({ route: 'GET history (API key)', method: 'GET', path: '/api/researches', apiKey: u.apiKey });
    },
  },
  apiResearch: { weight: 3, run: (s) => research(s, pick(s.users), true, false) },
  apiQuota: {
    weight: 2,
    run: async (s) => {
      const u = pick(s.users);
      await u.client.send({ route: 'GET subscription (API key)', method: 'GET', path: '/api/billing/subscription', apiKey: u.apiKey });
    },
  },
  signIn: {
    weight: 3,
    // The person signed in longest ago: sign-ins spread evenly, under the per-account limit.
    run: async (s) => {
      const user = s.users.filter((u) => !u.isSwapping && u.cookieRequests === 0).sort((a, b) => a.signedInAt - b.signedInAt)[0];
      if (user) await swapSession(user);
      else s.skippedSignIns += 1;
    },
  },
};

const totalWeight = Object.values(SOAK_ACTIONS).reduce((sum, a) => sum + a.weight, 0);

/** The share of actions that are sign-ins (the settings size the crowd so none hits its limit). */
export const SIGN_IN_SHARE = SOAK_ACTIONS.signIn!.weight / totalWeight;

export function pickAction(): Action {
  let roll = Math.random() * totalWeight;
  for (const action of Object.values(SOAK_ACTIONS)) {
    roll -= action.weight;
    if (roll < 0) return action;
  }
  return SOAK_ACTIONS.rows!;
}

/** One research per person before the clock starts, so every read has something to read. */
export async function seedResearches(state: MixState): Promise<void> {
  for (let start = 0; start < state.users.length; start += 4) {
    await Promise.all(state.users.slice(start, start + 4).map((u) => research(state, u, false, true)));
  }
  state.researches = { hit: 0, miss: 0, api: 0 };
}
