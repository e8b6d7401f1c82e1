// Toasts inform without getting in the way: Tab passes through a toast once (focus is never sent
// back into the page behind it), and a toast is gone after the next change of page.
import { expect, test, type Browser } from '@playwright/test';
import { signUpVerified } from './support';

async function signInThroughTheForm(browser: Browser) {
  const setup = await browser.newPage();
  const { email, password } = await signUpVerified(setup);
  await setup.close();
  const page = await browser.newPage();
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/research');
  await expect(page.getByText('Welcome back!')).toBeVisible();
  return page;
}

test('Tab passes through a toast once; focus is never pulled back into the page behind it', async ({ browser }) => {
  const page = await signInThroughTheForm(browser);
  const stops: boolean[] = [];
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    stops.push(await page.evaluate(() => document.activeElement?.closest('[data-sonner-toaster]') != null));
  }
  const visits = stops.filter((inToast, i) => inToast && !stops[i - 1]).length;
  expect(visits).toBeLessThanOrEqual(2);
  await page.close();
});

test('a toast is dismissed at the next change of page', async ({ browser }) => {
  const page = await signInThroughTheForm(browser);
  await page.getByRole('banner').getByRole('link', { name: 'SERP Analysis' }).click();
  await page.waitForURL('**/serp-analysis');
  // Well before the toast's own 4 s run out.
  await expect(page.getByText('Welcome back!')).toHaveCount(0, { timeout: 1500 });
  await page.close();
});
