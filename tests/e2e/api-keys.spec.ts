// API keys on /profile in a real browser (decision 021): create one (shown once, copyable), use it
// from outside the browser, see its last use, revoke it; accessible throughout.
import { expect, request, test, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { expectNoA11yViolations, signUpVerified } from './support';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title }).first();

async function callWithKey(secret: string) {
  // A separate context: no cookie of the page, the way a script calls the API.
  const outside = await request.newContext({ baseURL: E2E.appUrl });
  try {
    const res = await outside.get('/api/serp/latest', { headers: { Authorization: `Bearer ${secret}` } });
    return { status: res.status(), body: (await res.json()) as unknown };
  } finally {
    await outside.dispose();
  }
}

test('create a key (shown once), use it, see its last use, revoke it', async ({ page }) => {
  // Three axe runs on a shared machine.
  test.setTimeout(180_000);
  await signUpVerified(page);
  await page.goto('/profile');
  const card = page.getByRole('heading', { name: 'API Keys' });
  await card.scrollIntoViewIfNeeded();
  await expect(page.getByText('You have no API keys yet.')).toBeVisible();
  await expectNoA11yViolations(page);

  // The name rule is checked in the browser first.
  await page.getByRole('button', { name: 'Create API Key' }).click();
  await expect(page.getByText('Please give the key a name.')).toBeVisible();

  await page.getByLabel('Key name').fill('Nightly export');
  // The owner chooses what the key reaches: tools only (the default), or tools and lists.
  await expect(page.getByRole('radio', { name: 'Tools only' })).toBeChecked();
  await page.getByRole('radio', { name: 'Tools and lists' }).check();
  await page.getByRole('button', { name: 'Create API Key' }).click();
  await expect(toast(page, 'API key created')).toBeVisible();
  const field = page.getByLabel('Your new API key');
  await expect(field).toHaveValue(/^kl_[A-Za-z0-9_-]{43}$/);
  const secret = await field.inputValue();
  await expect(page.getByText('Copy this key now: it will not be shown again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  const row = page.getByRole('row', { name: /Nightly export/ });
  await expect(row).toContainText(`${secret.slice(0, 11)}…`);
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Tools and lists');
  await expectNoA11yViolations(page);

  // Done forgets it: the page never shows the key again, not even after a reload.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(field).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  expect((await callWithKey(secret)).status).toBe(200);
  await page.reload();
  await expect(page.getByRole('row', { name: /Nightly export/ })).not.toContainText('Never');
  expect(await page.content()).not.toContain(secret);

  // Revoke, behind a confirmation.
  await page.getByRole('button', { name: 'Revoke Nightly export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke API key?' });
  await expect(dialog).toContainText('stops working at once');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(toast(page, 'API key revoked')).toBeVisible();
  await expect(page.getByText('You have no API keys yet.')).toBeVisible();
  const refused = await callWithKey(secret);
  expect(refused.status).toBe(401);
  expect(refused.body).toMatchObject({ error: { code: 'INVALID_API_KEY' } });
});
