// Browser journey of Related Keywords against the fake DataForSEO API: the form (options, depth
// counts, cost estimate, empty-keyword toast, busy label and progress, batches of 500), the results card (title,
// "Showing X of Y", the "X of Y" badge, search, the results page's filters kept in the URL,
// sorting, the virtualised table), both server exports with their names and contents, Load More with
// duplicate filtering, "No More Results", and the failure messages; plus axe checks.
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page, type Route } from '@playwright/test';
import { RELATED_EXPORT_HEADERS } from '../../src/shared/export/related-export';
import { expectNoA11yViolations, expectRowsAtTheirHeight, openOverview, signUpVerified } from './support';

const UTF8_BOM = '\uFEFF';

async function expectNoA11yViolationsAfterToasts(page: Page) {
  // Sonner's rich-colour toasts miss axe's contrast ratio (known, reported); check the page itself.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoA11yViolations(page);
}

async function download(page: Page, linkName: string): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: linkName }).click()]);
  return { file, text: await readFile(await file.path(), 'utf8') };
}

function showing(text: string | null): { shown: number; loaded: number } {
  const match = /Showing ([\d,]+) of ([\d,]+) keywords/.exec(text ?? '');
  if (!match) throw new Error(`no "Showing X of Y" in ${text}`);
  return { shown: Number(match[1]!.replace(/,/g, '')), loaded: Number(match[2]!.replace(/,/g, '')) };
}

const showingText = (page: Page) => page.getByText(/^Showing [\d,]+ of [\d,]+ keywords$/);

/** The next POST /api/related (a Load More page when `laterPage`) is answered by `answer(realBody)`. */
async function rewriteNextPage(page: Page, answer: (real: Record<string, unknown> | null, route: Route) => Promise<void>, laterPage = true) {
  let used = false;
  await page.route('**/api/related', async (route) => {
    const body = route.request().postDataJSON() as { offset?: number } | null;
    const matches = route.request().method() === 'POST' && (!laterPage || (body?.offset ?? 0) > 0);
    if (used || !matches) return route.fallback();
    used = true;
    const real = laterPage ? ((await (await route.fetch()).json()) as Record<string, unknown>) : null;
    await answer(real, route);
  });
}

/** The stored rows the browser reads (GET /api/researches/:id/rows): only the table's pages, never the whole walk. */
function recordRowReads(page: Page): Array<{ offset: number; limit: number }> {
  const reads: Array<{ offset: number; limit: number }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!/\/api\/researches\/[0-9a-f-]{36}\/rows$/.test(url.pathname)) return;
    reads.push({ offset: Number(url.searchParams.get('offset') ?? 0), limit: Number(url.searchParams.get('limit') ?? 0) });
  });
  return reads;
}

