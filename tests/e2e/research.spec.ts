// Browser journey of keyword research against the fake DataForSEO API: the Seed Keyword form
// (stored values, spelling hint, cost estimate, busy state) -> Keyword Results (summary, seed
// card, virtualised table) -> filter -> sort -> each export, reading the downloaded files.
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { chooseMarket, expectNoA11yViolations, expectRowsAtTheirHeight, signIn, openOverview, signUpVerified } from './support';

const UTF8_BOM = '\uFEFF';
const HEADERS = ['Keyword', 'Search Volume', 'CPC', 'Intent', 'Difficulty'];

/** Clicks an export link (the server streams the file) and reads the download. */
async function download(page: Page, linkName: string): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: linkName }).click()]);
  const path = await file.path();
  return { file, text: await readFile(path, 'utf8') };
}

/**
 * Sonner's rich-colour toasts miss the contrast ratio axe asks for (reported to the lead); the
 * page itself is what these checks are about, so they run once the toasts have closed.
 */
async function expectNoA11yViolationsAfterToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoA11yViolations(page);
}

function shownCount(text: string | null): { shown: number; total: number } {
  const match = /Showing ([\d,]+) of ([\d,]+) keywords/.exec(text ?? '');
  if (!match) throw new Error(`no "Showing X of Y" in ${text}`);
  return { shown: Number(match[1]!.replace(/,/g, '')), total: Number(match[2]!.replace(/,/g, '')) };
}

