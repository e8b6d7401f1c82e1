import { test } from '@playwright/test';
import { signUpVerified } from './support';
test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpVerified(page);
  await page.getByLabel('Seed Keyword').fill('cheap runnign shoes');
  await page.getByText('Did you mean:').waitFor();
  await page.screenshot({ path: '/tmp/shot-research.png', fullPage: true });
  await page.getByRole('button', { name: 'cheap running shoes' }).click();
  await page.getByLabel('Result Limit').selectOption('1000');
  await page.getByLabel('Seed Keyword').fill('running shoes');
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await page.waitForURL('**/keyword-results');
  await page.getByRole('table').waitFor();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shot-results.png', fullPage: true });
});
