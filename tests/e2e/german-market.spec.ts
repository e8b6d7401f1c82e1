// Browser journey of a German market on the offline demo provider: Germany + German on /research,
// German ideas on the results, the German spelling hint for a German misspelling, and no hint for
// brands ("asics gel", "hoka clifton"). The shared e2e app talks to the fake DataForSEO, so this
// file starts its own app with KEYWORD_PROVIDER=demo (same build, same mail receiver).
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { ROWS_PAGE_MAX, type RowsPage } from '../../src/shared/contract/researches';
import { startLocalServer, type LocalServer } from './local-server';
import { chooseMarket, expectNoA11yViolations, signUpVerified, uniqueEmail } from './support';

const DEMO_PORT = E2E.appPort + 5;
const DEMO_URL = `http://localhost:${DEMO_PORT}`;
const DATA_DIR = '.tmp/e2e-demo-data';

let server: LocalServer | null = null;

// A German browser: numbers, money and dates in German format.
test.use({ baseURL: DEMO_URL, locale: 'de-DE' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startLocalServer({
    port: DEMO_PORT,
    dataDir: DATA_DIR,
    env: { SMTP_URL: `smtp://127.0.0.1:${E2E.mailSmtpPort}`, KEYWORD_PROVIDER: 'demo', DATAFORSEO_LOGIN: '', DATAFORSEO_PASSWORD: '' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  server = null;
});

/** Types `text` and waits for the hint's answer for exactly that text in that language. */
async function typeAndAwaitHint(page: Page, text: string, lang: string) {
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/spelling' && url.searchParams.get('s') === text && url.searchParams.get('lang') === lang;
  });
  await page.getByLabel('Seed Keyword').fill(text);
  return answered;
}

test('a German market: German ideas and the German spelling hint, never on brands', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpVerified(page, uniqueEmail('de'), undefined, DEMO_URL);
  // The confirmation link's landing says so, once.
  await expect(page.getByText('E-mail verified')).toBeVisible();
  expect(new URL(page.url()).search).not.toContain('verified');

  // The comboboxes by keyboard only: type to filter, arrows to move, Enter to choose, Escape to keep.
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.focus();
  await page.keyboard.type('belg');
  await expect(location).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox', { name: 'Location' }).getByRole('option')).toHaveText(['Belgium']);
  await page.keyboard.press('Escape');
  await expect(location).toHaveValue('United States');
  await chooseMarket(page, 'Location', 'Germany');
  await chooseMarket(page, 'Language', 'German');
  await expect(page.getByTestId('market-label')).toHaveText('Market: Germany · German');
  const hint = page.getByText('Did you mean:');

  // A German misspelling gets the German correction (the English dictionary would not know it).
  const answer = await typeAndAwaitHint(page, 'gunstige laufschuhe', 'de');
  expect(await answer.json()).toEqual([{ word: 'günstige laufschuhe' }]);
  await expect(page.getByRole('button', { name: 'günstige laufschuhe' })).toBeVisible();
  await expectNoA11yViolations(page);

  // Brands and German words are left alone.
  for (const text of ['asics gel', 'hoka clifton', 'laufschuhe damen']) {
    const res = await typeAndAwaitHint(page, text, 'de');
    expect(await res.json(), text).toEqual([]);
    await expect(hint).toBeHidden();
  }

  // The research: German ideas, none of the English patterns.
  await page.getByLabel('Seed Keyword').fill('laufschuhe');
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await page.waitForURL('**/keyword-results**');
  const table = page.getByRole('table', { name: 'Keyword results' });
  await expect(table.getByRole('row').nth(1)).toContainText('laufschuhe');
  await expect(table.locator('tbody tr:not([aria-hidden])').first()).toBeVisible();
  // German number format: CPC as "US$1,23" (still US dollars, decision 006), the market named.
  await expect(table.getByText(/^US\$\d{1,3}(\.\d{3})*,\d{2}$/).first()).toBeVisible();
  await expect(page.getByText(/Market: Germany · German/)).toBeVisible();
  await expectNoA11yViolations(page);
  // Every stored row, not only those the virtualised table has drawn.
  const researchId = new URL(page.url()).searchParams.get('id');
  const stored = await page.request.get(`/api/researches/${researchId}/rows?limit=${ROWS_PAGE_MAX}`);
  expect(stored.ok()).toBe(true);
  const rows = ((await stored.json()) as RowsPage).rows.map((r) => r.keyword);
  expect(rows.length).toBeGreaterThan(10);
  expect(rows.some((r) => /laufschuhe (damen|herren|test|kaufen|vergleich|sale|outlet|angebot|preis|erfahrungen)/.test(r))).toBe(true);
  for (const row of rows) expect(row).not.toMatch(/\b(best|cheap|free|login|strategy|pdf|for)\b/);
});
