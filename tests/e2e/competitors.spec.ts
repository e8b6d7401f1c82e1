// The competitor tools end to end against the provider stand-in: a domain's keywords into a list;
// competitors discovered, chosen into the gap, the gap filtered to Missing and exported, and the
// run opened by its URL in a fresh browser context, and each shared read-only (the competitors
// found; the gap with its coverage and category tabs); the gap as cards at phone width; axe on each
// screen; the forms work from the keyboard with labelled fields.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signIn, signUpVerified } from './support';

const noToasts = (page: Page) => expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

test('domain keywords -> add to list', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerified(page);
  await page.getByRole('link', { name: 'Competitors' }).first().click();
  await expect(page.getByRole('heading', { name: 'Competitors', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Domain keywords' })).toHaveAttribute('aria-selected', 'true');

  // A folder is a target; a bad address says why under the field before anything is spent.
  const target = page.getByLabel('Domain or URL');
  await target.fill('not a domain');
  await expect(page.getByText('Nothing to spend: fix the fields above first.')).toBeVisible();
  await target.fill('mysite.example/blog/');
  await expect(page.getByText(/Uses .*competitor read/)).toBeVisible();
  await expectNoA11yViolations(page);
  await target.press('Enter');

  await page.waitForURL('**/competitors?*id=*');
  await expect(page.getByRole('heading', { name: 'Keywords of mysite.example/blog/' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Rankings summary' });
  for (const band of ['Position 1', 'Positions 2–3', 'Positions 4–10', 'Positions 11–20', 'Positions 21–100', 'Estimated traffic']) await expect(summary.getByText(band, { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Keywords mysite.example/blog/ ranks for' });
  for (const header of ['Position', 'URL', 'SERP features', 'Traffic', 'Volume', 'Difficulty', 'CPC', 'Intent', 'Opportunity', 'Trend']) {
    await expect(table.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
  }
  await noToasts(page);
  await expectNoA11yViolations(page);

  const boxes = table.getByRole('checkbox', { name: /^Select / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Add to list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to list' });
  await dialog.getByLabel('New list name').fill('Blog rankings');
  await dialog.getByRole('button', { name: 'Add keywords' }).click();
  await expect(page.getByText('Added 2 keywords to Blog rankings')).toBeVisible();

  // The run is in the history with its kind, and opens by its URL.
  await page.goto('/history');
  const line = page.getByRole('row', { name: /Domain keywords/ }).first();
  await expect(line).toBeVisible();
  await line.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Keywords of mysite.example/blog/' })).toBeVisible();
});

test('discover competitors -> gap -> Missing -> export, opened by URL in a fresh context', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const user = await signUpVerified(page);
  await page.goto('/competitors?tool=competitors');
  await page.getByLabel('Domain', { exact: true }).fill('mysite.example');
  await expect(page.getByText(/Uses .*competitor read/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Find Competitors' }).click();
  await expect(page.getByRole('heading', { name: 'Competitors of mysite.example' })).toBeVisible();
  // Mega-domains are left out by default, and the screen says how many.
  await expect(page.getByText(/\d mega-domains? .* left out/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'wikipedia.org' })).toHaveCount(0);
  await noToasts(page);
  await expectNoA11yViolations(page);

  // Shared read-only: a visitor sees the competitors found, with nothing to choose or run.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const discoveryDialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  await discoveryDialog.getByLabel('Display name').fill('SEO team');
  await discoveryDialog.getByRole('button', { name: 'Create link' }).click();
  const discoveryLink = await discoveryDialog.getByLabel('Your link (shown this once)').inputValue();
  await page.keyboard.press('Escape');
  await expect(discoveryDialog).toBeHidden();
  const discoveryVisitor = await browser.newContext();
  const reader = await discoveryVisitor.newPage();
  await reader.goto(discoveryLink);
  const found = reader.getByRole('table', { name: 'Competitors found' });
  await expect(found.getByRole('row').nth(1)).toBeVisible();
  await expect(found.getByRole('checkbox')).toHaveCount(0);
  await expect(reader.getByText(/\d mega-domains? .* left out/)).toBeVisible();
  await expectNoA11yViolations(reader);
  await discoveryVisitor.close();

  const compare = page.getByRole('checkbox', { name: /^Compare / });
  await compare.nth(0).check();
  await compare.nth(1).check();
  await page.getByRole('link', { name: 'Compare in keyword gap (2)' }).click();
  await expect(page.getByRole('tab', { name: 'Keyword gap' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Your site')).toHaveValue('mysite.example');
  await expect(page.getByLabel('Competitor 1', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('Competitor 2', { exact: true })).not.toHaveValue('');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Compare Keywords' }).click();

  await expect(page.getByRole('heading', { name: /^Keyword gap: mysite\.example vs / })).toBeVisible();
  // The first view: the opportunities, brand searches left out, best opportunity first.
  await expect(page.getByRole('button', { name: 'Opportunities', pressed: true })).toBeVisible();
  await expect(page.getByLabel(/Leave out brand searches/)).toBeChecked();
  const table = page.getByRole('table', { name: 'Keyword gap' });
  await expect(table.getByRole('columnheader', { name: 'You: mysite.example' })).toBeVisible();
  await noToasts(page);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: /^Missing/ }).click();
  await expect(page.getByRole('button', { name: /^Missing/, pressed: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]gap=missing(&|$)/);
  // Every row shown is Missing: your site does not rank, every competitor does.
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByText('Missing', { exact: true })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const header = csv.split('\n')[0] ?? '';
  expect(header).toMatch(/mysite\.example/i);
  expect(header).toMatch(/Gap Categories/);
  const lines = csv.trim().split('\n').slice(1);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toMatch(/missing/i);

  // The run's address opens the same view in a fresh context, once its owner signs in there.
  const url = page.url();
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await signIn(fresh, user.email, user.password);
  await fresh.goto(url);
  await expect(fresh.getByRole('heading', { name: /^Keyword gap: mysite\.example vs / })).toBeVisible();
  await expect(fresh.getByRole('button', { name: /^Missing/, pressed: true })).toBeVisible();
  await expect(fresh.getByRole('table', { name: 'Keyword gap' }).getByRole('row').nth(1).getByText('Missing', { exact: true })).toBeVisible();

  // Shared read-only: a visitor sees the gap with every site's column, and the demo label when the data is demo.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  await dialog.getByLabel('Display name').fill('SEO team');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const shared = await dialog.getByLabel('Your link (shown this once)').inputValue();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(shared);
  await expect(visitor.getByRole('heading', { name: /^Keyword gap: “mysite\.example vs / })).toBeVisible();
  const sharedTable = visitor.getByRole('table', { name: 'Shared keyword gap' });
  await expect(sharedTable.getByRole('columnheader', { name: 'You: mysite.example' })).toBeVisible();
  await expect(sharedTable.locator('tbody tr:not([aria-hidden])').first()).toBeVisible();
  // The report's coverage line and category tabs with their counts; a tab filters the shared rows.
  await expect(visitor.getByText(/rows read/).first()).toBeVisible();
  await visitor.getByRole('button', { name: 'All keywords' }).click();
  await expect(visitor).not.toHaveURL(/[?&]gap=/);
  await visitor.getByRole('button', { name: /^Missing\d/ }).click();
  await expect(visitor).toHaveURL(/[?&]gap=missing(&|$)/);
  await expect(sharedTable.getByRole('row').nth(1).getByText('Missing', { exact: true })).toBeVisible();
  await expectNoA11yViolations(visitor);
  await visitorContext.close();
  await context.close();
});

test('the gap at phone width: every site as a card line', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpVerified(page);
  await page.goto('/competitors?tool=gap&own=mysite.example&vs=rival-one.example&vs=rival-two.example');
  await expect(page.getByLabel('Competitor 2', { exact: true })).toHaveValue('rival-two.example');
  await page.getByRole('button', { name: 'Compare Keywords' }).click();
  await expect(page.getByRole('heading', { name: /^Keyword gap:/ })).toBeVisible();
  const cards = page.getByRole('list', { name: /^Keyword gap/ });
  const first = cards.getByRole('listitem').first();
  await expect(first.getByText('You: mysite.example')).toBeVisible();
  await expect(first.getByText('rival-one.example', { exact: true })).toBeVisible();
  await expect(first.getByText('rival-two.example', { exact: true })).toBeVisible();
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noToasts(page);
  await expectNoA11yViolations(page);
});

test('the gap form works from the keyboard, every field labelled', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpVerified(page);
  await page.goto('/competitors');
  // The tool tabs take the arrow keys.
  await page.getByRole('tab', { name: 'Domain keywords' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Competitor discovery' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Competitor discovery' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Keyword gap' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Your site').focus();
  await page.keyboard.type('mysite.example');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Competitor 1', { exact: true })).toBeFocused();
  await page.keyboard.type('mysite.example');
  await expect(page.getByText('A competitor is the same site as yours: choose another competitor.')).toBeVisible();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('rival-one.example');
  await expect(page.getByText(/Uses .*competitor read/)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove competitor 1' })).toBeFocused();
  await page.getByRole('button', { name: 'Add competitor' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Competitor 4', { exact: true })).toBeVisible();
  for (const label of ['Language', 'Location', 'Keywords to read']) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  await page.getByLabel('Competitor 1', { exact: true }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Keyword gap: mysite.example vs rival-one.example' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keyword gap: mysite.example vs rival-one.example' })).toBeFocused();
});

test('each tool opens by its address; a cached repeat is quoted and toasted as free, never as a unit used', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerified(page);
  // ?tab= (a hand-written link) as well as ?tool= (what the screen writes) opens a tool's tab.
  for (const [address, tab] of [
    ['tab=gap', 'Keyword gap'],
    ['tab=discovery', 'Competitor discovery'],
    ['tool=competitors', 'Competitor discovery'],
    ['tab=domain', 'Domain keywords'],
  ] as const) {
    await page.goto(`/competitors?${address}`);
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  await page.getByRole('tab', { name: 'Keyword gap' }).click();
  await expect(page).toHaveURL(/[?&]tool=gap(&|$)/);

  await page.goto('/competitors?tab=domain');
  const target = page.getByLabel('Domain or URL');
  await target.fill('cached-repeat.example');
  await expect(page.getByText('Uses 1 competitor read (1,000 rows) of your quota.')).toBeVisible();
  await target.press('Enter');
  await expect(page.getByText('Found', { exact: false }).filter({ hasText: 'Used 1 competitor read (1,000 rows) of your quota.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keywords of cached-repeat.example' })).toBeVisible();
  await noToasts(page);

  // The same question again: the cache holds the answer, so it is free, before and after.
  await page.getByRole('button', { name: 'New search' }).click();
  await expect(page.getByText(/^Free: the answer is cached \(fetched \w{3} \d{1,2}, \d{4}\), so nothing comes off your quota\.$/)).toBeVisible();
  await expect(page.getByText(/Uses .*competitor read/)).toHaveCount(0);
  await target.press('Enter');
  const toastText = page.locator('[data-sonner-toast]').filter({ hasText: 'Found' });
  await expect(toastText).toContainText(/Free: the answer was cached \(fetched \w{3} \d{1,2}, \d{4}\), so nothing came off your quota\./);
  await expect(toastText).not.toContainText('Used');
  await expectNoA11yViolations(page);
});
