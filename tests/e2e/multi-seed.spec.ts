// Several seeds and the included analyses (decision 025): a research of two seeds with "Include SERP
// analysis" ticked. The cost box shows the units before the run, the results show both seeds, and
// the link to the SERP analysis run with it opens that analysis.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, signUpVerified } from './support';

test.setTimeout(180_000);

test('a multi-seed research with its SERP analysis, priced before the run', async ({ page }) => {
  await signUpVerified(page);
  const seeds = page.getByLabel('Seed Keyword');
  await expect(page.getByText(/Separate up to 10 seed keywords with commas/)).toBeVisible();
  await seeds.fill('running shoes, trail running shoes');
  await page.getByLabel('Include SERP analysis').check();
  // The cost box says what the run takes, per tool, before anything runs.
  await expect(page.getByText('Uses 2 keyword researches and 1 SERP analysis of your quota.')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await page.waitForURL('**/keyword-results?id=*', { timeout: 60_000 });
  await expect(page.getByText('Results for “running shoes”, “trail running shoes”')).toBeVisible();
  const serpLink = page.getByRole('navigation', { name: 'Analyses run with this research' }).getByRole('link', { name: 'SERP analysis for running shoes' });
  await expect(serpLink).toBeVisible();
  await serpLink.click();
  await page.waitForURL('**/serp-analysis?id=*');
  await expect(page.getByText(/running shoes/).first()).toBeVisible();

  // Asked again, the keyword part is a cached repeat: the box says it is free. SERP answers are not
  // cached in this suite (SERP_CACHE_TTL_MS=0), so the analysis still takes its unit.
  await page.goto('/research');
  await page.getByLabel('Seed Keyword').fill('running shoes, trail running shoes');
  await page.getByLabel('Include SERP analysis').check();
  await expect(page.getByText(/^Uses 1 SERP analysis of your quota; the keyword research \(cached, fetched .+\) is free\.$/)).toBeVisible();
});
