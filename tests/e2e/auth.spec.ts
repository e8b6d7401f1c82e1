// Accounts in the browser: sign-up -> the confirmation mail -> signed in on /research -> sign-out
// -> sign-in; the header variants and the user menu; password reset through the mail; the
// invalid reset link; Google without credentials; the guards; an axe check on every screen.
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoA11yViolations,
  linkIn,
  signIn,
  signInAsAdmin,
  signUpVerified,
  uniqueEmail,
  waitForMail,
} from './support';

const PASSWORD = 'correct-horse-42';

function header(page: Page) {
  return page.getByRole('banner');
}

async function signOutFromHeader(page: Page) {
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page.getByText('You have been logged out of your account.')).toBeVisible();
  await page.waitForURL('**/auth/sign-in');
}

test('sign-up through the screen, confirm by mail, sign out, sign in again', async ({ page }) => {
  const email = uniqueEmail('journey');
  await page.goto('/');
  await header(page).getByRole('link', { name: 'Sign Up' }).click();
  await page.waitForURL('**/auth/sign-up');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('Join and get access to your research tools')).toBeVisible();
  await expect(page.getByText('10K+ Keywords Analyzed')).toBeVisible();
  await expect(page.getByText('99.9% Uptime')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill('something-else');
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please agree to the Terms to continue.');

  await page.getByLabel('I agree to the Terms and Privacy Policy').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');

  await page.getByRole('button', { name: 'Show passwords' }).click();
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('type', 'text');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  // The live hint under the field is gone; the red box keeps the last submit's answer.
  await expect(page.getByLabel('Confirm Password')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Passwords do not match.')).toHaveCount(1);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/sign-up/email'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  // The server checks the terms and the confirmation again, so the form sends them; never a callbackURL.
  expect((await sent).postDataJSON()).toEqual({ email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true });
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email for the confirmation link' }).first()).toBeVisible();

  const mail = await waitForMail(email, /confirm/i);
  await page.goto(linkIn(mail));
  await page.waitForURL('**/research');

  // Signed-in header: navigation, avatar with initials, menu without Admin Panel.
  const nav = header(page).getByRole('navigation', { name: 'Main' });
  for (const item of ['Seed Keyword', 'Keyword Results', 'SERP Analysis', 'Related Keywords', 'Pricing']) {
    await expect(nav.getByRole('link', { name: item })).toBeVisible();
  }
  const menuButton = header(page).getByRole('button', { name: 'Open user menu' });
  const localPart = email.split('@')[0]!;
  await expect(menuButton).toHaveText(localPart[0]!.toUpperCase());
  await menuButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(localPart, { exact: true })).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  for (const item of ['Profile', 'My Research', 'Sign out']) await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The shown name is the profile's display name once set; initials take two words.
  const patch = await page.request.patch('/api/profile', { data: { displayName: 'Ada Lovelace King' }, headers: { Origin: new URL(page.url()).origin } });
  expect(patch.ok()).toBeTruthy();
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Open user menu' })).toHaveText('AL');

  await signOutFromHeader(page);
  // The confirmation link is spent: followed again it lands on sign-in, signed out.
  await page.goto(linkIn(mail));
  await page.waitForURL('**/auth/sign-in');
  await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Pricing' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Signed in', { exact: true })).toBeVisible();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.waitForURL('**/research');
});

test('sign-in screen: texts, form rules, cleared fields, unverified account, no Google button without credentials', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('Sign in to access your research tools')).toBeVisible();
  for (const claim of ['Keyword research', 'SERP analysis', 'Competitive intelligence']) {
    await expect(page.getByText(claim, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('You must provide either an email or phone number and a password.');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter your email above first.');

  const pending = uniqueEmail('pending');
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email: pending, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(res.ok()).toBeTruthy();
  await page.getByLabel('Email').fill(pending);
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters.');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please verify your email before signing in. We have just sent you a new confirmation link: check your inbox (and your spam folder).',
  );

  // The e2e server has no Google credentials: the button is not offered at all.
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Create account' }).click();
  await page.waitForURL('**/auth/sign-up');
});

