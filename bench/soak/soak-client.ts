// One simulated browser (or API-key script) of the soak: a cookie jar, its own client address (sent
// as X-Forwarded-For, as the load balancer of compose.yaml would, TRUST_PROXY=1) and a timed request
// that records its duration and any answer other than the one expected.
import type { Recorder } from './recorder.js';

/** Longer than the server's own 25 s request deadline: a hung request shows as a timeout. */
const REQUEST_TIMEOUT_MS = 40_000;

export interface SoakRequest {
  /** The label the figures are kept under, e.g. "GET rows". */
  route: string;
  method: string;
  path: string;
  body?: unknown;
  /** Bearer API key instead of the cookie (a script: no cookie, no Origin). */
  apiKey?: string;
  /** Statuses that count as success (default: 200). */
  expect?: number[];
}

export interface SoakAnswer {
  status: number;
  /** Parsed JSON when the answer is JSON, else null (the body is read in full either way). */
  json: unknown;
  headers: Headers;
}

export class SoakClient {
  readonly cookies = new Map<string, string>();

  constructor(
    /** The servers to spread requests over (a load balancer's choice: random per request). */
    private readonly servers: () => string[],
    /** The public origin (APP_URL): what a browser on the site sends as Origin. */
    private readonly origin: string,
    readonly address: string,
    private readonly recorder: Recorder,
  ) {}

  private pickServer(): string {
    const servers = this.servers();
    return servers[Math.floor(Math.random() * servers.length)]!;
  }

  /** Sends the request; answers null when it failed (already recorded as a failure). */
  async send(request: SoakRequest): Promise<SoakAnswer | null> {
    const url = request.path.startsWith('http') ? request.path : `${this.pickServer()}${request.path}`;
    const headers: Record<string, string> = { 'X-Forwarded-For': this.address, 'Accept-Encoding': 'gzip' };
    if (request.apiKey) headers.Authorization = `Bearer ${request.apiKey}`;
    else {
      headers.Origin = this.origin;
      if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    const started = performance.now();
    try {
      const res = await fetch(url, {
        method: request.method,
        redirect: 'manual',
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      this.recorder.record(request.route, performance.now() - started);
      if (!request.apiKey) this.storeCookies(res.headers);
      if (!(request.expect ?? [200]).includes(res.status)) {
        this.recorder.fail(request.route, res.status, `${request.method} ${request.path.slice(0, 120)}: ${text}`);
        return null;
      }
      let json: unknown = null;
      if ((res.headers.get('content-type') ?? '').includes('json')) json = text === '' ? null : JSON.parse(text);
      return { status: res.status, json, headers: res.headers };
    } catch (error) {
      this.recorder.record(request.route, performance.now() - started);
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      this.recorder.fail(request.route, timedOut ? 'timeout' : 'network', `${request.method} ${request.path.slice(0, 120)}: ${String(error)}`);
      return null;
    }
  }

  private storeCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = value === '' || attributes.some((a) => /^\s*max-age=0\b/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