test('related keywords: search, filters, sort, exports and Load More', async ({ page }) => {
  test.setTimeout(120_000); // a long journey that waits three times for its toasts to close before axe
  await signUpVerified(page);
  await page.goto('/related-keywords');
  await expect(page.getByRole('heading', { name: 'Related Keywords', level: 1 })).toBeVisible();

  // The form: options, defaults, depth counts, estimate, disabled button, empty-keyword toast.
  const keyword = page.getByLabel('Seed Keyword');
  const find = page.getByRole('button', { name: 'Find Related Keywords' });
  const limit = page.getByLabel('Results per request');
  const depth = page.getByLabel('Depth');
  await expect(limit).toHaveValue('100');
  await expect(limit.locator('option')).toHaveText(['100 (recommended)', '250', '500', '1000']);
  await expect(depth).toHaveValue('1');
  await expect(depth.locator('option')).toHaveText([
    '0 (seed only)',
    '1 (about 8 keywords)',
    '2 (about 72 keywords)',
    '3 (about 584 keywords)',
    '4 (about 4,680 keywords)',
  ]);
  await expect(page.getByText('Uses 1 related keyword request of your quota.')).toBeVisible();
  await limit.selectOption('1000');
  await expect(page.getByText('Uses 10 related keyword requests of your quota.')).toBeVisible();
  await limit.selectOption('100');
  await expect(find).toBeDisabled();
  await expectNoA11yViolations(page);
  await keyword.press('Enter');
  await expect(page.getByText('Please enter a keyword to find related keywords')).toBeVisible();

  // A depth-3 search: busy label and progress with the expected count while it loads.
  await page.route('**/api/related', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await keyword.fill('phone');
  await depth.selectOption('3');
  await keyword.press('Enter');
  await expect(page.getByRole('button', { name: 'Finding Related Keywords...' })).toBeDisabled();
  await expect(page.getByText('Finding related keywords at depth 3 (about 584 keywords)...')).toBeVisible();
  await expect(page.getByText('Analysis Complete')).toBeVisible();
  await page.unroute('**/api/related');
  await expect(page.getByText(/^Found 100 related keywords for "phone"\. Used 1 related keyword request of your quota\.$/)).toBeVisible();
  // The results are addressed by their research, so the URL can be shared or reloaded.
  await expect(page).toHaveURL(/\/related-keywords\?id=[0-9a-f-]{36}$/);

  // The results card.
  await expect(page.getByRole('heading', { name: 'phone', exact: true })).toBeVisible();
  await expect(showingText(page)).toHaveText('Showing 100 of 100 keywords');
  await expect(page.getByText('100 of 100', { exact: true })).toBeVisible();
  await expect(page.getByText('Loaded 100 keywords of 585 total')).toBeVisible();
  const table = page.getByRole('table', { name: 'Related keywords for phone' });
  for (const column of ['Keyword', 'Volume', 'Difficulty', 'CPC', 'Intent']) await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Volume', exact: true })).toHaveAttribute('aria-sort', 'descending');
  expect(await table.locator('tbody tr:not([aria-hidden])').count()).toBeLessThan(100); // virtualised
  await expectRowsAtTheirHeight(table);
  await expectNoA11yViolationsAfterToasts(page);

  // Filters: the results page's vocabulary and panel, kept in the URL and applied by the server; a
  // Volume minimum of 1,000 narrows the list, and the summary follows the filtered rows.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('group', { name: 'Volume' }).getByLabel('Min').fill('1000');
  await expect(page).toHaveURL(/[?&]vol=1000\.\./);
  await expect(page.getByRole('button', { name: /Filters.*1 active/ })).toBeVisible();
  await expect.poll(async () => showing(await showingText(page).textContent()).shown).toBeLessThan(100);
  const filtered = showing(await showingText(page).textContent());
  expect(filtered.loaded).toBe(100);
  await expect(page.getByText(`${filtered.shown} of 100`, { exact: true })).toBeVisible();
  // The summary is in the overview, closed until opened.
  await openOverview(page);
  await expect(page.getByText(`Summary of the ${filtered.shown} keywords that match the search and filters (of 100).`)).toBeVisible();
  await expectNoA11yViolations(page);

  // Sorting: another column sorts descending, in the URL too.
  await page.getByRole('button', { name: 'Keyword', exact: true }).click();
  await expect(table.getByRole('columnheader', { name: 'Keyword', exact: true })).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/[?&]sort=keyword&direction=desc/);

  // Both exports are the server's streamed export of the filtered rows, in the order shown, named
  // after the seed, the market and the day; categories by name.
  const csv = await download(page, 'Export CSV');
  expect(csv.file.suggestedFilename()).toMatch(/^related-keywords-phone-us-en-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text.startsWith(UTF8_BOM)).toBe(true);
  const lines = csv.text.slice(1).trim().split('\r\n');
  expect(lines[0]!.startsWith(RELATED_EXPORT_HEADERS.map((header) => `"${header}"`).join(','))).toBe(true);
  expect(lines).toHaveLength(filtered.shown + 1);
  expect(lines[1]).toMatch(/^"[^"]+",\d+,/); // the keyword is quoted, the volume is a number
  for (const line of lines.slice(1)) expect(Number(line.split(',')[1])).toBeGreaterThanOrEqual(1000);

  const json = await download(page, 'Export JSON');
  expect(json.file.suggestedFilename()).toMatch(/^related-keywords-phone-us-en-\d{4}-\d{2}-\d{2}\.json$/);
  const records = JSON.parse(json.text) as Array<Record<string, unknown>>;
  expect(records).toHaveLength(filtered.shown);
  const names = records.map((r) => String(r['keyword']));
  expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  expect(records.every((r) => Number(r['searchVolume']) >= 1000)).toBe(true);

  // Clearing the minimum shows every row again.
  await filters.getByRole('group', { name: 'Volume' }).getByLabel('Min').fill('');
  await expect(page).not.toHaveURL(/[?&]vol=/);
  await expect(showingText(page)).toHaveText('Showing 100 of 100 keywords');

  // Search box narrows by substring, ignoring case.
  await page.getByRole('searchbox', { name: 'Search keywords' }).fill('APP');
  await expect.poll(async () => showing(await showingText(page).textContent()).shown).toBeLessThan(100);
  await page.getByRole('searchbox', { name: 'Search keywords' }).fill('');
  await expect(showingText(page)).toHaveText('Showing 100 of 100 keywords');

  // Load More: the next 100, of which the store says it added 98 (it drops keywords the research
  // already holds, as a provider repeating keywords in another case would make it). The browser
  // reads no rows back: the counts come from the answer, the rows from the table's paged reads.
  const rowReads = recordRowReads(page);
  await rewriteNextPage(page, async (real, route) => {
    await route.fulfill({ json: { ...real, added: Number(real?.['added']) - 2 } });
  });
  // The last rows are drawn (and measured) only once the button is scrolled into view: none may
  // be taller than the rest, or the button moves under the click.
  await page.getByRole('button', { name: 'Load More Keywords' }).scrollIntoViewIfNeeded();
  await expectRowsAtTheirHeight(table);
  await page.getByRole('button', { name: 'Load More Keywords' }).click();
  await expect(page.getByText('Loaded More Results')).toBeVisible();
  await expect(page.getByText('Added 98 more keywords (2 duplicates filtered)')).toBeVisible();
  // The table counts the stored rows (the server kept all 100: the duplicates above were made in
  // the answer only); the bar counts what the answers said was added.
  await expect(showingText(page)).toHaveText('Showing 200 of 200 keywords');
  await expect(page.getByText('Loaded 198 keywords of 585 total')).toBeVisible();
  expect(rowReads.length).toBeGreaterThan(0);
  expect(rowReads.every((read) => read.offset === 0 && read.limit <= 500)).toBe(true);

  // A plain Load More continues after the 200 rows received (duplicates included).
  const offsets: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/related') && request.method() === 'POST') offsets.push((request.postDataJSON() as { offset: number }).offset);
  });
  await page.getByRole('button', { name: 'Load More Keywords' }).click();
  await expect(page.getByText('Added 100 more keywords', { exact: true })).toBeVisible();
  await expect(page.getByText('Loaded 298 keywords of 585 total')).toBeVisible();
  expect(offsets).toEqual([200]);

  // An empty page ends paging with "No More Results".
  await rewriteNextPage(page, async (real, route) => {
    const { offset } = route.request().postDataJSON() as { offset: number };
    await route.fulfill({ json: { ...real, added: 0, loadedResults: offset, nextOffset: offset, hasMore: false } });
  });
  await page.getByRole('button', { name: 'Load More Keywords' }).click();
  await expect(page.getByText('No More Results')).toBeVisible();
  await expect(page.getByText('All related keywords have been loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More Keywords' })).toHaveCount(0);
  await expect(showingText(page)).toHaveText('Showing 300 of 300 keywords');
  await expectNoA11yViolationsAfterToasts(page);
});

