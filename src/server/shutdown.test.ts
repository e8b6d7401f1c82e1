// Graceful shutdown on a real HTTP server: requests in flight finish, the grace period bounds the
// wait, and the shutdown tasks run newest first, each even when another fails.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Lifecycle } from './lifecycle.js';
import { createLogger } from './observability/logger.js';
import { shutdownGracefully } from './shutdown.js';

const silent = createLogger({ level: 'silent' });

async function serverAnsweringAfter(ms: number | null) {
  const server = http.createServer((_req, res) => {
    if (ms !== null) setTimeout(() => res.end('done'), ms);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, agent: new http.Agent({ keepAlive: true }) }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

describe('shutdownGracefully', () => {
  it('lets a request in flight finish, refuses new connections, then runs the tasks', async () => {
    const { server, port } = await serverAnsweringAfter(300);
    const lifecycle = new Lifecycle();
    const ran: string[] = [];
    lifecycle.onShutdown('close the database', () => void ran.push('database'));
    lifecycle.onShutdown('stop timers', () => void ran.push('timers'));
    const inFlight = get(port);
    await new Promise((r) => setTimeout(r, 50));
    const stopped = shutdownGracefully(server, { lifecycle, logger: silent }, 5_000);
    expect(lifecycle.isDraining).toBe(true);
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toBe('done');
    await stopped;
    expect(ran).toEqual(['timers', 'database']);
  });

  it('cuts off what is still running after the grace period', async () => {
    const { server, port } = await serverAnsweringAfter(null);
    const lifecycle = new Lifecycle();
    const ran: string[] = [];
    lifecycle.onShutdown('close the database', () => void ran.push('database'));
    const hanging = get(port).catch((error: Error) => error.message);
    await new Promise((r) => setTimeout(r, 50));
    // Never answered: only the 300 ms grace period can end this shutdown.
    await shutdownGracefully(server, { lifecycle, logger: silent }, 300);
    expect(await hanging).toMatch(/socket hang up|ECONNRESET/);
    expect(ran).toEqual(['database']);
  });

  it('runs every task even when one fails, and reports the failure', async () => {
    const lifecycle = new Lifecycle();
    const ran: string[] = [];
    const failures: string[] = [];
    lifecycle.onShutdown('first', () => void ran.push('first'));
    lifecycle.onShutdown('broken', () => {
      throw new Error('boom');
    });
    await lifecycle.runShutdownTasks((task, error) => failures.push(`${task}: ${(error as Error).message}`));
    expect(ran).toEqual(['first']);
    expect(failures).toEqual(['broken: boom']);
    await lifecycle.runShutdownTasks(() => failures.push('again'));
    expect(ran).toEqual(['first']); // each task runs once
  });
});
