// Open-loop load: action i starts at start + i / rate whatever earlier ones are doing, so a slow
// server meets the same arrivals (not fewer, as a closed loop would send). Bounded in count and in
// time; a cap on actions in flight keeps a stuck server from piling up unbounded work, and every
// action the cap refused is counted (the bench treats it as a failure).
import { setTimeout as sleep } from 'node:timers/promises';

export interface OpenLoopResult {
  started: number;
  /** Actions not started because `maxInFlight` were still running. */
  refused: number;
  /** Actions still running when the drain time ran out. */
  unfinished: number;
  /** The latest any action started after its due time (the load generator's own lag). */
  maxLateMs: number;
  seconds: number;
}

export async function runOpenLoop(options: {
  perSecond: number;
  seconds: number;
  maxInFlight: number;
  drainMs: number;
  action: () => Promise<void>;
}): Promise<OpenLoopResult> {
  const total = Math.round(options.perSecond * options.seconds);
  const intervalMs = 1000 / options.perSecond;
  const inFlight = new Set<Promise<void>>();
  const result: OpenLoopResult = { started: 0, refused: 0, unfinished: 0, maxLateMs: 0, seconds: 0 };
  const begin = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = begin + i * intervalMs - performance.now();
    if (wait > 0) await sleep(wait);
    else result.maxLateMs = Math.max(result.maxLateMs, -wait);
    if (inFlight.size >= options.maxInFlight) {
      result.refused += 1;
      continue;
    }
    const running: Promise<void> = options.action().finally(() => inFlight.delete(running));
    inFlight.add(running);
    result.started += 1;
  }
  const drained = Promise.allSettled([...inFlight]).then(() => true);
  const finished = await Promise.race([drained, sleep(options.drainMs).then(() => false)]);
  result.unfinished = finished ? 0 : inFlight.size;
  result.seconds = (performance.now() - begin) / 1000;
  return result;
}
