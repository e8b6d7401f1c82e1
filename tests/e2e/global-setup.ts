// Creates the e2e admin account (E2E.adminEmail, made admin by ADMIN_EMAILS) once, before any
// worker starts: two workers signing it up at the same moment would race, and the second sign-up
// of a known address is answered like a new one (no enumeration), with no mail to follow.
import { E2E } from '../../playwright.config';
import { ADMIN_PASSWORD, linkIn, waitForMail } from './support';

export default async function globalSetup(): Promise<void> {
  const headers = { 'Content-Type': 'application/json', Origin: E2E.appUrl };
  const email = E2E.adminEmail;
  const signUp = await fetch(`${E2E.appUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD, acceptTerms: true }),
  });
  if (!signUp.ok) throw new Error(`admin sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const link = linkIn(await waitForMail(email, /confirm/i, 30_000));
  // The mail can beat the sign-up commit by a few milliseconds: follow the link until the account
  // signs in (an unverified one is refused).
  for (let attempt = 0; attempt < 10; attempt++) {
    await fetch(link, { redirect: 'manual' });
    const signIn = await fetch(`${E2E.appUrl}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password: ADMIN_PASSWORD }) });
    if (signIn.ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the admin account could not be verified');
}
