// The light results page end to end (decision 043): typing a word in the results table's search box asks
// the server for the rows once, after typing pauses, not once per key; the distribution likewise;
// the address carries the search after the pause, and the rows follow it.
import { expect as baseExpect, test } from '@playwright/test';
import { signUpVerified } from './support';

const expect = baseExpect.configure({ timeout: 30_000 });

test('typing in the search box reads the rows once after the pause, and the URL keeps the search', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpVerified(page);
  await page.getByLabel('Seed Keyword').fill('running shoes');
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await page.waitForURL('**/keyword-results?id=*');
  const table = page.getByRole('table', { name: 'Keyword results' });
  await expect(table.locator('tbody tr').first()).toBeVisible();

  const searched: string[] = [];
  const distributions: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const search = url.searchParams.get('q');
    if (search === null) return;
    if (url.pathname.endsWith('/rows')) searched.push(search);
    if (url.pathname.endsWith('/distribution')) distributions.push(search);
  });
  const box = page.getByRole('searchbox', { name: 'Search keywords' });
  await box.click();
  // Quicker than the pause between keys: each key lands before the search is applied.
  await page.keyboard.type('trail', { delay: 60 });
  await expect(page).toHaveURL(/[?&]q=trail(&|$)/);
  // One read per pause: 'trail' once, unless the machine stalled for longer than the pause between
  // two keys (a loaded CI machine can), which may add one read of the prefix typed so far; never
  // one read per key.
  await expect.poll(() => searched.at(-1)).toBe('trail');
  const readsWhileTyping = searched.length;
  expect(readsWhileTyping).toBeLessThanOrEqual(2);
  for (const prefix of searched) expect('trail'.startsWith(prefix)).toBe(true);
  // The rows follow (the pinned SEED row aside; the keyword is the second cell, after the checkbox).
  await expect
    .poll(async () => (await table.locator('tbody tr:not([aria-hidden]) td:nth-child(2)').allInnerTexts()).filter((k) => !k.startsWith('SEED')).every((k) => k.includes('trail')))
    .toBe(true);
  // Nothing more is read after the pause, and the charts asked once too (when they are shown).
  await page.waitForTimeout(1_000);
  expect(searched).toHaveLength(readsWhileTyping);
  expect(distributions.length).toBeLessThanOrEqual(readsWhileTyping);
  await expect(page).toHaveURL(/[?&]q=trail(&|$)/);
  await expect(box).toHaveValue('trail');
});
