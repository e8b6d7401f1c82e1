// The menus come from the page table: each tool and admin page is listed once, in menu order, and
// every menu entry leads to a page of the table.
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { NAVIGATION, ROUTES } from './routes';

describe('the page table', () => {
  it('gives the header its tools in the order of the signed-in header', () => {
    expect(NAVIGATION.main.filter((item) => !item.forAdmins).map((item) => item.label)).toEqual([
      'Seed Keyword',
      'Keyword Results',
      'SERP Analysis',
      'Related Keywords',
      'Competitors',
      'Search Console',
      'History',
      'Lists',
      'Projects',
      'Pricing',
    ]);
  });

  it('ends the header with the admin area, for admins only', () => {
    expect(NAVIGATION.main.at(-1)).toEqual({ to: '/admin', label: 'Admin', forAdmins: true });
  });

  it('gives the admin sidebar its pages, the dashboard active only at its own address', () => {
    expect(NAVIGATION.admin.map((item) => [item.label, item.to, item.end])).toEqual([
      ['Dashboard', '/admin', true],
      ['Users', '/admin/users', false],
      ['Research', '/admin/research', false],
      ['Subscriptions', '/admin/subscriptions', false],
    ]);
    expect(NAVIGATION.admin.every((item) => item.icon !== undefined)).toBe(true);
  });

  it('routes every menu entry to a page of its own, never to the not-found page', () => {
    for (const item of [...NAVIGATION.main, ...NAVIGATION.admin]) {
      const matched = matchRoutes(ROUTES, item.to) ?? [];
      expect(matched.at(-1)?.route.path, item.to).not.toBe('*');
    }
  });
});
