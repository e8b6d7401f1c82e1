// /profile in a real browser: display-name rules and saving (the header follows), avatar upload
// (and a refused file), the empty history, a history row opening its results, and the
// subscription card of a subscription the quota gate refuses.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { NO_SUBSCRIPTION_MESSAGE, SUBSCRIPTION_INACTIVE_MESSAGE } from '../../src/shared/messages/billing';
import { E2E } from '../../playwright.config';
import { expectNoA11yViolations, setSubscriptionAsAdmin, signUpVerified } from './support';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title }).first();

test('display name, avatar, history and its empty state', async ({ page }) => {
  const { email } = await signUpVerified(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Research' })).toHaveAttribute('href', '/research');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByText('Email cannot be changed')).toBeVisible();
  await expect(page.getByText('No research history yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your First Research' })).toHaveAttribute('href', '/research');
  await expectNoA11yViolations(page);

  // Display name: the browser shows the rule's message, the server saves a valid one.
  const name = page.getByLabel('Display Name');
  await name.fill('A');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Display name must be at least 2 characters')).toBeVisible();
  await name.fill('Ada!');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Display name can only contain letters, numbers, and spaces')).toBeVisible();
  await name.fill('  Ada Lovelace ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await expect(name).toHaveValue('Ada Lovelace');
  const menu = page.getByRole('button', { name: 'Open user menu' });
  await expect(menu).toContainText('AL');

  // Avatar: a refused file first (checked in the browser), then a real PNG.
  const avatarInput = page.getByLabel('Avatar image');
  await avatarInput.setInputFiles({ name: 'avatar.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(toast(page, 'Upload failed')).toContainText('Invalid file type: Please upload a JPEG, PNG, WEBP, or GIF image');
  // No declared type (a file without extension): the browser lets the server read the content.
  const refusedByServer = page.waitForResponse((res) => res.url().endsWith('/api/profile/avatar'));
  await avatarInput.setInputFiles({ name: 'notes', mimeType: '', buffer: Buffer.from('plain text, not an image') });
  expect((await refusedByServer).status()).toBe(400);
  await expect(toast(page, 'Upload failed')).toContainText('Invalid file type: Please upload a JPEG, PNG, WEBP, or GIF image');
  const jpeg = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#0f766e' } }).jpeg().toBuffer();
  await avatarInput.setInputFiles({ name: 'photo', mimeType: '', buffer: jpeg });
  await expect(toast(page, 'Avatar updated')).toContainText('Your profile picture has been updated successfully');
  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
  await avatarInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page, 'Avatar updated')).toContainText('Your profile picture has been updated successfully');
  await expect(menu.locator('img')).toHaveAttribute('src', /^\/avatars\/[^/]+\/[0-9a-f-]{36}\.webp$/);
  await expectNoA11yViolations(page);

  // Cancel leaves for research.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL('**/research');
});

test('a history row opens its results', async ({ page }) => {
  await signUpVerified(page);
  const keyword = `profile history ${Date.now().toString(36)}`;
  const research = await page.request.post('/api/research', {
    data: { keyword, languageCode: 'en', locationCode: 2826, limit: 50 },
    headers: { Origin: E2E.appUrl },
  });
  expect(research.ok(), await research.text()).toBeTruthy();
  const { researchId } = (await research.json()) as { researchId: string };

  await page.goto('/profile');
  const row = page.getByRole('row').filter({ hasText: keyword });
  await expect(row).toContainText('United Kingdom');
  await expect(row).toContainText('English');
  await expect(row.getByRole('button', { name: `Open results for ${keyword}` })).toBeVisible();
  for (const header of ['Keyword', 'Results', 'Location', 'Language', 'Created']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }
  // Provider dollars are an admin's figure: a user's history has no API Cost column.
  await expect(page.getByRole('columnheader', { name: 'API Cost' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await row.getByRole('cell').nth(2).click();
  await page.waitForURL('**/keyword-results?id=*');
  expect(await page.evaluate(() => [localStorage.getItem('currentResearchId'), localStorage.getItem('keywordAnalyzed')])).toEqual([
    researchId,
    keyword,
  ]);
});

test('a canceled subscription shows no active subscription, with the way to the plans', async ({ page, browser }) => {
  const { email } = await signUpVerified(page);
  await setSubscriptionAsAdmin(browser, email, { tier: 'starter', status: 'canceled' });

  await page.goto('/profile');
  await expect(page.getByText(NO_SUBSCRIPTION_MESSAGE, { exact: true })).toBeVisible();
  await expect(page.getByText(SUBSCRIPTION_INACTIVE_MESSAGE)).toBeVisible();
  await expect(page.getByText('Canceled', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // The server agrees: a paid call is refused for the same reason.
  const research = await page.request.post('/api/research', {
    data: { keyword: 'canceled plan keyword', languageCode: 'en', locationCode: 2840, limit: 50 },
    headers: { Origin: E2E.appUrl },
  });
  expect(research.status()).toBe(402);
  expect(await research.json()).toMatchObject({ error: { code: 'SUBSCRIPTION_INACTIVE', pricingUrl: '/pricing' } });
  await page.getByRole('link', { name: 'View Pricing Plans' }).click();
  await page.waitForURL('**/pricing');
  await expectNoA11yViolations(page);
});
