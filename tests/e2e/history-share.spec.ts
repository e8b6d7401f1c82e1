// Changes since the last run and share links in the browser: a research repeated from /history shows "Changes since
// last run" with its "Show only changes" switch; a share link created on the results page opens
// read-only for a visitor who is not signed in (noindex), and stops working once revoked.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signUpVerified } from './support';

async function runResearch(page: Page, keyword?: string) {
  if (keyword) await page.getByLabel('Seed Keyword').fill(keyword);
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await page.waitForURL('**/keyword-results?id=*');
  await expect(page.getByText(/Showing [\d,]+ of [\d,]+ keywords/)).toBeVisible();
}

const noToasts = (page: Page) => expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

test('a research repeated from the history shows the changes since the last run', async ({ page }) => {
  await signUpVerified(page);
  await runResearch(page, 'garden hose');
  // A first run has nothing to compare with.
  await expect(page.getByRole('heading', { name: 'Changes since last run' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your researches, newest first' });
  await expect(table.getByRole('cell', { name: 'garden hose', exact: true })).toBeVisible();
  await page.getByLabel('Kind').selectOption('serp');
  await expect(page.getByText('No research matches these filters.')).toBeVisible();
  await expect(page).toHaveURL(/[?&]kind=serp/);
  await page.getByLabel('Kind').selectOption('');
  await page.getByLabel('Keyword').fill('hose');
  await expect(table.getByRole('cell', { name: 'garden hose', exact: true })).toBeVisible();
  await noToasts(page);
  await expectNoA11yViolations(page);

  // Re-run opens the form filled with the request; its cost box says before anything runs that the
  // provider's cached answer makes the repeat free (decision 025).
  await page.getByRole('link', { name: 'Re-run garden hose' }).click();
  await expect(page.getByLabel('Seed Keyword')).toHaveValue('garden hose');
  await expect(page.getByText(/^Free: the answer is cached \(fetched .+\), so nothing comes off your quota\.$/)).toBeVisible();
  await runResearch(page);

  const changes = page.getByRole('heading', { name: 'Changes since last run' });
  await expect(changes).toBeVisible();
  await expect(page.getByText(/Compared with the same request run on .*: \d+ new, \d+ lost, \d+ changed, \d+ unchanged\./)).toBeVisible();
  const onlyChanges = page.getByLabel('Show only changes');
  await expect(onlyChanges).toBeChecked();
  // The provider's cached answer: the same rows, so nothing changed; all rows show without the switch.
  await onlyChanges.uncheck();
  const changeTable = page.getByRole('table', { name: 'Changes since last run' });
  await expect(changeTable.getByText('Unchanged').first()).toBeVisible();
  await noToasts(page);
  await expectNoA11yViolations(page);

  // The history tells the two runs apart: the time of day, and each run's change since the previous
  // run of the same question.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  const runs = table.getByRole('row').filter({ hasText: 'garden hose' });
  await expect(runs).toHaveCount(2);
  await expect(runs.nth(0)).toContainText('No changes');
  await expect(runs.nth(1)).toContainText('First run');
  await expect(runs.nth(0).getByRole('cell').nth(4)).toHaveText(/\d{1,2}:\d{2}/);
  // On a phone: a card per run, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Your researches, newest first' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('No changes');
  await expect(cards.nth(0).getByRole('link', { name: 'Re-run garden hose' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
});

test('a share link opens read-only for a visitor who is not signed in, until revoked', async ({ page, browser }) => {
  await signUpVerified(page);
  await runResearch(page, 'rain barrel');
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  await dialog.getByLabel('Display name').fill('Garden Club');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const urlField = dialog.getByLabel('Your link (shown this once)');
  await expect(urlField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const url = await urlField.inputValue();
  await expect(dialog.getByRole('cell', { name: 'Garden Club', exact: true })).toBeVisible();
  await noToasts(page);
  await expectNoA11yViolations(page);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const response = await visitor.goto(url);
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(visitor.getByText('Shared by Garden Club · read-only')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: /Keyword research: “rain barrel”/ })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const rows = visitor.getByRole('table', { name: 'Shared keywords' }).locator('tbody tr:not([aria-hidden])');
  await expect(rows.first()).toContainText('rain barrel');
  // Nothing about the owner beyond the chosen name, and no way into the account.
  await expect(visitor.getByRole('link', { name: 'History' })).toHaveCount(0);
  await expectNoA11yViolations(visitor);
  // The visitor searches, filters and exports what was shared (no saved presets: they have none).
  const counter = visitor.getByText(/^Showing [\d,]+ of [\d,]+ keywords$/);
  const total = Number(/of ([\d,]+) keywords/.exec(await counter.innerText())![1]!.replace(/,/g, ''));
  await visitor.getByRole('searchbox', { name: 'Search keywords' }).fill('rain barrel');
  await expect(visitor).toHaveURL(/[?&]q=rain/);
  // Applied once typing pauses: the export link then carries the search.
  await expect(visitor.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /[?&]q=rain\+barrel/);
  await expect(visitor.getByRole('group', { name: 'Filter presets' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Filters' })).toBeVisible();
  const [file] = await Promise.all([visitor.waitForEvent('download'), visitor.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(file.suggestedFilename()).toMatch(/^keyword-research-rain-barrel-us-en-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\r\n').slice(1);
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.length).toBeLessThanOrEqual(total);
  // The search finds keywords holding both words, as the table does.
  expect(lines.every((line) => /rain/i.test(line) && /barrel/i.test(line))).toBe(true);
  await expectNoA11yViolations(visitor);

  // The owner sees the view and revokes the link; the visitor's next visit finds nothing.
  await dialog.getByRole('button', { name: 'Revoke the link for Garden Club' }).click();
  await expect(dialog.getByRole('cell', { name: 'Revoked', exact: true })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('This shared link does not exist, has expired or was revoked.')).toBeVisible();
  await visitorContext.close();
});
