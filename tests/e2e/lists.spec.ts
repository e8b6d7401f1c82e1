// Selection, lists, imports and sharing in the browser: rows selected on the results page (two checkboxes and a
// shift range) go into a new list; /lists and the list page show it; 200 pasted keywords are
// imported after the preview (new, cached, units) and the job's progress reaches its end; the
// list's table filters like the results table (the filter in the URL) and a topic cluster
// filters it (decision 033); the list is shared and opens read-only, without notes, for a visitor
// who is not signed in.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, expectRowsAtTheirHeight, openOverview, signUpVerified } from './support';

const SHOWING = /Showing [\d,]+ of [\d,]+ keywords/;
const noToasts = (page: Page) => expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

test('select rows -> new list -> import 200 with preview and progress -> share read-only', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signUpVerified(page);
  await page.getByLabel('Seed Keyword').fill('garden shed');
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await page.waitForURL('**/keyword-results?id=*');
  await expect(page.getByText(/Showing [\d,]+ of [\d,]+ keywords/)).toBeVisible();

  // Two single clicks, then a shift-click from the second: rows 2..5 of the table.
  const table = page.getByRole('table', { name: 'Keyword results' });
  const boxes = table.getByRole('checkbox', { name: /^Select / });
  await expect(boxes.nth(5)).toBeVisible();
  await boxes.nth(0).check();
  await boxes.nth(2).check();
  await boxes.nth(5).click({ modifiers: ['Shift'] });
  for (const index of [0, 2, 3, 4, 5]) await expect(boxes.nth(index)).toBeChecked();
  await expect(boxes.nth(1)).not.toBeChecked();
  await expect(page.getByText('5 selected')).toBeVisible();
  const firstKeyword = ((await boxes.nth(0).getAttribute('aria-label')) ?? '').replace(/^Select /, '');

  await page.getByRole('button', { name: 'Add to list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to list' });
  await dialog.getByLabel('New list name').fill('Shed ideas');
  await dialog.getByRole('button', { name: 'Add keywords' }).click();
  await expect(page.getByText('Added 5 keywords to Shed ideas')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(boxes.nth(0)).not.toBeChecked();

  // The lists page, then the list.
  await page.goto('/lists');
  await expect(page.getByRole('heading', { name: 'Keyword lists' })).toBeVisible();
  const listLink = page.getByRole('link', { name: 'Shed ideas' });
  await expect(listLink).toBeVisible();
  await noToasts(page);
  await expectNoA11yViolations(page);
  await listLink.click();
  await expect(page.getByRole('heading', { name: 'Shed ideas' })).toBeVisible();
  await expect(page.getByText(/^5 keywords · total volume/)).toBeVisible();

  // A note on one keyword, saved on Enter.
  const note = page.getByLabel(`Note for ${firstKeyword}`, { exact: true });
  await note.fill('Ask the editor');
  await note.press('Enter');
  await expect(page.getByText('Note saved')).toBeVisible();

  // Import 200 pasted keywords: the preview first, then the job to its end.
  const pasted = Array.from({ length: 200 }, (_, i) => `shed plan ${i + 1}`).join('\n');
  // A list with keywords keeps its import folded behind "Import keywords".
  await expect(page.getByLabel('Keywords to import')).toBeHidden();
  await page.getByRole('heading', { name: 'Import keywords' }).click();
  await page.getByLabel('Keywords to import').fill(pasted);
  await page.getByRole('button', { name: 'Preview import' }).click();
  const preview = page.getByText(/200 new, 0 already in the list, \d+ cached \(free\), \d+ to fetch\. Cost: \d+ keyword research units?/);
  await expect(preview).toBeVisible();
  // A retry finds what the first try fetched in the cache: those are added at once, with no job.
  const toFetch = Number(/(\d+) to fetch/.exec(await preview.innerText())![1]);
  await page.getByRole('button', { name: 'Confirm import' }).click();
  if (toFetch > 0) await expect(page.getByText(new RegExp(`Last import: complete, ${toFetch} of ${toFetch} keywords fetched\\.`))).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText(/^205 keywords · total volume/)).toBeVisible();
  const counter = page.getByText(SHOWING);
  await expect(counter).toHaveText('Showing 205 of 205 keywords');
  await expectRowsAtTheirHeight(page.getByRole('table', { name: 'List keywords' }));

  // The results page's filters on the list's table: the 200 imported keywords hold the word "plan".
  await page.getByRole('button', { name: 'Filters' }).click();
  const include = page.getByRole('region', { name: 'Filters' }).getByRole('textbox', { name: 'Include words' });
  await include.fill('plan');
  await include.press('Enter');
  await expect(page).toHaveURL(/[?&]inc=plan/);
  await expect(counter).toHaveText(/^Showing 20[0-4] of 205 keywords$/);
  await include.fill('');
  await include.press('Enter');
  await expect(page).not.toHaveURL(/[?&]inc=/);
  await expect(counter).toHaveText('Showing 205 of 205 keywords');

  // A topic cluster (in the overview, closed until opened) filters the table to its keywords (?cluster= in the URL).
  await openOverview(page);
  const clusters = page.getByRole('region', { name: 'Topic clusters' });
  const firstCluster = clusters.getByRole('table', { name: 'Topic clusters' }).getByRole('row').nth(1);
  await expect(firstCluster).toBeVisible({ timeout: 30_000 });
  const size = (await firstCluster.getByRole('cell').nth(1).innerText()).trim();
  await firstCluster.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]cluster=\d+/);
  await expect(firstCluster.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  await expect(counter).toHaveText(`Showing ${size} of 205 keywords`);
  await noToasts(page);
  await expectNoA11yViolations(page);
  await clusters.getByRole('button', { name: 'Show all clusters' }).click();
  await expect(page).not.toHaveURL(/[?&]cluster=/);

  // Share the list; a signed-out visitor sees it read-only, without the note.
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share a read-only link' });
  await share.getByLabel('Display name').fill('Shed Club');
  await share.getByRole('button', { name: 'Create link' }).click();
  const urlField = share.getByLabel('Your link (shown this once)');
  await expect(urlField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const url = await urlField.inputValue();

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    await expect(visitor.getByText('Shared by Shed Club · read-only')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Keyword list: “Shed ideas”' })).toBeVisible();
    await expect(visitor.getByRole('table', { name: 'Shared keywords' }).locator('tbody tr:not([aria-hidden])').first()).toBeVisible();
    await expect(visitor.getByText('Ask the editor')).toHaveCount(0);
    await expect(visitor.getByRole('textbox')).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: /Remove/ })).toHaveCount(0);
    await expectNoA11yViolations(visitor);
  } finally {
    await visitorContext.close();
  }
});
