// Adding to a list beyond the results page: rows chosen on the related keywords table go into a new
// list; the questions and related searches of a SERP analysis go into the same list through the
// list's import (preview with the cost, then confirm); on the list page, every keyword matching a
// filter is removed at once, after a confirmation.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signUpVerified } from './support';

const noToasts = (page: Page) => expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

test('related rows and SERP keywords -> a list; select all matching -> remove', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerified(page);

  // Related keywords: three rows by two clicks and a shift range, into a new list.
  await page.goto('/related-keywords');
  await expect(page.getByText(/related keyword requests left/)).toBeVisible();
  await page.getByLabel('Seed Keyword').fill('garden shed');
  await page.getByRole('button', { name: 'Find Related Keywords' }).click();
  await page.waitForURL('**/related-keywords?id=*');
  const related = page.getByRole('table', { name: 'Related keywords for garden shed' });
  const boxes = related.getByRole('checkbox', { name: /^Select / });
  await expect(boxes.nth(3)).toBeVisible();
  await boxes.nth(1).check();
  await boxes.nth(3).click({ modifiers: ['Shift'] });
  for (const index of [1, 2, 3]) await expect(boxes.nth(index)).toBeChecked();
  for (const index of [0, 4]) await expect(boxes.nth(index)).not.toBeChecked();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Add to list' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add to list' });
  await addDialog.getByLabel('New list name').fill('Shed research');
  await addDialog.getByRole('button', { name: 'Add keywords' }).click();
  await expect(page.getByText('Added 3 keywords to Shed research')).toBeVisible();
  await expect(boxes.nth(1)).not.toBeChecked();

  // SERP analysis: its questions and related searches, all of them, into that list.
  await page.goto('/serp-analysis');
  // The quota line comes from the server: the form is live before it is filled.
  await expect(page.getByText(/SERP analyses left/)).toBeVisible();
  await page.getByLabel('Seed Keyword').fill('garden shed');
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  const serpKeywords = page.getByRole('region', { name: 'Keywords from this SERP' });
  // Each checkbox is named by its keyword alone; the features that show it describe it.
  await expect(serpKeywords.getByRole('checkbox', { name: 'what is garden shed', exact: true })).toHaveAccessibleDescription('People also ask');
  await expect(serpKeywords.getByRole('checkbox', { name: 'garden shed near me', exact: true })).toHaveAccessibleDescription('Related searches');
  await noToasts(page);
  await expectNoA11yViolations(page);
  await serpKeywords.getByRole('checkbox', { name: /^Select all \d+$/ }).check();
  const total = Number(/(\d+)/.exec((await serpKeywords.getByText(/^Select all \d+$/).innerText()) ?? '')![1]);
  await expect(serpKeywords.getByText(`${total} selected`)).toBeVisible();
  await serpKeywords.getByRole('button', { name: 'Add to list' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Add to list' });
  await expect(importDialog.getByLabel('List')).toHaveValue(/.+/);

  // A new list made only to see the price, then abandoned, is not left behind.
  await importDialog.getByLabel('List').selectOption({ label: 'A new list…' });
  await importDialog.getByLabel('New list name').fill('Only a price');
  await importDialog.getByRole('button', { name: 'Create list and preview cost' }).click();
  await expect(importDialog.getByRole('button', { name: 'Confirm import' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(importDialog).toHaveCount(0);
  const listNames = async () => ((await (await page.request.get('/api/lists')).json()) as { lists: { name: string }[] }).lists.map((list) => list.name);
  await expect.poll(listNames).not.toContain('Only a price');
  expect(await listNames()).toContain('Shed research');
  await serpKeywords.getByRole('button', { name: 'Add to list' }).click();
  await expect(importDialog.getByLabel('List')).toHaveValue(/.+/);
  await importDialog.getByLabel('List').selectOption({ label: 'Shed research' });
  await importDialog.getByRole('button', { name: 'Preview cost' }).click();
  // Some of the SERP's searches may be among the three related rows already.
  const preview = importDialog.getByText(/^\d+ new, \d+ already in the list, \d+ cached \(free\), \d+ to fetch\. Cost: \d+ keyword research units?\.$/);
  await expect(preview).toBeVisible();
  // A retry (or any earlier test of the suite) may have fetched them already: then the cache adds
  // them at once and no import job runs.
  const [fresh, already, toFetch] = /^(\d+) new, (\d+) already in the list, \d+ cached \(free\), (\d+) to fetch/
    .exec(await preview.innerText())!
    .slice(1)
    .map(Number) as [number, number, number];
  expect(fresh + already).toBe(total);
  const size = 3 + fresh;
  await expectNoA11yViolations(page);
  await importDialog.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByText('Import started')).toBeVisible();
  await expect(importDialog).toHaveCount(0);

  // The list: the 3 related rows and the SERP's new keywords, once the import is done.
  await page.goto('/lists');
  await page.getByRole('link', { name: 'Shed research' }).click();
  if (toFetch > 0) await expect(page.getByText(/Last import: complete/)).toBeVisible({ timeout: 60_000 });
  const counter = page.getByText(/^Showing [\d,]+ of [\d,]+ keywords$/);
  await expect(counter).toHaveText(`Showing ${size} of ${size} keywords`);

  // Every keyword holding "near" or "app" (the include filter), removed at once after a confirmation.
  await page.getByRole('button', { name: 'Filters' }).click();
  const include = page.getByRole('region', { name: 'Filters' }).getByRole('textbox', { name: 'Include words' });
  await include.fill('app near');
  await include.press('Enter');
  await expect(counter).toHaveText(`Showing 2 of ${size} keywords`);
  await page.getByRole('checkbox', { name: 'Select all 2 matching the filters' }).check();
  await noToasts(page);
  await page.getByRole('button', { name: 'Remove selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from the list' });
  await expect(confirm.getByText('Remove 2 keywords from this list? Their notes go with them.')).toBeVisible();
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Remove 2 keywords' }).click();
  await expect(page.getByText('Removed 2 keywords from the list')).toBeVisible();
  await expect(counter).toHaveText(`Showing 0 of ${size - 2} keywords`);
  await include.fill('');
  await include.press('Enter');
  await expect(counter).toHaveText(`Showing ${size - 2} of ${size - 2} keywords`);
  const table = page.getByRole('table', { name: 'List keywords' });
  await expect(table.getByText('garden shed price', { exact: true })).toBeVisible();
  await expect(table.getByText('garden shed near me', { exact: true })).toHaveCount(0);
});
