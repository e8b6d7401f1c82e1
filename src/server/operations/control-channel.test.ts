// The control channel alone, with a stand-in snapshot: who can reach it (modes), what it answers to
// anything but a backup, one snapshot at a time, a dead server's socket file, a path too long.
import { mkdtempSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { controlSocketPath, startControlChannel, type ControlChannel } from './control-channel.js';

function ask(socketPath: string, method: string, urlPath: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, method, path: urlPath, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the backup control channel', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kl-channel-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  const start = async (dataDir: string, snapshot: () => Promise<Uint8Array>, logs: string[] = []): Promise<ControlChannel> => {
    const channel = await startControlChannel({ dataDir, snapshot, log: (l) => logs.push(l) });
    if (!channel) throw new Error('no channel');
    cleanups.push(() => channel.close());
    return channel;
  };

  it('answers POST /backup with the snapshot, only its owner can reach it, and anything else is 404', async () => {
    const dataDir = newDataDir();
    const channel = await start(dataDir, async () => new Uint8Array([0x1f, 0x8b, 1, 2, 3]));
    expect(statSync(channel.socketPath).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(channel.socketPath)).mode & 0o777).toBe(0o700);
    const backup = await ask(channel.socketPath, 'POST', '/backup');
    expect(backup.status).toBe(200);
    expect([...backup.body]).toEqual([0x1f, 0x8b, 1, 2, 3]);
    expect((await ask(channel.socketPath, 'GET', '/backup')).status).toBe(404);
    expect((await ask(channel.socketPath, 'POST', '/backup/../etc')).status).toBe(404);
    expect((await ask(channel.socketPath, 'POST', '/shutdown')).status).toBe(404);
  });

  it('takes one snapshot at a time, and a failing snapshot is a 500 the channel survives', async () => {
    let release: () => void = () => {};
    let fail = false;
    let started: () => void = () => {};
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const channel = await start(newDataDir(), () => {
      if (fail) return Promise.reject(new Error('disk on fire'));
      started();
      return new Promise((resolve) => (release = () => resolve(new Uint8Array([7]))));
    });
    const first = ask(channel.socketPath, 'POST', '/backup');
    await firstStarted;
    const second = await ask(channel.socketPath, 'POST', '/backup');
    expect(second.status).toBe(409);
    release();
    expect((await first).status).toBe(200);
    fail = true;
    const failed = await ask(channel.socketPath, 'POST', '/backup');
    expect(failed.status).toBe(500);
    expect(failed.body.toString()).toContain('disk on fire');
  });

  it('replaces a dead server socket file and a control entry that is not a folder, and removes the socket on close', async () => {
    const dataDir = newDataDir();
    writeFileSync(path.join(dataDir, 'control'), 'not a folder');
    const channel = await start(dataDir, async () => new Uint8Array([1]));
    expect((await ask(channel.socketPath, 'POST', '/backup')).status).toBe(200);
    await channel.close();
    expect(() => statSync(channel.socketPath)).toThrow();
    mkdirSync(path.dirname(controlSocketPath(dataDir)), { recursive: true });
    writeFileSync(controlSocketPath(dataDir), 'left by a killed server');
    const again = await start(dataDir, async () => new Uint8Array([2]));
    expect((await ask(again.socketPath, 'POST', '/backup')).body[0]).toBe(2);
  });

  it('runs without a channel, saying why, when DATA_DIR is too long a path for a socket', async () => {
    const dataDir = path.join(newDataDir(), 'x'.repeat(120));
    const logs: string[] = [];
    expect(await startControlChannel({ dataDir, snapshot: async () => new Uint8Array(), log: (l) => logs.push(l) })).toBeNull();
    expect(logs.join()).toMatch(/WARNING: no live backup channel/);
  });
});