test('related keywords: every page up to the end, load-more failure and search failure', async ({ page }) => {
  test.setTimeout(120_000); // a long journey: five searches and eight pages, then axe after the toasts close
  await signUpVerified(page);
  await page.goto('/related-keywords?keyword=laptop&depth=2&language=en&location=2826');
  await expect(page.getByLabel('Location')).toHaveValue('United Kingdom');
  await page.getByRole('button', { name: 'Find Related Keywords' }).click();
  // Depth 2 holds 73 keywords: one page, no Load More.
  await expect(showingText(page)).toHaveText('Showing 73 of 73 keywords');
  await expect(page.getByRole('button', { name: 'Load More Keywords' })).toHaveCount(0);

  // Depth 3: the Load More failure keeps the rows and ends paging.
  await page.getByLabel('Depth').selectOption('3');
  await page.getByRole('button', { name: 'Find Related Keywords' }).click();
  await expect(page.getByText('Loaded 100 keywords of 585 total')).toBeVisible();
  await rewriteNextPage(page, async (_real, route) => {
    await route.fulfill({ status: 503, json: { error: { code: 'PROVIDER_UNAVAILABLE', message: 'The keyword data provider is temporarily unavailable.', statusCode: 50301 } } });
  });
  await page.getByRole('button', { name: 'Load More Keywords' }).click();
  await expect(page.getByText('Load More Failed')).toBeVisible();
  await expect(page.getByText('The keyword data provider is temporarily unavailable.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More Keywords' })).toHaveCount(0);
  await expect(showingText(page)).toHaveText('Showing 100 of 100 keywords');

  // Again, 100 per click, paging to the end: has_more turns off after 585.
  await page.getByRole('button', { name: 'Find Related Keywords' }).click();
  await expect(page.getByText('Loaded 100 keywords of 585 total')).toBeVisible();
  for (const loaded of [200, 300, 400, 500]) {
    await page.getByRole('button', { name: 'Load More Keywords' }).click();
    await expect(page.getByText(`Loaded ${loaded} keywords of 585 total`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Load More Keywords' }).click();
  await expect(showingText(page)).toHaveText('Showing 585 of 585 keywords');
  await expect(page.getByRole('button', { name: 'Load More Keywords' })).toHaveCount(0);

  // 500 per click: Find brings five pages of 100, the table and the progress growing meanwhile.
  const offsets: number[] = [];
  await page.route('**/api/related', async (route) => {
    offsets.push((route.request().postDataJSON() as { offset: number }).offset);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fallback();
  });
  await page.getByLabel('Results per request').selectOption('500');
  await expect(page.getByText('Uses 5 related keyword requests of your quota.')).toBeVisible();
  await page.getByLabel('Seed Keyword').fill('tablet');
  await page.getByRole('button', { name: 'Find Related Keywords' }).click();
  await expect(page.getByText(/^Loading keywords\.\.\. [1-4]00 of 500$/)).toBeVisible();
  await expect(page.getByText(/^Found 500 related keywords for "tablet"\. Used \d+ related keyword requests? of your quota\.$/)).toBeVisible();
  await expect(page.getByText('Loaded 500 keywords of 585 total')).toBeVisible();
  await page.getByRole('button', { name: 'Load More Keywords' }).click();
  await expect(page.getByText('Added 85 more keywords', { exact: true })).toBeVisible();
  await expect(showingText(page)).toHaveText('Showing 585 of 585 keywords');
  await expect(page.getByRole('button', { name: 'Load More Keywords' })).toHaveCount(0);
  expect(offsets).toEqual([0, 100, 200, 300, 400, 500]);
  await page.unroute('**/api/related');

  // A failed search clears the list and shows "{error} (Status: {code})".
  await rewriteNextPage(
    page,
    async (_real, route) => {
      await route.fulfill({ status: 502, json: { error: { code: 'PROVIDER_BAD_ANSWER', message: 'The keyword data provider sent an answer we could not read.', statusCode: 502 } } });
    },
    false,
  );
  await page.getByRole('button', { name: 'Find Related Keywords' }).click();
  await expect(page.getByText('Analysis Failed')).toBeVisible();
  await expect(page.getByText('The keyword data provider sent an answer we could not read. (Status: 502)')).toBeVisible();
  await expect(showingText(page)).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoA11yViolationsAfterToasts(page);
});

test('related keywords: results come back after leaving the screen, Load More continues, the demo label stays', async ({ page }) => {
  await signUpVerified(page);
  const nav = page.getByRole('navigation').first();
  // The first page answers as demo data (the app itself runs on DataForSEO): the label follows the answer.
  await rewriteNextPage(
    page,
    async (_real, route) => {
      const real = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...real, isDemoData: true } });
    },
    false,
  );
  // The store's header of that research says demo too, as it would for a demo provider's research.
  await page.route(/\/api\/researches\/[0-9a-f-]{36}$/, async (route) => {
    const real = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...real, provider: 'demo', isDemoData: true } });
  });
  await page.goto('/related-keywords');
  await expect(page.getByRole('note')).toHaveCount(0);
  await page.getByLabel('Seed Keyword').fill('camera');
  await page.getByLabel('Depth').selectOption('3');
  await page.getByRole('button', { name: 'Find Related Keywords' }).click();
  await expect(page.getByText('Loaded 100 keywords of 585 total')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Demo data.');
  const researchId = await page.evaluate(() => localStorage.getItem('currentRelatedResearchId'));
  expect(researchId).toMatch(/^[0-9a-f-]{36}$/);

  // The browser keeps the search, the research id and the counts, not the rows.
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('relatedKeywordsResults') ?? 'null') as Record<string, unknown> | null);
  expect(kept).toMatchObject({ researchId, loaded: 100, offset: 100, total: 585, hasMore: true, isDemoData: true, query: { keyword: 'camera', depth: 3 } });
  expect(kept).not.toHaveProperty('rows');

  // Away (another screen, with a search there) and back through the menu: the rows, the counts and Load More are restored.
  await nav.getByRole('link', { name: 'SERP Analysis' }).click();
  await expect(page.getByRole('heading', { name: 'SERP Analysis', level: 1 })).toBeVisible();
  await page.getByLabel('Seed Keyword').fill('tripod');
  await nav.getByRole('link', { name: 'Related Keywords' }).click();
  await expect(page.getByRole('heading', { name: 'camera', exact: true })).toBeVisible();
  await expect(showingText(page)).toHaveText('Showing 100 of 100 keywords');
  await expect(page.getByText('Loaded 100 keywords of 585 total')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More Keywords' })).toBeEnabled();
  await expect(page.getByRole('note')).toContainText('Demo data.');

  // A fresh load of the screen (no query string) restores them too, and the form shows their search.
  await page.goto('/related-keywords');
  await expect(showingText(page)).toHaveText('Showing 100 of 100 keywords');
  await expect(page.getByLabel('Seed Keyword')).toHaveValue('camera');
  await expect(page.getByLabel('Depth')).toHaveValue('3');

  // Load More continues at the stored offset with the stored research id.
  const asked: Array<{ offset: number; researchId: string | null }> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/related') && request.method() === 'POST') asked.push(request.postDataJSON() as { offset: number; researchId: string | null });
  });
  await page.getByRole('button', { name: 'Load More Keywords' }).click();
  await expect(page.getByText('Loaded 200 keywords of 585 total')).toBeVisible();
  expect(asked.map((r) => [r.offset, r.researchId])).toEqual([[100, researchId]]);
  await page.reload();
  await expect(showingText(page)).toHaveText('Showing 200 of 200 keywords');
  // Reloading the research's URL with no copy in the browser (another browser, cleared storage): the store brings it back.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/related-keywords?id=${researchId}`);
  await expect(showingText(page)).toHaveText('Showing 200 of 200 keywords');
  await expect(page.getByText('Loaded 200 keywords of 585 total')).toBeVisible();
  await expect(page.getByLabel('Seed Keyword')).toHaveValue('camera');
  await expect(page.getByLabel('Depth')).toHaveValue('3');
  await expect(page.getByRole('note')).toContainText('Demo data.');
  await expect(page.getByRole('button', { name: 'Load More Keywords' })).toBeEnabled();

  // A link naming another search shows its form, not these results.
  await page.goto('/related-keywords?keyword=laptop&depth=2');
  await expect(page.getByLabel('Seed Keyword')).toHaveValue('laptop');
  await expect(showingText(page)).toHaveCount(0);
});
