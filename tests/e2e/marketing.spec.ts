// The public pages: landing (header, hero, four features, call to action, footer), the static
// pages, the 404 page and the two payment return pages with their redirects; axe on each.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signUpVerified } from './support';

const FOOTER_LINKS: [string, string, string][] = [
  ['Pricing', '/pricing', ''],
  ['About', '/about', 'About KeywordLens'],
  ['Contact', '/contact', 'Contact Us'],
  ['Terms of Service', '/terms', 'Terms of Service'],
  ['Privacy Policy', '/privacy', 'Privacy Policy'],
];

/**
 * Holds the page's long timers (its redirect timer starts when it mounts) instead of running them,
 * so the test reads their delays and fires them itself: a loaded machine can take longer to show
 * the page than the redirect's delay, and a paused fake clock also holds what the page needs to render.
 */
async function captureLongTimers(page: Page) {
  await page.addInitScript(() => {
    const original = window.setTimeout.bind(window);
    const held: { handler: TimerHandler; delay: number }[] = [];
    (window as unknown as { heldTimers: typeof held }).heldTimers = held;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      if (delay === undefined || delay < 1_000) return original(handler, delay, ...args);
      held.push({ handler, delay });
      return 0;
    }) as typeof window.setTimeout;
  });
}

/** The delays of the held timers, in the order they were set. */
function heldDelays(page: Page) {
  return page.evaluate(() => (window as unknown as { heldTimers: { delay: number }[] }).heldTimers.map((timer) => timer.delay));
}

/** Fires the held timers of this delay, as the browser would once that much time has passed. */
function fireHeld(page: Page, delay: number) {
  return page.evaluate((wanted) => {
    for (const timer of (window as unknown as { heldTimers: { handler: TimerHandler; delay: number }[] }).heldTimers) {
      if (timer.delay === wanted && typeof timer.handler === 'function') (timer.handler as () => void)();
    }
  }, delay);
}

function footer(page: Page) {
  return page.getByRole('contentinfo');
}

test('landing page for a visitor: header, hero, four features, call to action, footer', async ({ page }) => {
  const response = await page.goto('/');
  // The page runs under a CSP that allows no inline script.
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('KeywordLens', { exact: true })).toBeVisible();
  await expect(banner.getByText('Keyword research & SEO analysis')).toBeVisible();
  for (const name of ['Pricing', 'Log In', 'Sign Up']) await expect(banner.getByRole('link', { name })).toBeVisible();

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const feature of ['Real-Time Data', 'Difficulty Score', 'Intent Analysis', 'Secure Export & Storage']) {
    await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
  }
  await expect(page.getByText(/live search volume and competition/i)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your Research' })).toHaveAttribute('href', '/auth/sign-in');
  await expect(footer(page).getByRole('link', { name: 'Keyword Research' })).toHaveAttribute('href', '/research');
  for (const [name, href] of FOOTER_LINKS) await expect(footer(page).getByRole('link', { name })).toHaveAttribute('href', href);
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Get Started' }).click();
  await page.waitForURL('**/auth/sign-in');
});

test('landing page for a signed-in user leads to /research', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/research');
  await page.getByRole('link', { name: 'Start Your Research' }).click();
  await page.waitForURL('**/research');
});

test('the footer reaches every static page, each with real content and the footer again', async ({ page }) => {
  for (const [name, href, heading] of FOOTER_LINKS) {
    if (!heading) continue;
    await page.goto('/');
    await footer(page).getByRole('link', { name }).click();
    await page.waitForURL(`**${href}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await expectNoA11yViolations(page);
  }
});

test('static pages say what the spec asks', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByText(/professional SEO research platform/)).toBeVisible();

  await page.goto('/contact');
  for (const address of ['support@keywordlens.com', 'sales@keywordlens.com', 'privacy@keywordlens.com']) {
    await expect(page.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`);
  }

  await page.goto('/terms');
  for (const section of ['Acceptance of Terms', 'Use License', 'Service Usage', 'Subscription and Billing', 'Data and Privacy', 'Disclaimer']) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(section) })).toBeVisible();
  }
  await expect(page.getByText(/Cancellation takes effect at the end of the current billing period/)).toBeVisible();

  await page.goto('/privacy');
  for (const section of ['Data We Collect', 'How We Use Your Data', 'Data Sharing', 'Data Security', 'Your Rights', 'Contact']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
});

test('an unknown address shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('payment success goes on to /research after 3 seconds', async ({ page }) => {
  await signUpVerified(page);
  await captureLongTimers(page);
  await page.goto('/payment-success?session_id=cs_test_123');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Redirecting to your research in 3 seconds...' })).toBeVisible();
  await expect.poll(() => heldDelays(page)).toContain(3_000);
  await expect(page).toHaveURL(/\/payment-success/);
  await fireHeld(page, 3_000);
  await page.waitForURL('**/research');
});

test('payment cancelled goes back to /pricing after 5 seconds', async ({ page }) => {
  await captureLongTimers(page);
  await page.goto('/payment-cancelled');
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  await expect.poll(() => heldDelays(page)).toContain(5_000);
  await expect(page).toHaveURL(/\/payment-cancelled/);
  await fireHeld(page, 5_000);
  await page.waitForURL('**/pricing');
});

test('the payment pages: texts, reference and accessibility', async ({ page }) => {
  await captureLongTimers(page);
  await page.goto('/payment-success?session_id=cs_test_123');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('cs_test_123')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto('/payment-cancelled');
  await expect(page.getByText('Your payment was cancelled and you have not been charged.')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('payment cancelled buttons lead to the plans and to the research screen', async ({ page }) => {
  await page.goto('/payment-cancelled');
  await page.getByRole('button', { name: 'View Pricing Plans' }).click();
  await page.waitForURL('**/pricing');

  await signUpVerified(page);
  await page.goto('/payment-cancelled');
  await page.getByRole('button', { name: 'Continue with Free Trial' }).click();
  await page.waitForURL('**/research');
});
