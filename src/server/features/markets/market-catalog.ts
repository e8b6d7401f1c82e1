// The market lists this server offers and validates against (decision 024). It starts with the
// bundled snapshot, takes the stored lists when there are any, and refreshes them from the
// provider when they are older than a week: in the background, one fetch at a time, never in a
// user's request path; a failed fetch keeps the lists it had and is not tried again before its
// backoff ends (decision 037), by this server or any other on the same database.
import { BUNDLED_MARKETS } from '../../../shared/markets/bundled-markets.js';
import { registerKnownMarkets, withSpecMarketsFirst, type MarketLists, type MarketsResponse } from '../../../shared/markets/market-lists.js';
import type { Db } from '../../db/client.js';
import { DEFAULT_READ_BACKOFF, ProviderReadBackoff, type BackoffPolicy } from '../../db/provider-read-backoff.js';
import type { MarketListSource } from '../../providers/market-source.js';
import { readStoredMarketLists, writeMarketLists } from './market-store.js';

export const MARKET_REFRESH_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const READ_BACKOFF_FALLBACK_MS = DEFAULT_READ_BACKOFF.baseMs;

export interface MarketCatalogOptions {
  db: Db;
  /** null: the demo provider, whose lists are the bundled snapshot. */
  source: MarketListSource | null;
  log: (line: string) => void;
  now?: () => Date;
  /** The wait after failed fetches; the shared default unless a test shortens it. */
  backoff?: BackoffPolicy;
  random?: () => number;
}

export class MarketCatalog {
  private current: MarketsResponse = { ...BUNDLED_MARKETS, origin: 'bundled', refreshedAt: null };
  private refreshing: Promise<void> | null = null;
  private readonly now: () => Date;
  private readonly backoff: ProviderReadBackoff | null;
  // What this server last learnt of the shared backoff: until then, a page view costs no query.
  private heldUntil = 0;

  constructor(private readonly options: MarketCatalogOptions) {
    this.now = options.now ?? (() => new Date());
    this.backoff = options.source ? new ProviderReadBackoff(options.db, `markets:${options.source.provider}`, options.backoff, options.random) : null;
    registerKnownMarkets(this.current);
  }

  lists(): MarketsResponse {
    return this.current;
  }

  /** Takes the stored lists (another server may have fetched them since); true when there were any. */
  async loadStored(): Promise<boolean> {
    const source = this.options.source;
    if (!source) return false;
    const stored = await readStoredMarketLists(this.options.db, source.provider);
    if (!stored) return false;
    const known = this.current.refreshedAt;
    if (!known || new Date(known) < stored.refreshedAt) this.use(stored.lists, stored.refreshedAt);
    return true;
  }

  isStale(): boolean {
    if (!this.options.source) return false;
    const at = this.current.refreshedAt;
    return !at || this.now().getTime() - new Date(at).getTime() >= MARKET_REFRESH_AFTER_MS;
  }

  /**
   * Reads the stored lists, and fetches new ones when they are a week old (or missing). Failures
   * are logged and keep the current lists. Concurrent calls share one run.
   */
  refreshIfStale(): Promise<void> {
    if (!this.options.source) return Promise.resolve();
    this.refreshing ??= this.runRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Resolves when no refresh is running (tests wait for a page view's background work). */
  settled(): Promise<void> {
    return this.refreshing ?? Promise.resolve();
  }

  /** Starts refreshIfStale without waiting for it: what a request may do. */
  refreshInBackground(): void {
    if (this.isStale() && this.now().getTime() >= this.heldUntil) void this.refreshIfStale();
  }

  private async runRefresh(): Promise<void> {
    const source = this.options.source;
    const backoff = this.backoff;
    if (!source || !backoff) return;
    let claimed = false;
    try {
      await this.loadStored();
      if (!this.isStale()) return;
      const claim = await backoff.claim(this.now());
      if (!claim.claimed) {
        this.heldUntil = claim.retryAt.getTime();
        return;
      }
      claimed = true;
      const lists = withSpecMarketsFirst(await source.fetchLists());
      const refreshedAt = this.now();
      await writeMarketLists(this.options.db, source.provider, lists, refreshedAt);
      await backoff.recordSuccess();
      this.heldUntil = 0;
      this.use(lists, refreshedAt);
      this.options.log(`[markets] ${source.provider} lists refreshed: ${lists.locations.length} locations, ${lists.languages.length} languages`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const next = claimed ? await backoff.recordFailure(this.now(), error).catch(() => null) : null;
      // Not even the failure could be recorded (the database is down): still wait the base step here.
      this.heldUntil = next ? next.retryAt.getTime() : this.now().getTime() + READ_BACKOFF_FALLBACK_MS;
      const when = next ? `; failure ${next.failures} in a row, next try after ${next.retryAt.toISOString()}` : '';
      this.options.log(`[markets] refreshing the ${source.provider} lists failed, keeping the current ones: ${reason}${when}`);
    }
  }

  private use(lists: MarketLists, refreshedAt: Date): void {
    const ordered = withSpecMarketsFirst(lists);
    this.current = { ...ordered, origin: 'provider', refreshedAt: refreshedAt.toISOString() };
    registerKnownMarkets(ordered);
  }
}

const CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Refreshes now if due, then checks hourly; the timer never keeps the process alive. */
export function startMarketRefresh(catalog: MarketCatalog): () => void {
  void catalog.refreshIfStale();
  const timer = setInterval(() => void catalog.refreshIfStale(), CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