test('sign-up with a plan names it and keeps the selection for after sign-in', async ({ page, context }) => {
  const email = uniqueEmail('planned');
  await page.goto('/auth/sign-up?plan=free_trial&planId=plan-123&billing=yearly');
  await expect(page.getByText('Sign up for the free trial plan with 7-day free trial')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel('I agree to the Terms and Privacy Policy').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page.getByText(/free trial plan/).last()).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pendingPlanSelection') ?? 'null'));
  expect(stored).toMatchObject({ tier: 'free_trial', planId: 'plan-123', billing: 'yearly' });
  expect(typeof stored.timestamp).toBe('number');

  // Signed in by the confirmation link, the app hands the selection to the server once and forgets it.
  const applied = page.waitForRequest((r) => r.url().endsWith('/api/billing/plan-selection') && r.method() === 'POST');
  await page.goto(linkIn(await waitForMail(email, /confirm/i)));
  await page.waitForURL('**/research');
  expect((await applied).postDataJSON()).toMatchObject({ tier: 'free_trial', planId: 'plan-123', billing: 'yearly' });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingPlanSelection'))).toBeNull();
  await context.clearCookies();

  // Without planId nothing is stored.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/sign-up?plan=starter');
  await expect(page.getByText('Sign up for the starter plan with 7-day free trial')).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('halfplan'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel('I agree to the Terms and Privacy Policy').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pendingPlanSelection'))).toBeNull();
});

test('reset password through the mail: the new password works, the old one fails, the link is spent', async ({ page, context }) => {
  const { email } = await signUpVerified(page, uniqueEmail('reset'), PASSWORD);
  await context.clearCookies();
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Password reset link sent! Check your email and click the link to set a new password.')).toBeVisible();
  await expect(page.getByText('Reset email sent')).toBeVisible();

  const link = linkIn(await waitForMail(email, /reset/i));
  await page.goto(link);
  await page.waitForURL(/\/auth\/update-password\?token=/);
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  await expect(page.getByText('Must be at least 6 characters long')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel('New Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm New Password').fill('12345');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByRole('button', { name: 'Show confirmation' }).click();
  await expect(page.getByLabel('Confirm New Password')).toHaveAttribute('type', 'text');
  await page.getByLabel('Confirm New Password').fill('brand-new-password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(page.getByText('You can now sign in with your new password.')).toBeVisible();
  await page.waitForURL('**/research');
  await expect(header(page).getByRole('button', { name: 'Open user menu' })).toBeVisible();

  await signOutFromHeader(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await signIn(page, email, 'brand-new-password');

  await context.clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Link Invalid' })).toBeVisible();
});

test('an invalid reset link says so and leads back to sign-in', async ({ page }) => {
  for (const url of ['/auth/update-password?token=not-a-real-token', '/auth/update-password?error=INVALID_TOKEN', '/auth/update-password']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Reset Link Invalid' })).toBeVisible();
    await expect(page.getByText('Invalid or expired password reset link. Please request a new one.')).toBeVisible();
  }
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await page.waitForURL('**/auth/sign-in');
});

test('the update-password screen shows "Verifying reset link..." while it checks', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/reset-link-status*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/update-password?token=held-token-123');
  await expect(page.getByText('Verifying reset link...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Reset Link Invalid' })).toBeVisible();
});

test('the header shows "Loading..." until the session is known', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/get-session*', async (route) => {
    await held;
    await route.continue();
  });
  // On a phone too: the header keeps its height when the links replace "Loading...", so the page
  // below does not jump (the layout shift Lighthouse counted on every visitor page, decision 031).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(header(page).getByRole('status')).toHaveText('Loading...');
  const loadingHeight = (await header(page).boundingBox())?.height;
  release();
  await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  expect((await header(page).boundingBox())?.height).toBe(loadingHeight);
});

test('guards send anonymous visitors to sign-in, and plain users away from /admin', async ({ page }) => {
  for (const path of ['/research', '/keyword-results', '/serp-analysis', '/related-keywords', '/profile', '/admin', '/admin/users']) {
    await page.goto(path);
    await page.waitForURL('**/auth/sign-in');
  }
  await signUpVerified(page);
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/');
});

test('the admin sees Admin Panel in the menu and reaches /admin', async ({ page }) => {
  await signInAsAdmin(page);
  await header(page).getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await page.waitForURL('**/admin');
});

test('the OAuth callback: an error shows "OAuth Error"; a session goes on to /research', async ({ page }) => {
  await page.goto('/auth/callback?error=access_denied');
  await expect(page.getByText('OAuth Error').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to sign in with Google' })).toBeVisible();
  await expectNoA11yViolations(page);
  await expect(page.getByRole('button', { name: 'Back to Sign In' })).toBeVisible();

  await signUpVerified(page);
  await page.goto('/auth/callback');
  await page.waitForURL('**/research');
});

/** What each Tab from the focused element lands on: its accessible name (or label), in order. */
async function tabStops(page: Page, count: number): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return '';
        const labelled = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null);
        return (labelled ?? el.textContent ?? '').trim();
      }),
    );
  }
  return stops;
}

test('tab order follows the visual order of the sign-in and sign-up forms', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await expect(page.getByLabel('Email')).toBeEnabled();
  await page.getByLabel('Email').focus();
  expect(await tabStops(page, 5)).toEqual(['Password', 'Show password', 'Sign In', 'Forgot password?', 'Create account']);

  await page.goto('/auth/sign-up');
  await expect(page.getByLabel('Email')).toBeEnabled();
  await page.getByLabel('Email').focus();
  const stops = await tabStops(page, 4);
  expect(stops.slice(0, 3)).toEqual(['Password', 'Show passwords', 'Confirm Password']);
  expect(stops[3]).toMatch(/^I agree/);
});

test('keyboard-only sign-in: e-mail, one Tab, password, Enter signs in and never requests a reset', async ({ browser }) => {
  const setup = await browser.newPage();
  const email = uniqueEmail('keyboard');
  await signUpVerified(setup, email, PASSWORD);
  await setup.close();

  const page = await browser.newPage();
  await page.goto('/auth/sign-in');
  // The pre-rendered form is live (enabled) once hydrated; typing before that would be lost.
  await expect(page.getByLabel('Email')).toBeEnabled();
  await page.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/research');
  await expect(page.getByText('Reset email sent')).toHaveCount(0);
  // Each tool has its own tab title.
  await expect(page).toHaveTitle('Keyword Research | KeywordLens');
  await page.goto('/serp-analysis');
  await expect(page).toHaveTitle('SERP Analysis | KeywordLens');
  await page.goto('/related-keywords');
  await expect(page).toHaveTitle('Related Keywords | KeywordLens');
  await page.close();
});
