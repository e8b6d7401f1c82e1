// The admin area in a real browser: an admin manages a user end to end (tier, roles, deletion,
// with axe on every tab of the Manage dialog), sees the deletion in the recent activity, opens
// another user's research by its id, filters subscriptions; a normal user never gets in.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { expectNoA11yViolations, signInAsAdmin, signUpVerified } from './support';

/** A separate signed-in user (own browser context, so the admin's session stays). */
async function createUserWithResearch(browser: Browser, keyword: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await signUpVerified(page);
  const research = await page.request.post('/api/research', {
    data: { keyword, languageCode: 'en', locationCode: 2840, limit: 50 },
    headers: { Origin: E2E.appUrl },
  });
  expect(research.ok(), await research.text()).toBeTruthy();
  await context.close();
  return account;
}

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title }).first();

test('a normal user sees no Admin Panel link and is sent away from /admin', async ({ page }) => {
  await signUpVerified(page);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lists' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await page.goto('/admin/users');
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.getByRole('heading', { name: 'Users' })).toHaveCount(0);
  // The server says no as well, whatever the browser shows.
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
});

test('an admin changes a tier, adds and removes a role, and deletes a user', async ({ page, browser }) => {
  const target = await createUserWithResearch(browser, `admin journey ${Date.now().toString(36)}`);
  await signInAsAdmin(page);

  await page.goto('/research');
  // The admin area has its own entry in the header, beside the user menu's.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/research');
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).toHaveTitle('Admin Dashboard | KeywordLens');
  await expect(page.getByText('Total Users')).toBeVisible();
  // Sign-ups by day, for the last 30 days.
  await expect(page.getByRole('figure').filter({ hasText: 'Sign-ups in the last 30 days (UTC)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent admin activity' })).toBeVisible();
  // The provider's bill: the total and the spend by endpoint, from the provider call ledger.
  await expect(page.getByRole('heading', { name: 'Keyword data provider spend' })).toBeVisible();
  const spend = (await (await page.request.get('/api/admin/provider-spend')).json()) as { spend: { totalUsd: string } };
  await expect(page.getByTestId('provider-spend-total')).toHaveText(`$${spend.spend.totalUsd}`);
  await expect(page.getByRole('region', { name: 'Provider spend by endpoint' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  // The sidebar is no complementary landmark inside <main> (axe's landmark-complementary-is-top-level).
  await expect(page.getByRole('main').getByRole('complementary')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveTitle('Users | KeywordLens');
  const row = page.getByRole('row').filter({ hasText: target.email });
  await expect(row).toContainText('Free Trial');
  // The target ran one keyword research this period.
  await expect(page.getByRole('columnheader', { name: 'Used this period' })).toBeVisible();
  await expect(row).toContainText('1 keyword · 0 SERP · 0 related');
  await expectNoA11yViolations(page);

  // Every tab of the Manage dialog passes axe (before any toast: those belong to the app shell).
  await row.getByRole('button', { name: 'Manage' }).click();
  let dialog = page.getByRole('dialog', { name: 'Manage User' });
  await expect(dialog.getByText(target.email)).toBeVisible();
  await expect(dialog.getByLabel('Tier', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  // Tab from the active tab lands on its panel (Radix makes it focusable), which shows a focus ring.
  await dialog.getByRole('tab', { name: 'Subscription' }).focus();
  await page.keyboard.press('Tab');
  const panel = dialog.getByRole('tabpanel', { name: 'Subscription' });
  await expect(panel).toBeFocused();
  expect(await panel.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
  for (const [tab, shows] of [
    ['Roles', dialog.getByRole('button', { name: 'Add Role' })],
    ['Usage', dialog.getByText('Total API Cost')],
    ['Danger Zone', dialog.getByRole('button', { name: 'Delete User' })],
    ['Audit Trail', dialog.getByText('No admin changes recorded for this user.')],
    ['Subscription', dialog.getByRole('button', { name: 'Update Subscription' })],
  ] as const) {
    await dialog.getByRole('tab', { name: tab }).click();
    await expect(shows).toBeVisible();
    await expectNoA11yViolations(page);
  }

  // Subscription tab: tier and status (the form's "cancelled" is stored as "canceled"). A save
  // that leaves the dates alone keeps them to the millisecond (usage rows are keyed on them).
  const users = (await (await page.request.get('/api/admin/users')).json()) as { users: { id: string; email: string }[] };
  const targetId = users.users.find((u) => u.email === target.email)!.id;
  const storedSubscription = async () =>
    ((await (await page.request.get(`/api/admin/users/${targetId}`)).json()) as { user: { subscription: Record<string, unknown> } }).user
      .subscription;
  const datesBefore = await storedSubscription();
  await dialog.getByLabel('Tier', { exact: true }).selectOption('professional');
  await dialog.getByLabel('Status', { exact: true }).selectOption('cancelled');
  await dialog.getByRole('button', { name: 'Update Subscription' }).click();
  await expect(toast(page, 'Subscription updated successfully')).toBeVisible();
  const datesAfter = await storedSubscription();
  for (const key of ['currentPeriodStart', 'currentPeriodEnd', 'trialEndsAt']) expect(datesAfter[key]).toBe(datesBefore[key]);
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Professional');
  await expect(row).toContainText('canceled');

  // Roles tab: add, refuse the duplicate, remove.
  await row.getByRole('button', { name: 'Manage' }).click();
  dialog = page.getByRole('dialog', { name: 'Manage User' });
  await dialog.getByRole('tab', { name: 'Roles' }).click();
  await dialog.getByLabel('Role', { exact: true }).selectOption('moderator');
  await dialog.getByRole('button', { name: 'Add Role' }).click();
  await expect(toast(page, 'Role added successfully')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove role moderator' })).toBeVisible();
  await dialog.getByLabel('Role', { exact: true }).selectOption('moderator');
  await dialog.getByRole('button', { name: 'Add Role' }).click();
  await expect(toast(page, 'User already has this role')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove role moderator' }).click();
  await expect(toast(page, 'Role removed successfully')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove role moderator' })).toHaveCount(0);

  // Usage tab and the audit trail of what was just done.
  await dialog.getByRole('tab', { name: 'Usage' }).click();
  await expect(dialog.getByText('Total API Cost')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Audit Trail' }).click();
  const trail = dialog.getByRole('list', { name: 'Audit trail' });
  await expect(trail).toContainText('Subscription updated');
  await expect(trail).toContainText('Role added');
  await expect(trail).toContainText('Role removed');
  await expect(trail).toContainText(E2E.adminEmail);
  await expect(trail).not.toContainText('currentPeriodStart');
  // Checked once the earlier toasts are gone: sonner's rich-colour toasts are the app shell's, not this screen's.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoA11yViolations(page);

  // Danger Zone: the button stays disabled until the exact e-mail is typed; Enter with a wrong
  // e-mail says why.
  await dialog.getByRole('tab', { name: 'Danger Zone' }).click();
  const confirm = dialog.getByLabel(/to confirm/);
  const deleteButton = dialog.getByRole('button', { name: 'Delete User' });
  await expect(deleteButton).toBeDisabled();
  await expectNoA11yViolations(page);
  await confirm.fill(target.email.toUpperCase());
  await expect(deleteButton).toBeDisabled();
  await confirm.press('Enter');
  const mismatch = toast(page, "Email doesn't match");
  await expect(mismatch).toBeVisible();
  await expect(mismatch).toContainText('Please enter the correct email address to confirm deletion.');
  await expect(dialog).toBeVisible();
  await confirm.fill(target.email);
  await expect(deleteButton).toBeEnabled();
  await deleteButton.click();
  await expect(toast(page, 'User deleted successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: target.email })).toHaveCount(0);

  // The deletion's record outlives the user's dialog: the dashboard lists it.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  const activity = page.getByRole('table', { name: /Recent admin activity/ });
  const deletion = activity.getByRole('row').filter({ hasText: target.email }).filter({ hasText: 'User deleted' });
  await expect(deletion).toBeVisible();
  await expect(deletion).toContainText(E2E.adminEmail);
  await expect(deletion).toContainText('→ none');
});

test('an admin opens a research session of another user and filters subscriptions', async ({ page, browser }) => {
  const keyword = `admin research ${Date.now().toString(36)}`;
  const owner = await createUserWithResearch(browser, keyword);
  await signInAsAdmin(page);

  // The admin's own last search, which opening someone else's research must leave alone.
  await page.evaluate(() => {
    localStorage.setItem('currentResearchId', '00000000-0000-4000-8000-000000000001');
    localStorage.setItem('keywordAnalyzed', 'my own search');
  });
  await page.goto('/admin/research');
  await expect(page).toHaveTitle('Research | KeywordLens');
  const row = page.getByRole('row').filter({ hasText: keyword });
  await expect(row).toBeVisible();
  await expect(row).toContainText('United States');
  await expect(row).toContainText('English');
  await expectNoA11yViolations(page);

  // A mouse click anywhere in the row opens the results by id, and they render.
  await row.getByRole('cell', { name: 'United States' }).click();
  await expect(page).toHaveURL(/\/keyword-results\?id=[0-9a-f-]{36}$/);
  const results = page.getByRole('table', { name: 'Keyword results' });
  await expect(results.getByRole('row').filter({ hasText: keyword }).first()).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('currentResearchId'), localStorage.getItem('keywordAnalyzed')])).toEqual([
    '00000000-0000-4000-8000-000000000001',
    'my own search',
  ]);
  const resultsUrl = page.url();

  // The keyboard reaches the same results through the keyword's link.
  await page.goBack();
  const link = page.getByRole('row').filter({ hasText: keyword }).getByRole('link', { name: `Open results for ${keyword}` });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(resultsUrl);
  await expect(results.getByRole('row').filter({ hasText: keyword }).first()).toBeVisible();

  await page.goto('/admin/subscriptions');
  await expect(page).toHaveTitle('Subscriptions | KeywordLens');
  await expect(page.getByRole('row').filter({ hasText: owner.email })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Tier', { exact: true }).selectOption('enterprise');
  await expect(page).toHaveURL(/tier=enterprise/);
  await expect(page.getByRole('row').filter({ hasText: owner.email })).toHaveCount(0);
  await page.getByLabel('Tier', { exact: true }).selectOption('free_trial');
  await page.getByLabel('Status', { exact: true }).selectOption('active');
  await expect(page).toHaveURL(/tier=free_trial&status=active/);
  const ownerRow = page.getByRole('row').filter({ hasText: owner.email });
  await expect(ownerRow).toContainText('Free Trial');
  await expect(ownerRow).toContainText('active');
});

test('an admin also sees the provider cost of a run in dollars', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/research');
  await expect(page.getByText('Uses 1 keyword research of your quota.')).toBeVisible();
  await expect(page.getByText('Estimated cost:')).toContainText('$0.02');
  await expect(page.getByText('DataForSEO Labs charges $0.01 per request plus $0.0001 per keyword.')).toBeVisible();
});
