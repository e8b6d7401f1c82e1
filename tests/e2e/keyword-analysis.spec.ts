// The stored analysis (decision 027) end to end: the results table sorts by the opportunity score (the header explains it),
// a topic cluster chosen in the cluster view filters the table (?cluster= in the URL), and a row's
// monthly chart opens larger with its table; axe on the new views.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, openOverview, signUpVerified } from './support';

const SHOWING = /Showing ([\d,]+) of ([\d,]+) keywords/;

test('sort by opportunity, open a cluster, expand a row’s monthly chart', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerified(page);
  await page.getByLabel('Seed Keyword').fill('running shoes');
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await page.waitForURL('**/keyword-results?id=*');
  const counter = page.getByText(SHOWING);
  await expect(counter).toBeVisible({ timeout: 30_000 });
  const total = SHOWING.exec((await counter.textContent()) ?? '')?.[2];

  // Sort by opportunity: highest first, the formula on the header's focus.
  const opportunity = page.getByRole('button', { name: 'Opportunity', exact: true });
  await opportunity.focus();
  await expect(page.getByRole('tooltip')).toContainText('Opportunity (0–100)');
  await opportunity.click();
  await expect(page).toHaveURL(/[?&]sort=opportunity&direction=desc/);
  const id = new URL(page.url()).searchParams.get('id');
  const sorted = (await (await page.request.get(`/api/researches/${id}/rows?sort=opportunity&direction=desc&limit=5`)).json()) as { rows: { opportunity: number | null }[] };
  const scores = sorted.rows.filter((_, i) => i > 0).map((r) => r.opportunity ?? -1);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));

  // The cluster view (in the overview, closed until opened): choosing a pillar filters the table to its cluster.
  await openOverview(page);
  const clusters = page.getByRole('region', { name: 'Topic clusters' });
  await expect(clusters.getByRole('table', { name: 'Topic clusters' })).toBeVisible({ timeout: 30_000 });
  await expectNoA11yViolations(page);
  const firstRow = clusters.getByRole('row').nth(1);
  const size = (await firstRow.getByRole('cell').nth(1).innerText()).trim();
  await firstRow.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]cluster=\d+/);
  await expect(firstRow.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  await expect(counter).toHaveText(new RegExp(`Showing ${size} of ${total} keywords`));
  await clusters.getByRole('button', { name: 'Show all clusters' }).click();
  await expect(page).not.toHaveURL(/[?&]cluster=/);

  // A row's larger monthly chart, with its numbers as a table.
  await page.getByRole('button', { name: /^Show the monthly chart of / }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Monthly searches: /).first()).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Monthly searches: / })).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
