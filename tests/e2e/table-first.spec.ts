// A professional opens a table and sees keywords: on the results, related, list and shared pages
// the first keyword row is within the first screen on a desktop (1366x900) and within the first two
// on a phone (390x844); the overview (summary, charts, clusters) is one closed bar above the table
// that remembers being opened. The Columns button hides, moves and sizes columns and sets the rows'
// density, and the choice survives a reload; the caption names the provenance every row shares.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { expectNoA11yViolations, signIn, signUpVerified } from './support';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const headers = { Origin: E2E.appUrl };

interface Fixture {
  researchId: string;
  relatedId: string;
  listId: string;
  sharedPath: string;
}

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const answer = await page.request.post(path, { data, headers });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBeTruthy();
  return (await answer.json()) as T;
}

/** A research, a related walk, a list of the research's keywords and a share link to the list, all through the API. */
async function makeFixture(page: Page): Promise<Fixture> {
  const market = { languageCode: 'en', locationCode: 2840 };
  const { researchId } = await post<{ researchId: string }>(page, '/api/research', { keyword: 'trail running shoes', ...market, limit: 50 });
  const related = await post<{ researchId: string }>(page, '/api/related', { keyword: 'trail running shoes', ...market, limit: 100, depth: 1, offset: 0 });
  const list = await post<{ id: string }>(page, '/api/lists', { name: `Trail ${Date.now().toString(36)}`, ...market });
  await post(page, `/api/lists/${list.id}/items`, { researchId, filter: {} });
  const share = await post<{ path: string }>(page, `/api/lists/${list.id}/shares`, { displayName: 'Shed Club' });
  return { researchId, relatedId: related.researchId, listId: list.id, sharedPath: share.path };
}

/** The top of the first keyword row (a table row on a desktop, a card on a phone), in page pixels. */
async function firstRowTop(page: Page, tableName: string | RegExp): Promise<number> {
  const phone = (page.viewportSize()?.width ?? 1366) < 640;
  const first = phone
    ? page.getByRole('list', { name: tableName }).getByRole('listitem').first()
    : page.getByRole('table', { name: tableName }).locator('tbody tr[data-index]').first();
  await expect(first).toBeVisible();
  return first.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

const PAGES = (fixture: Fixture) => [
  { name: 'results', path: `/keyword-results?id=${fixture.researchId}`, table: 'Keyword results' },
  { name: 'related', path: `/related-keywords?id=${fixture.relatedId}`, table: /^Related keywords for trail running shoes/ },
  { name: 'list', path: `/lists/${fixture.listId}`, table: 'List keywords' },
  { name: 'shared', path: fixture.sharedPath, table: 'Shared keywords' },
];

/** A new user at the desktop size, with the fixture made. */
async function desktopUserWithFixture(page: Page): Promise<Fixture> {
  await page.setViewportSize(DESKTOP);
  await signUpVerified(page);
  return makeFixture(page);
}

async function measure(browser: Browser, fixture: Fixture, storageState: Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, storageState });
  const page = await context.newPage();
  const found: Record<string, number> = {};
  for (const target of PAGES(fixture)) {
    await page.goto(target.path);
    found[target.name] = Math.round(await firstRowTop(page, target.table));
    await expectNoA11yViolations(page);
  }
  await context.close();
  return found;
}

test('the first keyword row is within the first screen on a desktop and the first two on a phone', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signUpVerified(page);
  const fixture = await makeFixture(page);
  const state = await page.context().storageState();

  const desktop = await measure(browser, fixture, state, DESKTOP);
  const phone = await measure(browser, fixture, state, PHONE);
  console.log(`first keyword row, page y: desktop ${JSON.stringify(desktop)}, phone ${JSON.stringify(phone)}`);
  for (const [name, y] of Object.entries(desktop)) expect(y, `${name} at 1366x900`).toBeLessThan(DESKTOP.height - 54);
  for (const [name, y] of Object.entries(phone)) expect(y, `${name} at 390x844`).toBeLessThan(2 * PHONE.height - 120);
});

/** The page's controls, headings and lines kept readable whose box meets a shown toast's (a heading's by its text). */
async function coveredByToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0);
    if (toasts.length === 0) return ['no toast shown'];
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const controls = 'button, a[href], input, select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="combobox"], [role="tab"]';
    const textBox = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    const found: string[] = [];
    const check = (selector: string, measure: (element: Element) => DOMRect) => {
      for (const element of document.querySelectorAll(selector)) {
        if (element.closest('[data-sonner-toaster]')) continue;
        const box = measure(element);
        if (box.width > 0 && box.height > 0 && toasts.some((toast) => meets(toast, box))) found.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      }
    };
    check(controls, (element) => element.getBoundingClientRect());
    check('h1, h2, h3, [data-keep-readable]', textBox);
    return found;
  });
}

