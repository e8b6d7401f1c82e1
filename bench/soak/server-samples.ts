// Each server's memory and event-loop delay over time, read from its own /metrics (prom-client's
// default metrics, METRICS_TOKEN), and the least-squares slope that says whether memory is flat.

export interface ServerSample {
  atSecond: number;
  rssBytes: number;
  heapUsedBytes: number;
  /** Event-loop delay since the previous scrape (prom-client resets its histogram on each). */
  loopP99Ms: number;
  loopMaxMs: number;
  /** CPU time the process used since it started (user + system). */
  cpuSeconds: number;
}

function metricValue(text: string, name: string): number {
  const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.eE+-]+)$`, 'm').exec(text);
  if (!match) throw new Error(`/metrics has no ${name}`);
  return Number(match[1]);
}

/** Sums a labelled counter's series whose labels contain `labelText` (e.g. result="hit"). */
export function metricSum(text: string, name: string, labelText: string): number {
  let sum = 0;
  for (const match of text.matchAll(new RegExp(`^${name}\\{([^}]*)\\} ([0-9.eE+-]+)$`, 'gm'))) {
    if (match[1]!.includes(labelText)) sum += Number(match[2]);
  }
  return sum;
}

export async function readMetrics(serverUrl: string, token: string): Promise<string> {
  const res = await fetch(`${serverUrl}/metrics`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return res.text();
}

export function sampleFrom(text: string, atSecond: number): ServerSample {
  return {
    atSecond,
    rssBytes: metricValue(text, 'keywordlens_process_resident_memory_bytes'),
    heapUsedBytes: metricValue(text, 'keywordlens_nodejs_heap_size_used_bytes'),
    loopP99Ms: metricValue(text, 'keywordlens_nodejs_eventloop_lag_p99_seconds') * 1000,
    loopMaxMs: metricValue(text, 'keywordlens_nodejs_eventloop_lag_max_seconds') * 1000,
    cpuSeconds: metricValue(text, 'keywordlens_process_cpu_seconds_total'),
  };
}

/** Least-squares slope of `value` over `atSecond`, per hour. */
export function slopePerHour(samples: ServerSample[], value: (s: ServerSample) => number): number {
  const n = samples.length;
  if (n < 2) return 0;
  const meanX = samples.reduce((sum, s) => sum + s.atSecond, 0) / n;
  const meanY = samples.reduce((sum, s) => sum + value(s), 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const s of samples) {
    covariance += (s.atSecond - meanX) * (value(s) - meanY);
    variance += (s.atSecond - meanX) ** 2;
  }
  return variance === 0 ? 0 : (covariance / variance) * 3600;
}
