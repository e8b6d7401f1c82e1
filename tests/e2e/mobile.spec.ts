// A phone (390x844): the signed-in header stays one row with the tools behind a Menu button,
// which opens, leads to a tool and closes on the way; keyword tables become cards without sideways scroll.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, expectRunToastClear, scrollsSideways, signUpVerified } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('phone: the signed-in header collapses its navigation behind Menu', async ({ page }) => {
  await signUpVerified(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'SERP Analysis' })).toHaveCount(0);
  const box = await header.boundingBox();
  expect(box?.height ?? 0).toBeLessThan(90);

  const menu = header.getByRole('button', { name: 'Menu', exact: true });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expectNoA11yViolations(page);

  await header.getByRole('link', { name: 'SERP Analysis' }).click();
  await page.waitForURL('**/serp-analysis');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(header.getByRole('link', { name: 'SERP Analysis' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

async function expectCardsWithoutSidewaysScroll(page: Page, listName: string) {
  const list = page.getByRole('list', { name: listName });
  await expect(list).toBeVisible();
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table', { name: listName })).toHaveCount(0);
  await expect(page.getByLabel('Sort by')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  // Sonner's rich-colour toasts miss axe's contrast ratio (known, reported); check the page itself.
  // The research's toasts stay for up to 20 s (long ones carry the seed note). A toast under the
  // pointer pauses (the tap on the submit button left it where the phone's full-width toast appears).
  await page.mouse.move(195, 10);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 30_000 });
  await expectNoA11yViolations(page);
}

test('phone: keyword results and related keywords are cards with a Sort by select, no sideways scroll', async ({ page }) => {
  test.setTimeout(150_000); // two tools, each waiting for its toasts to close before axe
  await signUpVerified(page);
  await page.getByLabel('Seed Keyword').fill('running shoes');
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await page.waitForURL('**/keyword-results?id=*');
  await expect(page.getByText('Analysis Complete')).toBeVisible();
  // The run's toast leaves the heading and the first card readable, and the page as wide as the phone.
  const cards = page.getByRole('list', { name: 'Keyword results' });
  await expectRunToastClear(page, /Found \d+ keywords/, page.getByRole('heading', { name: 'Keyword Results', level: 1 }), cards.getByRole('listitem').first());
  await expectCardsWithoutSidewaysScroll(page, 'Keyword results');

  await page.goto('/related-keywords');
  await page.getByLabel('Seed Keyword').fill('phone');
  await page.getByRole('button', { name: 'Find Related Keywords' }).click();
  await expect(page.getByText('Analysis Complete')).toBeVisible();
  await expectCardsWithoutSidewaysScroll(page, 'Related keywords for phone');
});
