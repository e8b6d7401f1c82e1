// /api/docs: Swagger UI renders the API document from this server's own files, under the app's
// CSP (no CDN, no inline script), and shows the API's title and its routes.
import { expect, test } from '@playwright/test';

test('the API reference shows the document with its title and routes, without CSP violations', async ({ page, baseURL }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  // Everything the page loads comes from this server (no CDN).
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== new URL(baseURL ?? '').origin) foreign.push(url);
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /KeywordLens API/ })).toBeVisible();
  await expect(page.getByText('/api/billing/subscription').first()).toBeVisible();
  await expect(page.getByText('/api/auth/sign-in/email').first()).toBeVisible();
  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});
