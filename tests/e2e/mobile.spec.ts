// A phone (390x844): the signed-in header stays one row with the tools behind a Menu button,
// which opens, leads to a tool and closes on the way.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, signUpVerified } from './support';

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
