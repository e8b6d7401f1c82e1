// The pre-rendered pages (decision 016): with JavaScript off, the landing, pricing and sign-in
// pages still show their heading and text (the HTML is complete before any script runs); with
// JavaScript on, React adopts that HTML without a hydration warning and the page works.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support';

const PAGES = [
  { path: '/', heading: 'Find the keywords your audience is already searching for', text: '7-day free trial. No credit card required.', title: /^Keyword Research & SEO Analysis \| KeywordLens$/ },
  { path: '/pricing', heading: 'Choose Your Plan', text: 'Start with a 7-day free trial, no credit card required.', title: /^Pricing \| KeywordLens$/ },
  { path: '/auth/sign-in', heading: 'Welcome back', text: 'Password', title: /^Welcome back \| KeywordLens$/ },
] as const;

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, text, title } of PAGES) {
    test(`${path} shows its heading and text`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      await expect(page).toHaveTitle(title);
    });
  }

  test('a route that is not pre-rendered gets the empty shell (the SPA fallback)', async ({ page }) => {
    await page.goto('/research');
    await expect(page.locator('#root')).toBeEmpty();
    await page.goto('/pricing?new=true');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/**
 * What React reports when server HTML and the first client render differ: in development a
 * console message, in this production build a minified error (#418-#425) thrown to the page.
 */
function collectHydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  const onMessage = (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type()) && /hydrat|did not match|didn't match|server rendered|react\.dev\/errors\/4(18|19|2\d)/i.test(message.text())) warnings.push(message.text());
  };
  page.on('console', onMessage);
  page.on('pageerror', (error) => warnings.push(error.message));
  return warnings;
}

/**
 * Records whether the page's server-rendered <h1> is ever taken out of the document: hydration
 * adopts it; React dropping the pre-rendered HTML (a mismatch, or an update reaching the page
 * before it hydrated) replaces it.
 */
async function watchHeadingRemoval(page: Page) {
  await page.addInitScript(() => {
    const flags = window as unknown as { headingRemoved: boolean };
    flags.headingRemoved = false;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) flags.headingRemoved = true;
    }).observe(document, { subtree: true, childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { headingRemoved: boolean }).headingRemoved);
}

for (const { path, heading } of PAGES) {
  test(`${path} hydrates without a warning, then works and passes axe`, async ({ page }) => {
    const warnings = collectHydrationWarnings(page);
    const headingRemoved = await watchHeadingRemoval(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The header's links appear only once React runs (the session answer replaces "Loading...").
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expectNoA11yViolations(page);
    expect(await headingRemoved()).toBe(false);
    // A client-side navigation: the hydrated links are React Router's.
    await header.getByRole('link', { name: 'KeywordLens' }).click();
    await expect(page.getByRole('heading', { level: 1, name: PAGES[0].heading })).toBeVisible();
    expect(warnings).toEqual([]);
  });
}
