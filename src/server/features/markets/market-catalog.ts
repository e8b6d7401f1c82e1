// The market lists this server offers and validates against (decision 024). It starts with the
// bundled snapshot, takes the stored lists when there are any, and refreshes them from the
// provider when they are older than a week: in the background, one fetch at a time, never in a
// user's request path; a failed fetch keeps the lists it had.
import { BUNDLED_MARKETS } from '../../../shared/markets/bundled-markets.js';
import { registerKnownMarkets, withSpecMarketsFirst, type MarketLists, type MarketsResponse } from '../../../shared/markets/market-lists.js';
import type { Db } from '../../db/client.js';
import type { MarketListSource } from '../../providers/market-source.js';
import { readStoredMarketLists, writeMarketLists } from './market-store.js';

export const MARKET_REFRESH_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

export interface MarketCatalogOptions {
  db: Db;
  /** null: the demo provider, whose lists are the bundled snapshot. */
  source: MarketListSource | null;
  log: (line: string) => void;
  now?: () => Date;
}

export class MarketCatalog {
  private current: MarketsResponse = { ...BUNDLED_MARKETS, origin: 'bundled', refreshedAt: null };
  private refreshing: Promise<void> | null = null;
  private readonly now: () => Date;

  constructor(private readonly options: MarketCatalogOptions) {
    this.now = options.now ?? (() => new Date());
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

  /** Starts refreshIfStale without waiting for it: what a request may do. */
  refreshInBackground(): void {
    if (this.isStale()) void this.refreshIfStale();
  }

  private async runRefresh(): Promise<void> {
    const source = this.options.source;
    if (!source) return;
    try {
      await this.loadStored();
      if (!this.isStale()) return;
      const lists = withSpecMarketsFirst(await source.fetchLists());
      const refreshedAt = this.now();
      await writeMarketLists(this.options.db, source.provider, lists, refreshedAt);
      this.use(lists, refreshedAt);
      this.options.log(`[markets] ${source.provider} lists refreshed: ${lists.locations.length} locations, ${lists.languages.length} languages`);
    } catch (error) {
      this.options.log(`[markets] refreshing the ${source.provider} lists failed, keeping the current ones: ${error instanceof Error ? error.message : String(error)}`);
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
