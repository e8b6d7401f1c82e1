// Filters in the URL end to end: a range + exclude-words filter set on the results
// page lives in the URL (with the sort), so the bookmarked address opened in a new page shows the
// same rows and summary; the export downloads from the server's streaming endpoint for that view,
// named keyword-research-<seed>-<cc>-<lang>-<date>.csv.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, openOverview, signUpVerified } from './support';

// A page of rows read, filtered and sorted on the server takes longer than 10 s on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const SHOWING = /Showing [\d,]+ of [\d,]+ keywords/;

async function shownRows(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Keyword results' });
  // The keyword is the second cell: the row's checkbox comes first.
  return table.locator('tbody tr:not([aria-hidden]) td:nth-child(2)').allInnerTexts();
}

async function summaryText(page: Page): Promise<string> {
  return (await page.getByRole('region', { name: 'Summary' }).innerText()).replace(/\s+/g, ' ');
}

test('a range + exclude-words filter is bookmarked, reopened in a new page, and exported from the server', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signUpVerified(page);
  await page.getByLabel('Seed Keyword').fill('running shoes');
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await page.waitForURL('**/keyword-results?id=*');
  await openOverview(page);
  const counter = page.getByText(SHOWING);
  await expect(counter).toBeVisible();
  const unfiltered = await counter.textContent();

  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('region', { name: 'Filters' });
  // A minimum in the middle of this research's volumes, so the range visibly removes rows.
  const id = new URL(page.url()).searchParams.get('id');
  const stored = (await (await page.request.get(`/api/researches/${id}/rows?limit=1000`)).json()) as { rows: { searchVolume: number | null }[] };
  const volumes = stored.rows.map((r) => r.searchVolume ?? 0).sort((a, b) => a - b);
  const min = volumes[Math.floor(volumes.length / 2)]! + 1;
  await filters.getByRole('group', { name: 'Volume' }).getByLabel('Min').fill(String(min));
  await expect(page).toHaveURL(new RegExp(`[?&]vol=${min}\\.\\.`));
  await expect(counter).not.toHaveText(unfiltered ?? '');
  // Exclude a word that the filtered rows contain, so the filter visibly removes rows.
  const word = (await shownRows(page)).map((k) => k.replace(/SEED/g, '').trim().split(/\s+/).at(-1) ?? '').find((w) => w.length > 2 && !['running', 'shoes'].includes(w));
  expect(word).toBeTruthy();
  const beforeExclude = await counter.textContent();
  await filters.getByRole('textbox', { name: 'Exclude words' }).fill(word!);
  await filters.getByRole('textbox', { name: 'Exclude words' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]exc=${word}`));
  await expect(counter).not.toHaveText(beforeExclude ?? '');
  await page.getByRole('button', { name: 'Keyword', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=keyword&direction=desc/);
  // The table keeps showing the previous view's rows until the server's sorted page arrives.
  const keywordsOf = (shown: string[]) => shown.filter((k) => !k.startsWith('SEED'));
  await expect.poll(async () => {
    const shown = keywordsOf(await shownRows(page));
    return shown.length > 0 && shown.every((k, i) => i === 0 || shown[i - 1]!.localeCompare(k) >= 0);
  }).toBe(true);
  const rows = await shownRows(page);
  expect(rows.some((k) => k.split(/\s+/).includes(word!))).toBe(false);
  const summary = await summaryText(page);
  const counted = await counter.textContent();
  await expectNoA11yViolations(page);

  // The bookmark, opened in a new page: the same rows, counter and summary.
  const bookmark = page.url();
  const reopened = await context.newPage();
  await reopened.goto(bookmark);
  await expect(reopened.getByText(SHOWING)).toHaveText(counted ?? '');
  await expect.poll(() => summaryText(reopened)).toBe(summary);
  // The table is virtualised: which rows are in the DOM depends on the page's layout and scroll
  // (the first page has the filter panel open, the reopened one not), so compare the leading rows.
  const leading = Math.min(rows.length, 8);
  expect(leading).toBeGreaterThanOrEqual(5);
  await expect.poll(async () => (await shownRows(reopened)).slice(0, leading)).toEqual(rows.slice(0, leading));
  await expect(reopened.getByRole('columnheader', { name: 'Keyword', exact: true })).toHaveAttribute('aria-sort', 'descending');

  // The export: the server's file for this view (filter and sort), named after seed, market, day.
  const [file] = await Promise.all([reopened.waitForEvent('download'), reopened.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(file.suggestedFilename()).toMatch(/^keyword-research-running-shoes-us-en-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  const header = lines[0]!.split(',');
  expect(header.slice(0, 7)).toEqual(['Keyword', 'Search Volume', 'CPC', 'Intent', 'Difficulty', 'Location', 'Language']);
  expect(header.slice(7, 19).every((h) => /^[A-Z][a-z]{2} \d{4}$/.test(h))).toBe(true);
  expect(header.slice(19)).toEqual(['Trend (%)', 'Opportunity', 'Peak Month', 'Cluster', 'Source', 'Fetched At', 'Word Count', 'YoY (%)', 'SERP Features', 'Traffic Potential', 'Parent Topic', 'Global Search Volume']);
  const total = Number(/Showing ([\d,]+)/.exec(counted ?? '')![1]!.replace(/,/g, ''));
  expect(lines).toHaveLength(total + 1);
  const cells = lines.slice(1).map((line) => line.split(','));
  // The view's filter (volume range, excluded word) and sort (Keyword, Z to A after the pinned seed).
  for (const [keyword, volume] of cells) {
    expect(keyword!.split(/\s+/)).not.toContain(word!);
    if (keyword !== 'running shoes') expect(Number(volume)).toBeGreaterThanOrEqual(min);
  }
  const names = cells.map(([keyword]) => keyword!);
  const rest = names[0] === 'running shoes' ? names.slice(1) : names;
  expect(rest).toEqual([...rest].sort((a, b) => b.localeCompare(a)));
  expect(names.slice(0, leading)).toEqual(rows.slice(0, leading).map((k) => k.replace(/^SEED\s*/, '')));
  await reopened.close();
});
