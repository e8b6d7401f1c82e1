// "Keyword Results" in the menu opens the account's latest keyword research in any browser: the
// address names no research, so the screen asks the server for the newest one and opens it by id
// (not an id kept in one browser's storage). An account without any shows the empty state.
import { expect, test } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { expectNoA11yViolations, signIn, signUpVerified } from './support';

test('Keyword Results opens the latest research in a fresh browser', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { email, password } = await signUpVerified(page);
  // No research yet: the empty state.
  await page.goto('/keyword-results');
  await expect(page.getByText('No keyword results available. Please run a keyword research first.')).toBeVisible();

  const run = async (keyword: string) => {
    const answer = await page.request.post('/api/research', {
      data: { keyword, languageCode: 'en', locationCode: 2840, limit: 50 },
      headers: { Origin: E2E.appUrl },
    });
    expect(answer.ok()).toBeTruthy();
    return ((await answer.json()) as { researchId: string }).researchId;
  };
  await run('garden hose');
  const latest = await run('garden hose reel');

  const context = await browser.newContext();
  try {
    const fresh = await context.newPage();
    await signIn(fresh, email, password);
    await fresh.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Keyword Results' }).click();
    await expect(fresh).toHaveURL(new RegExp(`/keyword-results\\?id=${latest}$`));
    await expect(fresh.getByText('Results for “garden hose reel”', { exact: false })).toBeVisible();
    await expect(fresh.getByRole('table', { name: 'Keyword results' })).toBeVisible();
    await expectNoA11yViolations(fresh);
  } finally {
    await context.close();
  }
});
