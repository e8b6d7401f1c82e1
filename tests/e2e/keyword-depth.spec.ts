// Browser journeys of the keyword explorer's depth against the fake DataForSEO API (decision 059):
// the SERP page shows each result's strength and the top 10's summary with the sentence that
// explains the difficulty; the seed card explains the seed's difficulty by the SERP run with the
// research and reads the value of ranking after its cost preview; axe on each screen.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, openOverview, signUpVerified } from './support';

test('SERP page: strength of each result and of the top 10', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerified(page);
  await page.goto('/serp-analysis');
  await page.getByLabel('Seed Keyword').fill('trail running shoes');
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Top 10 organic results for .trail running shoes./ })).toBeVisible({ timeout: 30_000 });

  const summary = page.getByRole('region', { name: 'Strength of the top 10' });
  await expect(summary).toBeVisible();
  await expect(summary.getByText('Median domain rank', { exact: true })).toBeVisible();
  await expect(summary.getByText('Median referring domains', { exact: true })).toBeVisible();
  await expect(summary.getByText(/^\d+ \/ 1000$/)).toBeVisible();
  await expect(summary.getByText(/have a median domain rank of \d+ of 1000/)).toBeVisible();

  for (const position of [1, 10]) {
    const figures = page.getByLabel(`Strength of result ${position}`, { exact: true });
    for (const label of ['Domain rank', 'Page rank', 'Ref. domains', 'Backlinks', 'Traffic', 'Keywords']) await expect(figures.getByText(label, { exact: true })).toBeVisible();
  }
  await expectNoA11yViolations(page);
});

test('seed card: the difficulty explained and the value of ranking read after its cost preview', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpVerified(page);
  await page.getByLabel('Seed Keyword').fill('hiking boots');
  await page.getByLabel('Include SERP analysis').check();
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await expect(page.getByRole('navigation', { name: 'Analyses run with this research' }).getByRole('link', { name: 'SERP analysis for hiking boots' })).toBeVisible({ timeout: 60_000 });
  await openOverview(page);

  const strength = page.getByRole('region', { name: 'Strength of the top 10' });
  await expect(strength).toBeVisible();
  await expect(strength.getByText(/^Difficulty \d+ \((Easy|Medium|Hard)\): the top 10 results’ sites have a median domain rank of \d+ of 1000/)).toBeVisible();

  const value = page.getByRole('region', { name: 'Value of ranking' });
  await value.getByRole('button', { name: 'Check traffic potential' }).click();
  await expect(value.getByText('Uses 1 SERP analysis of your quota.')).toBeVisible();
  await expectNoA11yViolations(page);
  await value.getByRole('button', { name: 'Read the value' }).click();
  await expect(value.getByText('Traffic potential')).toBeVisible({ timeout: 30_000 });
  await expect(value.getByText('Parent topic')).toBeVisible();
  await expect(value.getByText('Global volume')).toBeVisible();
  await expect(value.getByRole('list', { name: 'Top countries by search volume' }).getByRole('listitem').first()).toBeVisible();
  await expectNoA11yViolations(page);
});
