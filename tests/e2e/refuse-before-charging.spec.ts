// Input refused before it costs, in the browser: the keyword field counts a seed's characters
// against the provider's 80 and says at once what is wrong (too long, a spreadsheet formula), and
// the cost box then has nothing to spend; a list import's preview lists the formula and emoji-only
// lines it skips, with the reason, and counts the units for the rest only. Desktop and phone.
import { expect, test } from '@playwright/test';
import { LABS_KEYWORD_TOO_LONG, KEYWORD_FORMULA_LIKE, KEYWORD_NO_LETTERS } from '../../src/shared/messages/validation';
import { chooseMarket, expectNoA11yViolations, signUpVerified } from './support';

const NOTHING_TO_SPEND = 'Nothing to spend: fix the keyword above first.';

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the keyword field refuses before anything is spent (${viewport.name})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signUpVerified(page);
    const field = page.getByLabel('Seed Keyword');
    await field.fill('a'.repeat(81));
    await expect(page.getByText('81/80 characters')).toBeVisible();
    await expect(page.getByText(LABS_KEYWORD_TOO_LONG)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(NOTHING_TO_SPEND)).toBeVisible();
    await expect(page.getByText(/Uses .* of your quota/)).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `test-results/refuse-before-charging-${viewport.name}.png`, fullPage: true });

    await field.fill('=SUM(1+1)');
    await expect(page.getByText(KEYWORD_FORMULA_LIKE)).toBeVisible();
    await expect(page.getByText(NOTHING_TO_SPEND)).toBeVisible();

    // Several seeds: the longest one is counted; a real query is taken as it is.
    await field.fill('running shoes, -5 celsius to fahrenheit');
    await expect(page.getByText('Longest seed: 24/80 characters')).toBeVisible();
    await expect(page.getByText(NOTHING_TO_SPEND)).toHaveCount(0);
    await expect(page.getByText(/Uses .* of your quota/)).toBeVisible();
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
}

test('a list import previews the lines it refuses, and charges only for the rest', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpVerified(page);
  await page.goto('/lists');
  await page.getByLabel('New list name').fill('Client keywords');
  // A list is measured in the market chosen when it is made: Germany brings German.
  await chooseMarket(page, 'Location', 'Germany');
  await expect(page.getByLabel('Language')).toHaveValue('German');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Client keywords' })).toContainText('Germany');
  await page.getByRole('link', { name: 'Client keywords' }).click();
  await expect(page.getByRole('heading', { name: 'Client keywords' })).toBeVisible();
  await expect(page.getByText(/Market: Germany · German/)).toBeVisible();

  // An empty list shows its import at once.
  await expect(page.getByLabel('Keywords to import')).toBeVisible();
  const valid = Array.from({ length: 3 }, (_, i) => `garden hose ${i + 1}`);
  await page.getByLabel('Keywords to import').fill(['=HYPERLINK("http://evil.test","x")', ...valid, '-2+3+cmd', '👟👟'].join('\n'));
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByText(/^3 new, 0 already in the list, \d+ cached \(free\), \d+ to fetch\. Cost: [01] keyword research units?\. 3 invalid lines skipped\.$/)).toBeVisible();
  await page.getByText('Skipped lines (not charged)').click();
  const skipped = page.getByRole('listitem').filter({ hasText: /^Line \d+:/ });
  await expect(skipped).toHaveCount(3);
  await expect(skipped.nth(0)).toContainText(`Line 1: =HYPERLINK("http://evil.test","x") — ${KEYWORD_FORMULA_LIKE}`);
  await expect(skipped.nth(1)).toContainText(`Line 5: -2+3+cmd — ${KEYWORD_FORMULA_LIKE}`);
  await expect(skipped.nth(2)).toContainText(`Line 6: 👟👟 — ${KEYWORD_NO_LETTERS}`);
  await expectNoA11yViolations(page);
});
