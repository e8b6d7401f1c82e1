// What the soak's requests did: durations per route label, and every failure with its status and
// the start of its body, so a run that ends with errors says which request failed and how.

export interface SoakFailure {
  route: string;
  status: number | 'network' | 'timeout';
  detail: string;
  atSecond: number;
}

export interface RouteFigures {
  route: string;
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export class Recorder {
  private readonly durations = new Map<string, number[]>();
  readonly failures: SoakFailure[] = [];
  private readonly startedAt = Date.now();
  /** Only the load phase counts; setup requests go through the same client unrecorded. */
  recording = false;

  record(route: string, ms: number): void {
    if (!this.recording) return;
    const list = this.durations.get(route) ?? [];
    list.push(ms);
    this.durations.set(route, list);
  }

  fail(route: string, status: SoakFailure['status'], detail: string): void {
    if (!this.recording) throw new Error(`setup request ${route} failed: ${status} ${detail}`);
    this.failures.push({ route, status, detail: detail.slice(0, 300), atSecond: Math.round((Date.now() - this.startedAt) / 1000) });
  }

  requests(): number {
    let total = 0;
    for (const list of this.durations.values()) total += list.length;
    return total;
  }

  /** Per route, most requested first. */
  routes(): RouteFigures[] {
    return [...this.durations]
      .map(([route, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return { route, count: sorted.length, p50Ms: quantile(sorted, 0.5), p99Ms: quantile(sorted, 0.99), maxMs: sorted.at(-1) ?? 0 };
      })
      .sort((a, b) => b.count - a.count);
  }
}
