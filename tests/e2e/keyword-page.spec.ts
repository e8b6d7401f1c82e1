// A keyword's own page (decision 067): from a row of a research's table to the keyword's page,
// which shows what is held without spending, then each paid read with its cost first: the longer
// history (4 years and the forecast), the SERP with its strength, the value of ranking; "Add to
// list" puts the keyword in a new list the page then names. On a phone nothing scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signUpVerified } from './support';

const SEED = 'garden hose';

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function runResearch(page: Page) {
  await signUpVerified(page);
  await page.getByLabel('Seed Keyword').fill(SEED);
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await page.waitForURL('**/keyword-results?id=*');
  await expect(page.getByText('Analysis Complete')).toBeVisible();
}

async function openKeywordFromResults(page: Page): Promise<string> {
  // A row that is not the seed: its keyword is a link to its page.
  const links = page.locator('a[title="Open the keyword’s page"]');
  await expect(links.nth(1)).toBeVisible();
  const keyword = (await links.nth(1).textContent()) ?? '';
  await links.nth(1).click();
  await page.waitForURL('**/keyword?keyword=*');
  await expect(page.getByRole('heading', { level: 1, name: keyword })).toBeVisible();
  return keyword;
}

async function settleToasts(page: Page) {
  await page.mouse.move(10, 10);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 30_000 });
}

test('from a row to its page: held metrics free, then the history, the SERP and the value each after its cost; add to list', async ({ page }) => {
  test.setTimeout(180_000);
  await runResearch(page);
  // Any row's value of ranking from its tools, its cost first; the row keeps it (its column fills in).
  await page.getByRole('button', { name: /^Value of ranking for / }).nth(1).click();
  const rowValue = page.getByRole('dialog', { name: /^Value of ranking: / });
  await rowValue.getByRole('button', { name: 'Check traffic potential' }).click();
  await expect(rowValue.getByText('Uses 1 SERP analysis of your quota.')).toBeVisible();
  await rowValue.getByRole('button', { name: 'Read the value' }).click();
  await expect(rowValue.getByText('Parent topic', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rowValue).toHaveCount(0);

  const keyword = await openKeywordFromResults(page);
  const metrics = page.getByRole('region', { name: 'Metrics' });
  await expect(metrics.getByText('Volume', { exact: true })).toBeVisible();
  await expect(metrics.getByRole('link', { name: `the research of “${SEED}”` })).toBeVisible();
  await settleToasts(page);
  await expectNoA11yViolations(page);

  // The longer history: the research read 12 months; 4 years cost one keyword research, said first.
  const history = page.getByRole('region', { name: 'Volume over the years' });
  await expect(history.getByText('Uses 1 keyword research of your quota.')).toBeVisible();
  await history.getByRole('button', { name: 'Read 4 years of history' }).click();
  await expect(history.getByRole('button', { name: 'Read 4 years of history' })).toHaveCount(0);
  await expect(history.locator('figcaption', { hasText: `Forecast, next 12 months: ${keyword}` })).toBeVisible();
  await expect(history.getByText(/Year over year/)).toBeVisible();

  // The SERP: its cost, then the top 10 with their strength and the difficulty explained.
  const serp = page.getByRole('region', { name: 'Top 10 and their strength' });
  await expect(serp.getByText('Uses 1 SERP analysis of your quota.')).toBeVisible();
  await serp.getByRole('button', { name: 'Analyze the SERP' }).click();
  await expect(page.getByRole('region', { name: 'Why the difficulty is what it is' })).toBeVisible();
  await expect(page.getByText(`Top 10 organic results for “${keyword}”`)).toBeVisible();

  // The value of ranking: its cost first, then the figures.
  await page.getByRole('button', { name: 'Check traffic potential' }).click();
  const value = page.getByRole('region', { name: 'Value of ranking' });
  await expect(value.getByText('Uses 1 SERP analysis of your quota.')).toBeVisible();
  await value.getByRole('button', { name: 'Read the value' }).click();
  await expect(value.getByText('Traffic potential', { exact: true })).toBeVisible();

  // Add to list: the page then names the list holding it.
  const lists = page.getByRole('region', { name: 'Lists' });
  await lists.getByRole('button', { name: 'Add to list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to list' });
  await dialog.getByLabel('New list name').fill('Hose keywords');
  await dialog.getByRole('button', { name: 'Add keywords' }).click();
  await expect(lists.getByRole('link', { name: 'Hose keywords' })).toBeVisible();

  // Reopened by its address: what was read is held, nothing asks to be paid again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Why the difficulty is what it is' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Read 4 years of history' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Value of ranking' }).getByText('Parent topic', { exact: true })).toBeVisible();
  await settleToasts(page);
  await expectNoA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the keyword’s page fits the screen', async ({ page }) => {
    test.setTimeout(120_000);
    await runResearch(page);
    await openKeywordFromResults(page);
    await expect(page.getByRole('button', { name: 'Analyze the SERP' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await settleToasts(page);
    await expectNoA11yViolations(page);
  });
});
