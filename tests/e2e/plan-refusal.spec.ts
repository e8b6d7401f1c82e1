// A paid call the plan does not allow, in a real browser: an admin sets a user's subscription to
// inactive; the user's next research is refused on the server (402, before any provider call)
// and the failure toast says why and leads to /pricing.
import { expect, test } from '@playwright/test';
import { SUBSCRIPTION_INACTIVE_MESSAGE } from '../../src/shared/messages/billing';
import { setSubscriptionAsAdmin, signUpVerified } from './support';

test('a research refused for the plan shows why and leads to the pricing page', async ({ page, browser }) => {
  const { email } = await signUpVerified(page);
  await setSubscriptionAsAdmin(browser, email, { tier: 'free_trial', status: 'inactive' });

  await page.goto('/research');
  await page.getByLabel('Seed Keyword').fill('trail running shoes');
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Analysis Failed' });
  await expect(toast).toContainText(SUBSCRIPTION_INACTIVE_MESSAGE);
  expect(new URL(page.url()).pathname).toBe('/research');
  await toast.getByRole('button', { name: 'View Pricing Plans' }).click();
  await page.waitForURL('**/pricing');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
});
