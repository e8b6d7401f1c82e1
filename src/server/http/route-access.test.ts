import { describe, expect, it } from 'vitest';
import { enforcementsFor, enforcing, type RouteTableEntry } from './route-access.js';

const guard = enforcing('signed-in', () => undefined);
const keyCheck = enforcing('api-key', () => undefined);
const handler = () => undefined;

describe('enforcementsFor', () => {
  const table: RouteTableEntry[] = [
    { method: 'GET', path: '/api/health', handler },
    { method: 'ALL', path: '/api/*', handler: keyCheck },
    { method: 'ALL', path: '/api/profile/*', handler: guard },
    { method: 'GET', path: '/api/profile', handler },
    { method: 'GET', path: '/api/lists/:id', handler: guard },
    { method: 'GET', path: '/api/lists/:id', handler },
    { method: 'POST', path: '/api/lists/:id', handler },
  ];

  it('finds the marked middleware that run before an operation, wildcards and parameters included', () => {
    expect([...enforcementsFor(table, 'get', '/api/profile')].sort()).toEqual(['api-key', 'signed-in']);
    expect([...enforcementsFor(table, 'get', '/api/lists/{id}')].sort()).toEqual(['api-key', 'signed-in']);
  });

  it('leaves out a guard of another method, and middleware registered after the handler', () => {
    expect([...enforcementsFor(table, 'post', '/api/lists/{id}')]).toEqual(['api-key']);
    expect([...enforcementsFor(table, 'get', '/api/health')]).toEqual([]);
  });
});
