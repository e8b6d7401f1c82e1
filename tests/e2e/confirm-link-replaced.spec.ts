// A replaced confirmation link: sign up twice, open the older link, read why it no
// longer works, press "Send a new link", receive the new mail from the SMTP receiver and confirm with it.
import { expect, test } from '@playwright/test';
import { CONFIRM_LINK_SCREEN } from '../../src/shared/messages/auth';
import { E2E } from '../../playwright.config';
import { expectNoA11yViolations, linkIn, uniqueEmail, type Mail } from './support';

const PASSWORD = 'correct-horse-42';

/** The confirmation mails to `to`, oldest first, once there are at least `count` of them. */
async function confirmationMails(to: string, count: number): Promise<Mail[]> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${E2E.mailHttpPort}/messages`);
    const mails = ((await res.json()) as Mail[]).filter((m) => m.to.includes(to.toLowerCase()) && /confirm/i.test(m.subject));
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Fewer than ${count} confirmation mails to ${to}`);
}

test('an older confirmation link says it was replaced, and "Send a new link" mails one that confirms', async ({ page }) => {
  const email = uniqueEmail('replaced');
  const signUp = () =>
    page.request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true }, headers: { Origin: E2E.appUrl } });
  expect((await signUp()).ok()).toBeTruthy();
  const [older] = await confirmationMails(email, 1);
  expect((await signUp()).ok()).toBeTruthy();
  await confirmationMails(email, 2);

  await page.goto(linkIn(older!));
  await page.waitForURL('**/auth/confirm-email?error=LINK_REPLACED');
  await expect(page.getByRole('heading', { name: CONFIRM_LINK_SCREEN.replacedTitle })).toBeVisible();
  await expect(page.getByText(CONFIRM_LINK_SCREEN.replaced)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel(CONFIRM_LINK_SCREEN.emailLabel).fill(email);
  await page.getByRole('button', { name: CONFIRM_LINK_SCREEN.resendButton }).click();
  await expect(page.getByText(CONFIRM_LINK_SCREEN.resendSent)).toBeVisible();
  await expectNoA11yViolations(page);

  const mails = await confirmationMails(email, 3);
  await page.goto(linkIn(mails[mails.length - 1]!));
  await page.waitForURL('**/research');
  await expect(page.getByText('E-mail verified')).toBeVisible();
});

test('a link that is not valid says so, with the same way to a new link', async ({ page }) => {
  await page.goto('/api/auth/verify-email?token=not-a-token&callbackURL=%2Fresearch%3Fverified%3D1');
  await page.waitForURL('**/auth/confirm-email?error=INVALID_TOKEN');
  await expect(page.getByRole('heading', { name: CONFIRM_LINK_SCREEN.invalidTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: CONFIRM_LINK_SCREEN.resendButton })).toBeVisible();
  await expectNoA11yViolations(page);
});