test('research -> results -> filter -> sort -> exports', async ({ page }) => {
  // A long journey (three axe checks after the toasts close, three downloads): about 3 minutes on a loaded machine.
  test.setTimeout(300_000);
  await signUpVerified(page);
  await expect(page.getByRole('heading', { name: 'Keyword Research' })).toBeVisible();
  // The first Tab stop skips the header and lands on the page.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The form: defaults, estimate and the disabled button while the keyword is empty.
  const keyword = page.getByLabel('Seed Keyword');
  const submit = page.getByRole('button', { name: 'Analyze Keywords' });
  await expect(page.getByLabel('Language')).toHaveValue('English');
  await expect(page.getByLabel('Location')).toHaveValue('United States');
  await expect(page.getByLabel('Result Limit')).toHaveValue('100');
  // The cost box speaks in quota units; the provider's dollars are for admins only.
  await expect(page.getByText('Uses 1 keyword research of your quota.')).toBeVisible();
  await expect(page.getByText('Estimated cost:')).toHaveCount(0);
  await expect(page.getByText(/^100 of 100 keyword researches left in your trial/)).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Result Limit').selectOption('250');
  await expect(page.getByText('Uses 1 keyword research of your quota.')).toBeVisible();
  await page.getByLabel('Result Limit').selectOption('100');
  await expectNoA11yViolations(page);

  // "Did you mean": ignore hides it, accepting replaces the keyword.
  await keyword.fill('cheap runnign shoes');
  const hint = page.getByText('Did you mean:');
  await expect(hint).toBeVisible();
  await page.getByRole('button', { name: 'Ignore' }).click();
  await expect(hint).toBeHidden();
  await keyword.fill('cheap runnign shoe');
  await keyword.fill('cheap runnign shoes');
  await expect(page.getByRole('button', { name: 'cheap running shoes' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'cheap running shoes' }).click();
  await expect(keyword).toHaveValue('cheap running shoes');
  await expect(hint).toBeHidden();

  // A country brings its main language when it has no data in the chosen one; the language can
  // still be changed afterwards.
  await chooseMarket(page, 'Location', 'Germany');
  await expect(page.getByLabel('Language')).toHaveValue('German');
  await chooseMarket(page, 'Language', 'English');
  await chooseMarket(page, 'Location', 'United Kingdom');
  await expect(page.getByLabel('Language')).toHaveValue('English');
  await submit.click();
  await page.waitForURL('**/keyword-results?id=*');
  await expect(page.getByText('Analysis Complete')).toBeVisible();
  // After the run the results' heading has the focus, for a keyboard or screen-reader user.
  await expect(page.getByRole('heading', { name: 'Keyword Results', level: 1 })).toBeFocused();
  // The fake has no metrics for this seed: the notice and the seed card say so.
  const seedNote = 'No metrics were returned by the data provider for this term.';
  await expect(page.getByText(/Found \d+ keywords\. Used 1 keyword research of your quota\. No metrics were returned/)).toBeVisible();

  // The last values are stored: a fresh /research starts from them.
  const stored = await page.evaluate(() => ({
    id: localStorage.getItem('currentResearchId'),
    keyword: localStorage.getItem('keywordAnalyzed'),
    location: localStorage.getItem('lastLocationCode'),
    limit: localStorage.getItem('lastSearchLimit'),
  }));
  expect(stored).toMatchObject({ keyword: 'cheap running shoes', location: '2826', limit: '100' });
  expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);

  // Results: summary, seed card, table with the SEED row first; CPC stays in US dollars for the
  // UK (the provider reports USD), marked US$ and explained, never relabelled as pounds.
  await expect(page.getByRole('heading', { name: 'Keyword Results' })).toBeVisible();
  await openOverview(page);
  const summary = page.getByRole('region', { name: 'Summary' });
  for (const label of ['Total Keywords', 'Total Volume', 'Avg Difficulty', 'Avg CPC']) await expect(summary.getByText(label)).toBeVisible();
  await expect(summary.getByText(/^US\$\d+\.\d{2}$/)).toBeVisible();
  await expect(summary.getByText('CPC is in US dollars (US$), as the data provider reports it for every location; it is not converted to GBP.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Keyword results' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText('SEED');
  await expectRowsAtTheirHeight(table);
  await expect(page.getByText(seedNote, { exact: true })).toBeVisible();
  await expect(firstRow).toContainText('cheap running shoes');
  await expect(page.getByRole('columnheader', { name: 'Volume', exact: true })).toHaveAttribute('aria-sort', 'descending');
  const all = shownCount(await page.getByText(/Showing [\d,]+ of [\d,]+ keywords/).textContent());
  expect(all.shown).toBe(all.total);
  expect(all.total).toBeGreaterThan(50);
  // Virtualised: far fewer rows in the DOM than results, also scrolled half-way down the page;
  // the table scrolls with the page (no inner box) and its header sticks to the window's top.
  expect(await table.locator('tbody tr:not([aria-hidden])').count()).toBeLessThan(all.total);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect.poll(async () => (await table.locator('thead').boundingBox())?.y ?? -1).toBeLessThan(2);
  expect(await table.locator('tbody tr:not([aria-hidden])').count()).toBeLessThan(all.total);
  await expect(table.locator(`tbody tr[aria-rowindex="${Math.round(all.total / 2)}"]`)).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoA11yViolationsAfterToasts(page);

  // The trend gives its month-by-month values on focus (and on hover), exact to the search.
  await table.getByRole('row').nth(2).getByRole('button', { name: /^Search volume trend/ }).focus();
  // The tooltip is drawn in the page's top layer (a portal on <body>), so no table cell clips it.
  const tooltip = page.getByRole('tooltip').filter({ hasText: 'Monthly searches' });
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(/[A-Z][a-z]{2} \d{4}/);
  await expectNoA11yViolationsAfterToasts(page);

  // CSV of every row, streamed by the server and named after seed, market and day: BOM, the
  // spec's header followed by the market, the 12 monthly volumes, the trend and the provenance,
  // CRLF lines, dashes for missing values.
  const csv = await download(page, 'Export CSV');
  expect(csv.file.suggestedFilename()).toMatch(/^keyword-research-cheap-running-shoes-gb-en-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text.startsWith(UTF8_BOM)).toBe(true);
  const csvLines = csv.text.slice(1).split('\r\n');
  expect(csvLines[0]).toMatch(new RegExp(`^${[...HEADERS, 'Location', 'Language'].join(',')}(,[A-Z][a-z]{2} \\d{4}){12},Trend \\(%\\),Opportunity,Peak Month,Cluster,Source,Fetched At,Word Count,YoY \\(%\\),SERP Features,Traffic Potential,Parent Topic,Global Search Volume$`));
  expect(csvLines).toHaveLength(all.total + 1);
  // The seed first; it has no metrics: every empty value is a dash.
  expect(csvLines[1]).toMatch(/^cheap running shoes,-,-,[^,]+,-,United Kingdom,English(,-){12},-,/);

  // Filter: Volume from 1,000 (AND logic), then sort by Keyword (a new column sorts descending).
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('region', { name: 'Filters' });
  await expect(filters.getByText('All filters use AND logic')).toBeVisible();
  const volumeMin = filters.getByRole('group', { name: 'Volume' }).getByLabel('Min');
  await volumeMin.fill('1000');
  await expect(page).toHaveURL(/[?&]vol=1000\.\./);
  await expect.poll(async () => shownCount(await page.getByText(/Showing [\d,]+ of [\d,]+ keywords/).textContent()).shown).toBeLessThan(all.total);
  await expectNoA11yViolationsAfterToasts(page);
  await page.getByRole('button', { name: 'Keyword', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Keyword', exact: true })).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/[?&]sort=keyword&direction=desc/);
  const filtered = shownCount(await page.getByText(/Showing [\d,]+ of [\d,]+ keywords/).textContent());

  // TXT: tab-separated, only the filtered rows.
  const txt = await download(page, 'Export TXT');
  expect(txt.file.suggestedFilename()).toMatch(/^keyword-research-cheap-running-shoes-gb-en-\d{4}-\d{2}-\d{2}\.txt$/);
  const txtLines = txt.text.split('\n');
  expect(txtLines[0]!.split('\t').slice(0, HEADERS.length)).toEqual(HEADERS);
  expect(txtLines).toHaveLength(filtered.shown + 1);
  for (const line of txtLines.slice(1)) expect(Number(line.split('\t')[1])).toBeGreaterThanOrEqual(1000);

  // JSON: camelCase records in the order shown (Z to A), with the market and the monthly volumes.
  const json = await download(page, 'Export JSON');
  expect(json.file.suggestedFilename()).toMatch(/^keyword-research-cheap-running-shoes-gb-en-\d{4}-\d{2}-\d{2}\.json$/);
  const records = JSON.parse(json.text) as Array<{ keyword: string; searchVolume: number | null; location: string; monthlySearches: unknown[] }>;
  expect(records).toHaveLength(filtered.shown);
  expect(Object.keys(records[0]!).slice(0, 7)).toEqual(['keyword', 'searchVolume', 'cpc', 'competition', 'competitionLevel', 'difficulty', 'intent']);
  for (const record of records) {
    expect(record.searchVolume).toBeGreaterThanOrEqual(1000);
    expect(record.location).toBe('United Kingdom');
    expect(record.monthlySearches).toHaveLength(12);
  }
  const names = records.map((r) => r.keyword);
  expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));

  // Clicking the active column flips it; Reset restores the defaults (all filters off).
  await page.getByRole('button', { name: 'Keyword', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Keyword', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  await filters.getByRole('button', { name: 'Reset' }).click();
  await expect(volumeMin).toHaveValue('');
  await expect(page).not.toHaveURL(/[?&]vol=/);
  await expect(page.getByText(`Showing ${all.total} of ${all.total} keywords`)).toBeVisible();

  // Text search narrows by substring, ignoring case.
  await page.getByRole('searchbox', { name: 'Search keywords' }).fill('USED CHEAP');
  await expect.poll(async () => shownCount(await page.getByText(/Showing [\d,]+ of [\d,]+ keywords/).textContent()).shown).toBeLessThan(all.total);

  // The demo label follows the provider the research was made with, not the server's: this one
  // is real; the same research stored with demo data is labelled.
  await expect(page.getByRole('note')).toHaveCount(0);
  // The header of the research (GET /api/researches/:id, not its rows) names the provider.
  const header = /\/api\/researches\/[0-9a-f-]{36}$/;
  await page.route(header, async (route) => {
    const real = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...real, provider: 'demo', isDemoData: true } });
  });
  await page.reload();
  await expect(page.getByRole('note')).toContainText('Demo data.');
  await page.unroute(header);

  // Back on /research the stored values are the starting point.
  await page.goto('/research');
  await expect(page.getByLabel('Seed Keyword')).toHaveValue('cheap running shoes');
  await expect(page.getByLabel('Location')).toHaveValue('United Kingdom');
});

test('keyword results: empty state, load failure and the form rules', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/keyword-results');
  await expect(page.getByText('No keyword results available. Please run a keyword research first.')).toBeVisible();
  await expectNoA11yViolationsAfterToasts(page);

  await page.goto('/keyword-results?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Failed to load keyword results.')).toBeVisible();
  await expect(page.getByText('This research was not found, or it is not yours.')).toBeVisible();
  await expectNoA11yViolationsAfterToasts(page);

  // A one-character keyword is refused by the form with the spec's toast; nothing is sent.
  await page.goto('/research?keyword=a&limit=50');
  await expect(page.getByLabel('Result Limit')).toHaveValue('50');
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await expect(page.getByText('Invalid Keyword')).toBeVisible();
  await expect(page.getByText('Please enter a keyword with at least 2 characters.')).toBeVisible();
  await expect(page).toHaveURL(/\/research/);

  // The provider's own seed limits (10 words, 80 characters) are checked in the form too: nothing is sent.
  let researchPosts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/research')) researchPosts += 1;
  });
  await page.goto(`/research?keyword=${encodeURIComponent('one two three four five six seven eight nine ten eleven')}&limit=50`);
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  // Said twice: under the field as soon as the page opens (decision 047), and in the toast of the submit.
  await expect(page.getByText(/Keyword research accepts at most 10 words/)).toHaveCount(2);
  expect(researchPosts).toBe(0);
});

