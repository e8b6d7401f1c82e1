// Whether the database can be reached, as this server last saw it (decision 035). A connection
// failure anywhere (a pooled client's error event, a failed request, a worker) makes it check at
// once; only a failed check marks the database down, so one terminated connection on a healthy
// database costs nothing. While down it keeps checking, 250 ms doubling to 2 s, and background
// work waits on `whenAvailable` instead of polling a database that is not there.
import { isDatabaseUnavailable } from './database-failure.js';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 2_000;

export type AvailabilityChange = { available: false } | { available: true; downForMs: number };

export class DatabaseHealth {
  private down = false;
  private downSince = 0;
  private checking = false;
  private closed = false;
  private waiters: Array<() => void> = [];
  private readonly listeners = new Set<(change: AvailabilityChange) => void>();
  private retryTimer: NodeJS.Timeout | undefined;
  private wakeRetry: (() => void) | undefined;

  /** `ping` answers when the database does and rejects (in bounded time) when it does not. */
  constructor(private readonly ping: () => Promise<unknown>) {}

  /** False only after a check failed, until one succeeds. */
  get isAvailable(): boolean {
    return !this.down;
  }

  /** Hands in a failure seen anywhere; a lost or refused connection starts a check. */
  report(error: unknown): void {
    if (isDatabaseUnavailable(error)) this.check();
  }

  /** Resolves at once while available, else when a check succeeds (or the monitor closes). */
  whenAvailable(): Promise<void> {
    if (!this.down || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Called when the database goes down and when it is back; the answer unsubscribes. */
  onChange(listener: (change: AvailabilityChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops checking and releases every waiter (shutdown). */
  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.wakeRetry?.();
    this.release();
  }

  private check(): void {
    if (this.checking || this.closed) return;
    this.checking = true;
    void this.checkUntilUp().finally(() => {
      this.checking = false;
    });
  }

  private async checkUntilUp(): Promise<void> {
    let delay = FIRST_RETRY_MS;
    while (!this.closed) {
      const answered = await this.ping().then(
        () => true,
        () => false,
      );
      if (answered) {
        if (this.down) {
          this.down = false;
          this.emit({ available: true, downForMs: Date.now() - this.downSince });
          this.release();
        }
        return;
      }
      if (!this.down) {
        this.down = true;
        this.downSince = Date.now();
        this.emit({ available: false });
      }
      await this.sleep(delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.wakeRetry = resolve;
      this.retryTimer = setTimeout(resolve, ms);
      this.retryTimer.unref(); // a database that stays away must not keep a stopping process alive
    });
  }

  private emit(change: AvailabilityChange): void {
    for (const listener of this.listeners) listener(change);
  }

  private release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
