// SERP features in the results table: each keyword's features show as named icons, and the filter
// "AI Overview: lacks" keeps only keywords whose page has none (sf=-ai_overview in the address), at
// desktop and at phone width, with no accessibility violations.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signUpVerified } from './support';

// A page of rows read and filtered on the server takes longer than 10 s on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

async function noAiOverviewJourney(page: Page) {
  test.setTimeout(180_000);
  await signUpVerified(page);
  await page.getByLabel('Seed Keyword').fill('running shoes');
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await page.waitForURL('**/keyword-results?id=*');
  const id = new URL(page.url()).searchParams.get('id');
  const all = (await (await page.request.get(`/api/researches/${id}/rows?limit=1000`)).json()) as { totalMatching: number; rows: { serpFeatures: string[] }[] };
  const without = all.rows.filter((r) => r.serpFeatures.length > 0 && !r.serpFeatures.includes('ai_overview')).length;
  expect(without).toBeGreaterThan(0);
  expect(without).toBeLessThan(all.rows.length);

  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('group', { name: 'SERP features' }).getByLabel('AI overview').selectOption('lacks');
  await expect(page).toHaveURL(/[?&]sf=-ai_overview/);
  await expect(page.getByText(new RegExp(`Showing ${without.toLocaleString('en-US')} of [\\d,]+ keywords`))).toBeVisible();
  await expectNoA11yViolations(page);

  // The address alone reproduces the view; the server agrees.
  const filtered = (await (await page.request.get(`/api/researches/${id}/rows?limit=1000&sf=-ai_overview`)).json()) as { rows: { serpFeatures: string[] }[] };
  expect(filtered.rows.every((r) => !r.serpFeatures.includes('ai_overview'))).toBe(true);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test('filters "no AI Overview" on the results, and the table names each feature', async ({ page }) => {
    await noAiOverviewJourney(page);
    const table = page.getByRole('table', { name: 'Keyword results' });
    await expect(table.getByRole('columnheader', { name: /SERP/ })).toBeVisible();
    await expect(table.getByRole('list', { name: 'SERP features' }).first()).toBeVisible();
    await expect(table.getByRole('list', { name: 'SERP features' }).getByText('AI overview', { exact: true })).toHaveCount(0);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('filters "no AI Overview" on the results at phone width', async ({ page }) => {
    await noAiOverviewJourney(page);
  });
});
