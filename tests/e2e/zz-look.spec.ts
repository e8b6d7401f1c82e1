import { expect, test } from '@playwright/test';
import { signUpVerified } from './support';

for (const size of [{ name: 'desk', width: 1366, height: 900 }, { name: 'phone', width: 390, height: 844 }]) {
  test(`look ${size.name}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signUpVerified(page);
    await page.goto('/competitors');
    await page.getByLabel('Domain or URL').fill('mysite.example');
    await page.getByLabel('Domain or URL').press('Enter');
    await expect(page.getByRole('heading', { name: /^Keywords of/ })).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/wt-a-${size.name}-domain.png` });
    await page.screenshot({ path: `/tmp/wt-a-${size.name}-domain-full.png`, fullPage: true });
    await page.goto('/competitors?tool=gap&own=mysite.example&vs=rival-one.example&vs=rival-two.example');
    await page.getByRole('button', { name: 'Compare Keywords' }).click();
    await expect(page.getByRole('heading', { name: /^Keyword gap:/ })).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/wt-a-${size.name}-gap.png` });
    await page.screenshot({ path: `/tmp/wt-a-${size.name}-gap-full.png`, fullPage: true });
    // cached repeat
    await page.goto('/competitors?tool=gap&own=mysite.example&vs=rival-one.example&vs=rival-two.example');
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/wt-a-${size.name}-gap-quote.png` });
    await page.getByRole('button', { name: 'Compare Keywords' }).click();
    await expect(page.getByRole('heading', { name: /^Keyword gap:/ })).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/wt-a-${size.name}-gap-cached.png` });
  });
}