test('a competitor run shows its table first: the form folds into a "New search" bar (domain keywords and a gap, desktop and phone)', async ({ browser }) => {
  test.setTimeout(300_000);
  const sizes = [
    { name: 'desktop', viewport: DESKTOP, limit: DESKTOP.height - 54 },
    { name: 'phone', viewport: PHONE, limit: 2 * PHONE.height - 120 },
  ] as const;
  const found: Record<string, number> = {};
  for (const { name, viewport, limit } of sizes) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signUpVerified(page);
    const site = `first-row-${name}.example`;
    await page.goto('/competitors');
    await page.getByLabel('Domain or URL').fill(site);
    await page.getByRole('button', { name: 'Find Ranking Keywords' }).click();
    await expect(page.getByRole('heading', { name: `Keywords of ${site}` })).toBeVisible();
    if (name === 'desktop') {
      // The run's toast, placed again once the run's page is drawn, covers no heading, control or coverage line.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
      await expect.poll(() => coveredByToasts(page), { timeout: 3_000 }).toEqual([]);
    }
    // The tabs and the form are one bar now; the run's table comes first.
    await expect(page.getByRole('button', { name: 'New search' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Domain or URL')).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Keyword gap' })).toBeHidden();
    found[`domain ${name}`] = Math.round(await firstRowTop(page, `Keywords ${site} ranks for`));
    await expectNoA11yViolations(page);

    // The gap's tab by its address, run from the form: its table first too.
    await page.goto(`/competitors?tab=gap&own=${site}&vs=rival-a-${name}.example&vs=rival-b-${name}.example`);
    await expect(page.getByRole('tab', { name: 'Keyword gap' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Compare Keywords' }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Keyword gap: ${site.replace(/\./g, '\\.')} vs `) })).toBeVisible();
    await expect(page.getByLabel('Your site')).toBeHidden();
    found[`gap ${name}`] = Math.round(await firstRowTop(page, /^Keyword gap/));
    await expectNoA11yViolations(page);

    // "New search" opens the form again, still holding the run's sites.
    await page.getByRole('button', { name: 'New search' }).click();
    await expect(page.getByRole('button', { name: 'New search' })).toHaveCount(0);
    await expect(page.getByLabel('Your site')).toHaveValue(site);
    await expect(page.getByRole('tab', { name: 'Keyword gap' })).toHaveAttribute('aria-selected', 'true');
    await expectNoA11yViolations(page);
    await context.close();
    for (const [what, y] of Object.entries(found)) if (what.endsWith(name)) expect(y, `${what} at ${viewport.width}x${viewport.height}`).toBeLessThan(limit);
  }
  console.log(`first competitor row, page y: ${JSON.stringify(found)}`);
});

test('the overview opens on request and stays open for that page kind', async ({ page }) => {
  const fixture = await desktopUserWithFixture(page);
  await page.goto(`/keyword-results?id=${fixture.researchId}`);
  const show = page.getByRole('button', { name: 'Show overview' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: 'Charts' })).toHaveCount(0);
  await show.click();
  await expect(page.getByRole('button', { name: 'Hide overview' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Charts' })).toBeVisible();
  // Nothing clipped: every axis label of the charts is whole, none cut or running over its bar.
  const labels = page.locator('[data-axis-label]');
  await expect(labels.first()).toBeVisible();
  const cut = await labels.evaluateAll((spans) => spans.filter((span) => span.scrollWidth > span.clientWidth + 1).map((span) => span.textContent));
  expect(cut).toEqual([]);
  await expect(page.getByText(/…/).filter({ visible: true })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Hide overview' })).toBeVisible();
  // Another page kind keeps its own state: the list's overview is still closed.
  await page.goto(`/lists/${fixture.listId}`);
  await expect(page.getByRole('button', { name: 'Show overview' })).toBeVisible();
});

test('columns chosen, moved, sized and made compact survive a reload; the caption names the shared provenance', async ({ page }) => {
  const fixture = await desktopUserWithFixture(page);
  await page.goto(`/keyword-results?id=${fixture.researchId}`);
  const table = page.getByRole('table', { name: 'Keyword results' });
  await expect(table.locator('tbody tr[data-index]').first()).toBeVisible();
  // The Source column starts hidden: every row shares it, so the caption says it once.
  await expect(table.getByRole('columnheader', { name: 'Source' })).toHaveCount(0);
  await expect(table.locator('caption')).toContainText(/All rows: .+, (updated|fetched) \w{3} \d{1,2}, \d{4}/);

  await page.getByRole('button', { name: 'Columns' }).click();
  const panel = page.getByRole('dialog', { name: 'Columns of keyword results' });
  await panel.getByRole('checkbox', { name: 'Difficulty' }).uncheck();
  await panel.getByRole('checkbox', { name: 'Source' }).check();
  await panel.getByRole('button', { name: 'Move CPC earlier' }).click();
  await panel.getByRole('button', { name: 'Move CPC earlier' }).click();
  await panel.getByRole('radio', { name: 'Compact' }).check();
  await panel.getByLabel('Width of the Volume column in pixels').fill('160');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // A drag of a header's right edge widens its column (TanStack Table's resize handler).
  const widthOf = (name: string) => table.getByRole('columnheader', { name, exact: true }).evaluate((th) => Math.round(th.getBoundingClientRect().width));
  const intentBefore = await widthOf('Intent');
  const handle = table.locator('[data-resize-handle="intent"]');
  const box = await handle.boundingBox();
  if (!box) throw new Error('no resize handle');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => widthOf('Intent')).toBeGreaterThan(intentBefore + 40);
  const intentAfter = await widthOf('Intent');

  const headerNames = () => table.getByRole('columnheader').allInnerTexts();
  const expectChosen = async () => {
    const names = (await headerNames()).map((name) => name.trim());
    expect(names).not.toContain('Difficulty');
    expect(names).toContain('Source');
    expect(names.indexOf('CPC')).toBeLessThan(names.indexOf('Volume'));
    await expect(table).toHaveClass(/text-xs/);
    expect(await widthOf('Volume')).toBe(160);
    expect(await widthOf('Intent')).toBe(intentAfter);
  };
  await expectChosen();
  await page.reload();
  await expect(table.locator('tbody tr[data-index]').first()).toBeVisible();
  await expectChosen();
  await expectNoA11yViolations(page);

  // Each table keeps its own: the list's table still has its defaults.
  await page.goto(`/lists/${fixture.listId}`);
  const listTable = page.getByRole('table', { name: 'List keywords' });
  await expect(listTable.getByRole('columnheader', { name: 'Difficulty', exact: true })).toBeVisible();
  await expect(listTable).toHaveClass(/text-sm/);

  // Reset brings the results table's defaults back.
  await page.goto(`/keyword-results?id=${fixture.researchId}`);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('button', { name: 'Reset columns' }).click();
  await expect(table.getByRole('columnheader', { name: 'Difficulty', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Source' })).toHaveCount(0);
});

test('the chosen columns and the open overview follow the user to a fresh browser', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  const { email, password } = await signUpVerified(page);
  const fixture = await makeFixture(page);
  await page.goto(`/keyword-results?id=${fixture.researchId}`);
  const table = page.getByRole('table', { name: 'Keyword results' });
  await expect(table.locator('tbody tr[data-index]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  const panel = page.getByRole('dialog', { name: 'Columns of keyword results' });
  await panel.getByRole('checkbox', { name: 'Difficulty' }).uncheck();
  await panel.getByRole('checkbox', { name: 'Source' }).check();
  await panel.getByRole('radio', { name: 'Compact' }).check();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Show overview' }).click();
  // Saved on the server once the choice settles.
  const saved = async () => (await page.request.get('/api/preferences')).json() as Promise<{ tables: { results?: { hidden: string[]; density: string } }; overviews: { results?: boolean } }>;
  await expect.poll(async () => (await saved()).tables.results).toMatchObject({ hidden: ['difficulty'], density: 'compact' });
  await expect.poll(async () => (await saved()).overviews.results).toBe(true);

  // Another browser, nothing in its storage: the same user sees the same columns and overview.
  const fresh = await browser.newContext({ viewport: DESKTOP });
  const other = await fresh.newPage();
  await signIn(other, email, password);
  await other.goto(`/keyword-results?id=${fixture.researchId}`);
  const otherTable = other.getByRole('table', { name: 'Keyword results' });
  await expect(otherTable.locator('tbody tr[data-index]').first()).toBeVisible();
  await expect(otherTable.getByRole('columnheader', { name: 'Source' })).toBeVisible();
  await expect(otherTable.getByRole('columnheader', { name: 'Difficulty', exact: true })).toHaveCount(0);
  await expect(otherTable).toHaveClass(/text-xs/);
  await expect(other.getByRole('button', { name: 'Hide overview' })).toBeVisible();
  await expectNoA11yViolations(other);
  // Its other tables keep their defaults.
  await other.goto(`/lists/${fixture.listId}`);
  await expect(other.getByRole('table', { name: 'List keywords' }).getByRole('columnheader', { name: 'Difficulty', exact: true })).toBeVisible();
  await fresh.close();
});

test('a long keyword is shown whole, never cut', async ({ page }) => {
  const fixture = await desktopUserWithFixture(page);
  await page.goto(`/keyword-results?id=${fixture.researchId}`);
  const cells = page.getByRole('table', { name: 'Keyword results' }).locator('tbody tr[data-index] td:nth-child(2)');
  await expect(cells.first()).toBeVisible();
  const clipped = await cells.evaluateAll((tds) => tds.filter((td) => td.scrollWidth > td.clientWidth + 1 || td.scrollHeight > td.clientHeight + 1).map((td) => td.textContent));
  expect(clipped).toEqual([]);
});
