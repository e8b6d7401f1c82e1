// The idea tabs of a keyword research: from its results, the Questions tab shows its cost before it
// spends, runs, and opens the questions in the same table; rows chosen there go into a new list,
// and the list holds them. On a phone the tabs scroll on their own line, the page never sideways.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, expectRunToastClear, scrollsSideways, signUpVerified } from './support';

const SEED = 'garden shed';
/** A Questions run's toast; a run whose answer another test already cached says so, and is free. */
const QUESTIONS_DONE = /^\d+ keywords found( \(from the cache: nothing was charged\))?\.$/;

async function runResearch(page: Page) {
  await signUpVerified(page);
  await page.getByLabel('Seed Keyword').fill(SEED);
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await page.waitForURL('**/keyword-results?id=*');
  await expect(page.getByText('Analysis Complete')).toBeVisible();
}

async function openQuestions(page: Page) {
  const tabs = page.getByRole('navigation', { name: 'Keyword idea tabs' });
  await expect(tabs.getByRole('link', { name: 'All ideas' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Questions' }).click();
  await page.waitForURL('**/keyword-results?id=*&tab=questions');
  await expect(tabs.getByRole('link', { name: 'Questions' })).toHaveAttribute('aria-current', 'page');
  // The cost before anything is spent: one keyword research of the quota.
  await expect(page.getByText('Uses 1 keyword research of your quota.')).toBeVisible();
  return tabs;
}

test('questions tab -> select rows -> Add to list -> the list holds them', async ({ page }) => {
  test.setTimeout(150_000);
  await runResearch(page);
  const researchUrl = page.url();
  const tabs = await openQuestions(page);
  await page.mouse.move(10, 10);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 30_000 });
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Find questions' }).click();
  await expect(page.getByText(QUESTIONS_DONE)).toBeVisible();
  await expect(page).not.toHaveURL(researchUrl);
  await expect(tabs.getByRole('link', { name: /^Questions \d+$/ })).toHaveAttribute('aria-current', 'page');

  // The same table: every row a question about the seed.
  const table = page.getByRole('table', { name: 'Keyword results' });
  await expect(table.getByText(`what is ${SEED}`, { exact: true })).toBeVisible();
  const boxes = table.getByRole('checkbox', { name: /^Select / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  const chosen = await Promise.all([0, 1].map(async (i) => ((await boxes.nth(i).getAttribute('aria-label')) ?? '').replace(/^Select /, '')));
  await page.getByRole('button', { name: 'Add to list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to list' });
  await dialog.getByLabel('New list name').fill('Shed questions');
  await dialog.getByRole('button', { name: 'Add keywords' }).click();
  await expect(page.getByText('Added 2 keywords to Shed questions')).toBeVisible();

  // The tab again: the stored run opens, nothing is asked twice.
  await tabs.getByRole('link', { name: 'All ideas' }).click();
  await expect(page).toHaveURL(researchUrl);
  await expect(tabs.getByRole('link', { name: /^Questions \d+$/ })).toBeVisible();

  await page.goto('/lists');
  await page.getByRole('link', { name: 'Shed questions' }).click();
  const list = page.getByRole('table', { name: 'List keywords' });
  for (const keyword of chosen) await expect(list.getByText(keyword, { exact: true })).toBeVisible();
  await expect(page.getByText('Showing 2 of 2 keywords')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tabs scroll on their own line; the cost and the run fit the screen', async ({ page }) => {
    test.setTimeout(120_000);
    await runResearch(page);
    // Each run's toast leaves the heading and the first card readable, and the page as wide as the phone.
    const heading = page.getByRole('heading', { name: 'Keyword Results', level: 1 });
    const firstCard = page.getByRole('list', { name: 'Keyword results' }).getByRole('listitem').first();
    await expectRunToastClear(page, /Found \d+ keywords/, heading, firstCard);
    await openQuestions(page);
    await expect(page.getByRole('button', { name: 'Find questions' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await page.mouse.move(195, 10);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 30_000 });
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Find questions' }).click();
    await expect(firstCard).toBeVisible();
    await expectRunToastClear(page, QUESTIONS_DONE, heading, firstCard);
    expect(await scrollsSideways(page)).toBe(false);
  });
});
