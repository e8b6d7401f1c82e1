// /pricing in a real browser: the toggle and prices, the welcome banner, choosing a plan signed
// out (sign-up with the plan, verification, then the trial on /profile) and signed in.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, linkIn, signUpVerified, uniqueEmail, waitForMail } from './support';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
const planCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('pricing -> sign-up with a plan -> verify -> trial badge and usage card on /profile', async ({ page }) => {
  await page.goto('/pricing?new=true');
  await expect(page.getByText('Welcome to KeywordLens!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByText('Save up to 20%')).toBeVisible();

  const trial = planCard(page, 'Free Trial');
  const pro = planCard(page, 'Professional');
  await expect(trial.getByText('Free', { exact: true })).toBeVisible();
  await expect(trial.getByText('7-day free trial', { exact: true })).toBeVisible();
  await expect(trial.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
  await expect(pro.getByText('Most Popular')).toBeVisible();
  await expect(pro.getByText('$99', { exact: true })).toBeVisible();
  await expect(pro.getByText('5,000 keyword researches per month')).toBeVisible();
  await expect(pro.getByText('100 saved projects')).toBeVisible();
  await expect(pro.getByText('500 competitor reads per month (1,000 rows each, up to 10,000 rows per run)')).toBeVisible();
  // Enterprise has no project limit (null): its quotas list has the three research quotas and the
  // competitor reads, and no saved-projects line.
  await expect(planCard(page, 'Enterprise').getByRole('list', { name: 'Enterprise quotas' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByText('All plans include e-mail support.')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(page.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pro.getByText('$79', { exact: true })).toBeVisible(); // 950 / 12, rounded
  await expect(pro.getByText('Billed $950 yearly')).toBeVisible();
  await expect(pro.getByText('Save $238 (20%) a year')).toBeVisible(); // 12 x 99 - 950
  await expectNoA11yViolations(page);

  await pro.getByRole('button', { name: 'Get Started' }).click();
  await page.waitForURL(/\/auth\/sign-up\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('plan')).toBe('professional');
  expect(query.get('planId')).toMatch(/^[0-9a-f-]{36}$/);
  expect(query.get('billing')).toBe('yearly');
  await expect(page.getByText('Sign up for the professional plan with 7-day free trial')).toBeVisible();

  const email = uniqueEmail('pricing');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-42');
  await page.getByLabel('Confirm Password').fill('correct-horse-42');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(toast(page, 'Account created!')).toBeVisible();

  // The sign-up form stored the selection from its query (plan and planId both present).
  const pending = await page.evaluate(() => window.localStorage.getItem('pendingPlanSelection'));
  expect(JSON.parse(pending ?? 'null')).toMatchObject({ tier: 'professional', planId: query.get('planId'), billing: 'yearly' });

  await page.goto(linkIn(await waitForMail(email, /confirm/i)));
  await page.waitForURL('**/research');
  // Following the link signs the user in; the stored selection is then applied to the account
  // (selected_plan / billing_period, spec section 4) and cleared from the browser.
  await expect
    .poll(async () => {
      const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user?: { selectedPlan?: string; billingPeriod?: string } } | null;
      return [session?.user?.selectedPlan ?? null, session?.user?.billingPeriod ?? null];
    })
    .toEqual(['professional', 'yearly']);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('pendingPlanSelection'))).toBeNull();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Subscription & Usage' })).toBeVisible();
  await expect(page.getByText('Trial: 7 days left', { exact: true })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  for (const meter of ['Keywords used', 'SERP Analyses used', 'Related Keywords used']) {
    await expect(page.getByRole('progressbar', { name: meter, exact: true })).toHaveAttribute('aria-valuenow', '0');
  }
  // Decision 023: the trial started from Professional runs on Professional's quotas, and says so.
  await expect(page.getByText('0 / 5,000', { exact: true })).toBeVisible();
  await expect(page.getByText(/Your trial runs on the Professional plan's quotas until/)).toBeVisible();
  await page.goto('/pricing');
  await expect(planCard(page, 'Professional').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(planCard(page, 'Starter').getByRole('button', { name: 'Get Started' })).toBeEnabled();
});

test('signed in during the trial, a paid plan moves the trial to it, says so, and the profile shows it (decision 023)', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/pricing');
  await expect(page.getByText(/Your 7-day free trial runs on the quotas of the plan you choose/)).toBeVisible();
  await expect(planCard(page, 'Free Trial').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await planCard(page, 'Starter').getByRole('button', { name: 'Get Started' }).click();
  await page.waitForURL('**/research');
  await expect(toast(page, 'Your trial now runs on the Starter plan')).toBeVisible();
  await expect(toast(page, 'Your trial now runs on the Starter plan')).toContainText('nothing is charged');
  const summary = await page.request.get('/api/billing/subscription');
  expect((await summary.json()).subscription.tier).toBe('starter');
  await page.goto('/profile');
  await expect(page.getByText(/Your trial runs on the Starter plan's quotas until/)).toBeVisible();
  await expectNoA11yViolations(page);
});
