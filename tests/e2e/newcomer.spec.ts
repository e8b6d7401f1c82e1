// A newcomer's first minutes on a fresh data folder with no SMTP (`npm start` as it comes): the
// "check your email" answer says mail is not configured and leads to the local outbox; signing in
// unverified re-sends the link and says so, with the outbox again; the newest link confirms the
// account, signs in and the address is greeted as verified.
import { expect, test } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { startLocalServer, type LocalServer } from './local-server';
import { expectNoA11yViolations, uniqueEmail } from './support';

const PORT = E2E.appPort + 6;
let server: LocalServer | null = null;

test.use({ baseURL: `http://localhost:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startLocalServer({
    port: PORT,
    dataDir: '.tmp/e2e-newcomer-data',
    env: { SMTP_URL: '', KEYWORD_PROVIDER: 'demo', DATAFORSEO_LOGIN: '', DATAFORSEO_PASSWORD: '' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  server = null;
});

test('sign up without SMTP: the outbox holds the confirmation link, which signs in', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/auth/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-42');
  await page.getByLabel('Confirm Password').fill('correct-horse-42');
  await page.getByLabel('I agree to the Terms and Privacy Policy').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('This server has no mail configured, so the e-mail is in the local outbox instead.')).toBeVisible();


  // Signing in before confirming sends a new link and says so, with the way to the outbox again.
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-42');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('We have just sent you a new confirmation link')).toBeVisible();
  await page.getByRole('link', { name: 'Open the local outbox' }).click();
  await page.waitForURL('**/outbox');
  await expect(page.getByRole('heading', { name: 'Local outbox' })).toBeVisible();
  await expect(page.getByText(`To ${email}`, { exact: false })).toHaveCount(2);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Open the link in this mail' }).first().click();
  await page.waitForURL('**/research');
  await expect(page.getByRole('heading', { name: 'Keyword Research' })).toBeVisible();
  // The verified address is greeted once.
  await expect(page.getByText('E-mail verified')).toBeVisible();
});
