import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mcpOriginGuard } from './request-origin.js';

async function status(appUrl: string, headers: Record<string, string>): Promise<number> {
  const guard = mcpOriginGuard(appUrl);
  const app = new Hono().post('/mcp', (c) => {
    try {
      guard(c);
      return c.text('ok', 200);
    } catch {
      return c.text('refused', 403);
    }
  });
  return (await app.request('/mcp', { method: 'POST', headers })).status;
}

describe('mcpOriginGuard', () => {
  it('accepts the app\'s own host, and any loopback name when the app runs on one', async () => {
    expect(await status('http://localhost:3000', { host: 'localhost:3000' })).toBe(200);
    expect(await status('http://localhost:3000', { host: '127.0.0.1:3000' })).toBe(200);
    expect(await status('http://localhost:3000', { host: '[::1]:3000', origin: 'http://localhost:3000' })).toBe(200);
    expect(await status('https://keywords.example.com', { host: 'Keywords.Example.com' })).toBe(200);
  });

  it('refuses another host (a rebound name), another port, a foreign origin', async () => {
    expect(await status('http://localhost:3000', { host: 'evil.example:3000' })).toBe(403);
    expect(await status('http://localhost:3000', { host: 'localhost:3001' })).toBe(403);
    expect(await status('https://keywords.example.com', { host: 'localhost' })).toBe(403);
    expect(await status('https://keywords.example.com', { host: 'keywords.example.com', origin: 'https://evil.example' })).toBe(403);
    expect(await status('http://localhost:3000', { host: 'localhost:3000', origin: 'null' })).toBe(403);
  });
});
