import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.js';

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('SessionCache', () => {
  it('asks once within the TTL and again after it', async () => {
    const time = clock();
    const cache = new SessionCache<string>({ ttlMs: 5_000, now: time.now });
    let asked = 0;
    const lookup = async () => `answer ${++asked}`;
    expect(await cache.get('token', lookup)).toBe('answer 1');
    time.advance(4_999);
    expect(await cache.get('token', lookup)).toBe('answer 1');
    time.advance(1);
    expect(await cache.get('token', lookup)).toBe('answer 2');
  });

  it('shares one running lookup between concurrent requests', async () => {
    const cache = new SessionCache<number>();
    let asked = 0;
    const lookup = () => new Promise<number>((resolve) => setTimeout(() => resolve(++asked), 5));
    expect(await Promise.all([cache.get('t', lookup), cache.get('t', lookup), cache.get('t', lookup)])).toEqual([1, 1, 1]);
  });

  it('never keeps a value past its own expiry (a session that ends within the TTL)', async () => {
    const time = clock();
    const cache = new SessionCache<{ until: number }>({ ttlMs: 5_000, now: time.now, expiresAt: (v) => v.until });
    let asked = 0;
    const lookup = async () => ({ until: time.now() + 1_000 + asked++ });
    await cache.get('t', lookup);
    time.advance(1_000);
    await cache.get('t', lookup);
    expect(asked).toBe(2);
  });

  it('does not remember a failed lookup', async () => {
    const cache = new SessionCache<string>();
    await expect(cache.get('t', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.get('t', async () => 'back')).toBe('back');
  });

  it('forgets everything at once, running lookups included', async () => {
    const cache = new SessionCache<string>();
    let release: (value: string) => void = () => undefined;
    const running = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    await cache.get('b', async () => 'b old');
    cache.forgetAll();
    release('a old');
    expect(await running).toBe('a old');
    expect(await cache.get('a', async () => 'a new')).toBe('a new');
    expect(await cache.get('b', async () => 'b new')).toBe('b new');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = new SessionCache<string>({ maxEntries: 2 });
    await cache.get('1', async () => 'one');
    await cache.get('2', async () => 'two');
    await cache.get('3', async () => 'three');
    expect(cache.size).toBe(2);
    expect(await cache.get('1', async () => 'one again')).toBe('one again');
  });
});
