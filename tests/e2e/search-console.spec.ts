// Search Console (decision 066): upload Queries.csv for a property, see the striking-distance
// queries, add one to a new list in one click (the lists' import dialog), after which it is no
// longer among the queries not tracked yet; the page holds at phone width and passes axe.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, signUpVerified } from './support';

const QUERIES = [
  'Top queries,Clicks,Impressions,CTR,Position',
  'keyword research tool,120,2400,5%,3.2',
  'seo tools,30,1500,2%,6.4',
  'rank tracker,2,900,0.22%,8.1',
  'far away,0,3000,0%,35',
].join('\n');

test('upload a Search Console export, see striking distance, add a query to a list; phone width', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpVerified(page);
  await page.goto('/search-console');
  await expect(page.getByRole('heading', { name: 'Search Console', level: 1 })).toBeVisible();
  await expect(page.getByText('Search Console data arrives 2–3 days late')).toBeVisible();

  // A file that is no export is named before anything is sent.
  await page.getByLabel('Property').fill('example.com');
  await page.getByLabel('Export files (CSV or zip)').setInputFiles({ name: 'keywords.csv', mimeType: 'text/csv', buffer: Buffer.from('keyword\nseo tools\n') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('keywords.csv is not a Search Console export')).toBeVisible();

  await page.getByLabel('First day of the export').fill('2026-10-01');
  await page.getByLabel('Last day of the export').fill('2026-10-28');
  await page.getByLabel('Export files (CSV or zip)').setInputFiles({ name: 'Queries.csv', mimeType: 'text/csv', buffer: Buffer.from(QUERIES) });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Stored 4 queries and 0 pages for example.com (domain).')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Queries' }).getByRole('row')).toHaveCount(5);
  await expect(page.getByText('152 clicks and 7,800 impressions over 4 queries.')).toBeVisible();

  await page.getByRole('tab', { name: 'Striking distance' }).click();
  const striking = page.getByRole('table', { name: 'Striking distance' });
  await expect(striking.getByRole('row')).toHaveCount(3);
  await expect(striking.getByRole('row').nth(1)).toContainText('seo tools');
  await expect(striking.getByRole('row').nth(2)).toContainText('rank tracker');
  await expectNoA11yViolations(page);

  await striking.getByRole('button', { name: 'Add seo tools to a list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to list' });
  await dialog.getByLabel('New list name').fill('Search Console wins');
  await dialog.getByRole('button', { name: 'Create list and preview cost' }).click();
  await dialog.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByText('Import started')).toBeVisible();

  await page.getByRole('tab', { name: 'Not tracked yet' }).click();
  const untracked = page.getByRole('table', { name: 'Not tracked yet' });
  await expect(untracked.getByRole('row')).toHaveCount(4);
  await expect(untracked).not.toContainText('seo tools');

  // A phone: nothing scrolls sideways, the tabs wrap, axe still passes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Striking distance' }).click();
  await expect(striking.getByRole('row')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
});
