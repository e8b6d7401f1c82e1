// The left-out sites on the Competitor discovery form: folded away at first, opened, a default site
// removed and a rival added (a folder refused with a message under the field), the run leaves out
// the edited list and says how many; axe on the form with the list open.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, signUpVerified } from './support';

test('edit the left-out sites, run discovery, see the count', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerified(page);
  await page.goto('/competitors?tool=competitors');
  await page.getByLabel('Domain', { exact: true }).fill('mysite.example');

  const summary = page.getByText(/^Left-out sites \(\d+, the default list\)$/);
  await expect(summary).toBeVisible();
  const add = page.getByLabel('Add a site to leave out');
  await expect(add).toBeHidden();
  await summary.click();
  const list = page.getByRole('list', { name: 'Left-out sites' });
  await expect(list.getByText('wikipedia.org', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Remove wikipedia.org' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(list.getByText('wikipedia.org', { exact: true })).toHaveCount(0);

  await add.fill('rival-one.example/blog/');
  await add.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'is not a site to leave out' })).toBeVisible();
  await expect(add).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);
  await add.fill('rival-one.example');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(list.getByText('rival-one.example', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByText(/^Left-out sites \(\d+\)$/)).toBeVisible();

  await page.getByRole('button', { name: 'Find Competitors' }).click();
  await expect(page.getByRole('heading', { name: 'Competitors of mysite.example' })).toBeVisible();
  // youtube.com (still on the list) and rival-one.example (added) are left out; wikipedia.org is listed.
  await expect(page.getByText(/2 mega-domains .* left out/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'wikipedia.org', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'rival-one.example', exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
