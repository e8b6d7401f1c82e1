// The health monitor (decision 035): one failed connection on a healthy database changes nothing;
// a failed check marks the database down until a check answers, then waiters and listeners hear it.
import { describe, expect, it } from 'vitest';
import { DatabaseHealth, type AvailabilityChange } from './database-health.js';

const lost = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const flush = () => new Promise((r) => setTimeout(r, 0));

function monitor(answers: () => boolean) {
  let pings = 0;
  const health = new DatabaseHealth(async () => {
    pings++;
    if (!answers()) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  const changes: AvailabilityChange[] = [];
  health.onChange((change) => changes.push(change));
  return { health, changes, pings: () => pings };
}

describe('DatabaseHealth', () => {
  it('stays available when the check after a lost connection answers', async () => {
    const { health, changes, pings } = monitor(() => true);
    health.report(lost());
    health.report(lost()); // one check at a time
    await flush();
    expect(pings()).toBe(1);
    expect(health.isAvailable).toBe(true);
    expect(changes).toEqual([]);
  });

  it('ignores failures that are not about the connection', async () => {
    const { health, pings } = monitor(() => false);
    health.report(Object.assign(new Error('duplicate key'), { code: '23505' }));
    await flush();
    expect(pings()).toBe(0);
    expect(health.isAvailable).toBe(true);
  });

  it('is down while checks fail, then back, waking the waiters', async () => {
    let up = false;
    const { health, changes } = monitor(() => up);
    health.report(lost());
    await flush();
    expect(health.isAvailable).toBe(false);
    expect(changes).toEqual([{ available: false }]);
    let woken = false;
    const waiting = health.whenAvailable().then(() => (woken = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(woken).toBe(false);
    up = true;
    await waiting;
    expect(health.isAvailable).toBe(true);
    expect(changes).toEqual([{ available: false }, { available: true, downForMs: expect.any(Number) as number }]);
    health.close();
  });

  it('releases its waiters when closed', async () => {
    const { health } = monitor(() => false);
    health.report(lost());
    await flush();
    const waiting = health.whenAvailable();
    health.close();
    await expect(waiting).resolves.toBeUndefined();
  });
});
