// Projects in the browser (decision 064): a saved list becomes a project, its monthly forecast shows
// before tracking starts, the first run is checked by the server's scheduler (the provider's queue), the
// keyword table shows positions and AI Overview states, a keyword's page draws its history chart
// (uPlot, loaded there only) with the same history as a table; axe on each page; a phone does not
// scroll sideways.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, signUpVerified } from './support';

test('list -> project with forecast -> first check -> keyword history chart', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpVerified(page);
  // A saved list of three keywords, made through the API from the signed-in page.
  const listName = await page.evaluate(async () => {
    const post = (path: string, body: unknown) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
    const list = (await post('/api/lists', { name: 'Shoe ideas' })) as { id: string };
    await post(`/api/lists/${list.id}/import`, { text: 'running shoes\ntrail running shoes\nwaterproof hiking boots' });
    return 'Shoe ideas';
  });

  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await page.getByLabel('Project name').fill('Acme');
  await page.getByLabel('Your domain, subdomain or folder').fill('acme-running.example');
  await page.getByLabel('Saved list').selectOption({ label: `${listName} (3)` });
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('link', { name: 'Acme' })).toBeVisible();
  await expect(page.getByTestId('forecast')).toContainText('About 183 checks a month, at most 549 units (pages read).');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Run checks now' }).click();
  await expect(page.getByText('3 keywords are being checked.')).toBeVisible();
  await page.getByRole('link', { name: 'Acme' }).click();
  const table = page.getByRole('table', { name: 'Tracked keywords on desktop' });
  // Checked by the server's scheduler through the provider's queue (the stand-in, or the demo).
  await expect(table.getByRole('link', { name: 'running shoes', exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4, { timeout: 30_000 });
  await expect(table.getByText(/^(Checking…|Unknown)$/)).toHaveCount(0, { timeout: 30_000 });
  await expectNoA11yViolations(page);

  await table.getByRole('link', { name: 'running shoes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'running shoes' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Position history of running shoes/ })).toBeVisible();
  await expect(page.locator('.uplot canvas')).toHaveCount(1);
  const history = page.getByRole('table', { name: 'Every check, newest first' });
  await expect(history.getByRole('row')).toHaveCount(3); // header, desktop, mobile
  await expectNoA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'Acme' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
