// Saved filter presets on the results page: a filter set in the panel is saved
// under a name (kept on the server), cleared, applied again from the list (it returns to the URL),
// renamed and deleted; on the way, the trend's tooltip opens on keyboard focus.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, signUpVerified } from './support';

test('a filter is saved as a preset, applied from the list, renamed and deleted', async ({ page }) => {
  await signUpVerified(page);
  await page.getByLabel('Seed Keyword').fill('running shoes');
  await page.getByRole('button', { name: 'Analyze Keywords' }).click();
  await page.waitForURL('**/keyword-results?id=*');
  // The trend shows its months on keyboard focus, not clipped by its cell.
  const trend = page.getByRole('button', { name: /^Search volume trend/ }).first();
  await trend.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expect(page.getByRole('tooltip')).toContainText('Monthly searches');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const presets = page.getByRole('group', { name: 'Filter presets' });
  const list = presets.getByLabel('Saved filters');
  await expect(list).toBeDisabled();
  await expect(presets.getByRole('button', { name: 'Save filter as preset' })).toBeDisabled();

  await page.getByRole('button', { name: 'Filters' }).click();
  const volumeMin = page.getByRole('region', { name: 'Filters' }).getByRole('group', { name: 'Volume' }).getByLabel('Min');
  await volumeMin.fill('100');
  await expect(page).toHaveURL(/[?&]vol=100\.\./);
  await presets.getByRole('button', { name: 'Save filter as preset' }).click();
  await expect(presets.getByLabel('Preset name')).toBeFocused();
  await page.keyboard.type('Volume 100 plus');
  await page.keyboard.press('Enter');
  await expect(list).toHaveValue(/[0-9a-f-]{36}/);
  await expect(list.locator('option:checked')).toHaveText('Volume 100 plus');
  await expectNoA11yViolations(page);

  await volumeMin.fill('');
  await expect(page).not.toHaveURL(/[?&]vol=/);
  await expect(list).toHaveValue('');
  await list.selectOption({ label: 'Volume 100 plus' });
  await expect(page).toHaveURL(/[?&]vol=100\.\./);
  await expect(volumeMin).toHaveValue('100');

  await presets.getByRole('button', { name: 'Rename preset Volume 100 plus' }).click();
  await presets.getByLabel('New preset name').fill('Big ones');
  await presets.getByRole('button', { name: 'Rename preset', exact: true }).click();
  await expect(list.locator('option:checked')).toHaveText('Big ones');

  await presets.getByRole('button', { name: 'Delete preset Big ones' }).click();
  await expect(list).toBeDisabled();
  await expect(list.locator('option')).toHaveText(['No saved filters yet']);
  // The filter itself stays on screen: only the preset is gone.
  await expect(page).toHaveURL(/[?&]vol=100\.\./);
});
