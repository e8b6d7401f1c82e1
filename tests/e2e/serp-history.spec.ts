// Browser journey of SERP features and SERP history: one keyword analysed three
// times against the stand-in, whose "changing serp" keywords answer a changed page from the second
// call on (the e2e server keeps no SERP cache, SERP_CACHE_TTL_MS=0). The screen shows the features
// and each result's URL, then what changed since the previous analysis or the one chosen; axe-clean.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signUpVerified } from './support';

const KEYWORD = 'changing serp trainers';

async function analyse(page: Page) {
  const before = page.url();
  await page.getByLabel('Seed Keyword').fill(KEYWORD);
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page).not.toHaveURL(before);
  await expect(page).toHaveURL(/\/serp-analysis\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `Top 10 organic results for “${KEYWORD}”` })).toBeVisible();
}

test('SERP history: a repeated analysis shows moves, new and dropped pages, features gained and lost; an earlier one can be chosen', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/serp-analysis');
  await analyse(page);

  // SERP features and the top 10 with position, domain, title and URL.
  const features = page.getByRole('region', { name: 'SERP features' });
  await expect(features.getByText('Local pack', { exact: true })).toBeVisible();
  await expect(features.getByText(/^Not on this page: .*Videos.*\.$/)).toBeVisible();
  const first = page.getByRole('region', { name: 'Organic results', exact: true }).getByRole('article').first();
  await expect(first.getByText('https://www.example.com/changing-serp-trainers', { exact: true })).toBeVisible();

  const history = page.getByRole('region', { name: 'SERP history' });
  await expect(history.getByText('No earlier analysis of this keyword in this market yet.', { exact: false })).toBeVisible();

  // The same keyword again: compared with the previous analysis.
  await analyse(page);
  await expect(history.getByText(/^Changes since /)).toBeVisible();
  await expect(history.getByText('1 new, 1 dropped, 1 up, 1 down, 7 unchanged.')).toBeVisible();
  await expect(history.getByText('Features gained:').locator('..')).toContainText('Videos');
  await expect(history.getByText('Features lost:').locator('..')).toContainText('Local pack');
  const positions = history.getByRole('table', { name: 'Positions now' });
  await expect(positions.getByRole('row').nth(1)).toContainText('Up 1 (was 2)');
  await expect(positions.getByRole('row').nth(1)).toContainText('www.example.org');
  await expect(positions.getByRole('row').filter({ hasText: 'www.changed.example' })).toContainText('New');
  await expect(history.getByRole('table', { name: 'Dropped out of the top results' }).getByRole('row').nth(1)).toContainText('www.news.example');
  await expect(page.getByRole('region', { name: 'SERP features' }).getByText('Videos', { exact: true })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoA11yViolations(page);

  // A third time: the same page as the second, so nothing changed since the previous one...
  await analyse(page);
  await expect(history.getByText('No changes: the same pages in the same places, and the same SERP features.')).toBeVisible();
  // ...but compared with the first analysis, the changes are there again.
  const compare = history.getByLabel('Compare with');
  await expect(compare.locator('option')).toHaveCount(2);
  const firstAnalysis = await compare.locator('option').nth(1).getAttribute('value');
  await compare.selectOption(firstAnalysis ?? '');
  await expect(history.getByText('1 new, 1 dropped, 1 up, 1 down, 7 unchanged.')).toBeVisible();
  await expect(history.getByText('Features lost:').locator('..')).toContainText('Local pack');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoA11yViolations(page);
});