test('a research lives at its URL: its owner opens it in a fresh browser, anyone else is told plainly', async ({ page: someoneElse, browser }) => {
  const owner = await browser.newPage();
  const { email, password } = await signUpVerified(owner);
  await owner.getByLabel('Seed Keyword').fill('trail running shoes');
  await owner.getByRole('button', { name: 'Analyze Keywords' }).click();
  await owner.waitForURL('**/keyword-results?id=*');
  const researchUrl = owner.url();
  expect(new URL(researchUrl).searchParams.get('id')).toMatch(/^[0-9a-f-]{36}$/);
  await owner.close();

  const sameOwnerElsewhere = await browser.newPage();
  await signIn(sameOwnerElsewhere, email, password);
  await sameOwnerElsewhere.goto(researchUrl);
  await expect(sameOwnerElsewhere.getByText(/Results for “trail running shoes”/)).toBeVisible();
  await sameOwnerElsewhere.close();

  await signUpVerified(someoneElse);
  await someoneElse.goto(researchUrl);
  await expect(someoneElse.getByText('This research was not found, or it is not yours.')).toBeVisible();
  await expect(someoneElse.getByText(/Results for/)).toHaveCount(0);
  await expectNoA11yViolationsAfterToasts(someoneElse);
});

test('from a keyword row to its SERP analysis and to its related keywords, one click each, in the research market', async ({ page }) => {
  await signUpVerified(page);
  await page.getByLabel('Seed Keyword').fill('trail running shoes');
  await chooseMarket(page, 'Location', 'United Kingdom');
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await page.waitForURL('**/keyword-results?id=*');
  const resultsUrl = page.url();
  const table = page.getByRole('table', { name: 'Keyword results' });
  await expect(table.getByRole('columnheader', { name: 'Analyze', exact: true })).toBeVisible();

  await table.getByRole('link', { name: 'SERP analysis for trail running shoes' }).click();
  await page.waitForURL('**/serp-analysis?*');
  await expect(page).toHaveURL(/keyword=trail\+running\+shoes/);
  await expect(page).toHaveURL(/location=2826/);
  await expect(page.getByRole('heading', { name: /Top 10 organic results for .trail running shoes./ })).toBeVisible();
  await expect(page.getByLabel('Location')).toHaveValue('United Kingdom');
  // The run was asked for by the click, not by the URL: a reload shows the form, it does not run again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Analyzing SERP...' })).toHaveCount(0);

  await page.goto(resultsUrl);
  await table.getByRole('link', { name: 'Related keywords for trail running shoes' }).click();
  await page.waitForURL('**/related-keywords?*');
  await expect(page.getByRole('table', { name: 'Related keywords for trail running shoes' })).toBeVisible();
  await expect(page.getByLabel('Location')).toHaveValue('United Kingdom');
  await page.mouse.move(0, 0); // a toast under the pointer waits for it to leave
  await expectNoA11yViolationsAfterToasts(page);
});
