// Shared browser-test helpers: the mailbox of the SMTP receiver, account creation through the
// real sign-up + verification mail, and an axe check.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

let counter = 0;
export const uniqueEmail = (prefix = 'e2e') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.test`;

export async function waitForMail(to: string, subjectPattern: RegExp, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${E2E.mailHttpPort}/messages`);
    const mails = (await res.json()) as Mail[];
    const found = mails.reverse().find((m) => m.to.includes(to.toLowerCase()) && subjectPattern.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} matching ${subjectPattern}`);
}

export function linkIn(mail: Mail): string {
  const match = /https?:\/\/[^\s"<>]+/.exec(mail.text);
  if (!match) throw new Error(`No link in mail "${mail.subject}"`);
  return match[0];
}

/**
 * Creates a verified, signed-in account in this page's browser context without the sign-up
 * screen (the auth journey tests that screen): API sign-up, then the real verification link.
 */
export async function signUpVerified(page: Page, email = uniqueEmail(), password = 'correct-horse-42', origin: string = E2E.appUrl) {
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, confirmPassword: password, acceptTerms: true },
    headers: { Origin: origin },
  });
  expect(res.ok()).toBeTruthy();
  const mail = await waitForMail(email, /confirm/i);
  // The mail can beat the sign-up commit by a few milliseconds; a person clicks later than a test.
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.goto(linkIn(mail));
    if (new URL(page.url()).pathname === '/research') break;
    await page.waitForTimeout(200);
  }
  await page.waitForURL('**/research');
  return { email, password };
}

/** The one password of the e2e admin (E2E.adminEmail); every spec signs the admin in with it. */
export const ADMIN_PASSWORD = 'admin-e2e-password-42';

/**
 * Signs the admin (E2E.adminEmail, created and verified by global-setup.ts before any worker
 * starts) into this page's browser context by API sign-in. Ends on /research.
 */
export async function signInAsAdmin(page: Page) {
  const email = E2E.adminEmail;
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: ADMIN_PASSWORD },
    headers: { Origin: E2E.appUrl },
  });
  expect(res.ok(), `admin sign-in: ${res.status()}`).toBeTruthy();
  await page.goto('/research');
  return { email, password: ADMIN_PASSWORD };
}

/**
 * An admin (in a browser context of its own) sets the subscription of the account with this
 * e-mail through the admin API, as the Manage User dialog would.
 */
export async function setSubscriptionAsAdmin(browser: Browser, email: string, subscription: { tier: string; status: string }) {
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    const { users } = (await (await admin.request.get('/api/admin/users')).json()) as { users: Array<{ id: string; email: string }> };
    const target = users.find((row) => row.email === email);
    expect(target, `no account ${email}`).toBeTruthy();
    const update = await admin.request.put(`/api/admin/users/${target!.id}/subscription`, {
      data: subscription,
      headers: { Origin: E2E.appUrl },
    });
    expect(update.ok(), await update.text()).toBeTruthy();
  } finally {
    await adminContext.close();
  }
}

/** Signs in through the sign-in screen. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/research');
}

/** Fails on any serious or critical accessibility violation of the current page. */
export async function expectNoA11yViolations(page: Page) {
  const settled = () =>
    // Let running CSS transitions end first: a toast half-way through its fade has, for that
    // instant, text of too little contrast, which is no defect of the page at rest.
    page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 }).catch(() => undefined);
  const serious = async () => {
    await settled();
    // @axe-core/playwright types its Page from its own playwright-core copy; the runtime object is the same.
    // Legacy mode runs axe.run() in the page: the default opens a blank page and injects axe a
    // second time to merge the frames' results (about 1.5 s of each check's 3.5 s), for
    // cross-origin frames, which no page of this app has.
    const results = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] }).setLegacyMode(true).analyze();
    return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  };
  // A toast that began to fade while axe read the page (its 4 s ran out meanwhile) is looked at
  // again once it is at rest or gone: a defect of the page is still there the second time.
  let found = await serious();
  if (found.length > 0) found = await serious();
  expect(found).toEqual([]);
}

/** Chooses a market in a tool form's combobox ('Location' or 'Language') by typing and pressing Enter. */
export async function chooseMarket(page: Page, label: 'Location' | 'Language', name: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.click();
  await field.fill(name);
  await page.getByRole('option', { name, exact: true }).waitFor();
  await field.press('Enter');
  await expect(field).toHaveValue(name);
}

/**
 * Every drawn row of a keyword table is as tall as the table draws it (its style height, which is
 * also the virtualiser's estimate for rows not drawn yet). A taller row (a cell wrapping onto a
 * third line) is measured only as it scrolls into view, and moves everything below the table by
 * the difference: a click on Load More then pressed the button and was released beside it.
 */
export async function expectRowsAtTheirHeight(table: Locator) {
  // Read again until the rows hold still: right after a scroll the virtualiser may be between two
  // ranges; a row that wraps stays taller and fails.
  await expect(async () => {
    const rows = await table.locator('tbody tr[data-index]').evaluateAll((drawn) =>
      drawn.map((row) => ({ index: row.getAttribute('data-index'), drawn: row.getBoundingClientRect().height, set: Number.parseFloat((row as HTMLElement).style.height) })),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => Math.abs(row.drawn - row.set) > 0.5), 'rows drawn at another height than the table sets').toEqual([]);
  }).toPass({ timeout: 5_000 });
}

/** Opens the overview above a keyword table (summary, charts, clusters): it starts closed, and stays open for that user and page kind once opened. */
export async function openOverview(page: Page) {
  await page.getByRole('button', { name: 'Show overview' }).click();
  await expect(page.getByRole('button', { name: 'Hide overview' })).toBeVisible();
}

/** True when the page is wider than its window (the reader would scroll sideways), whichever width the window is read by. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > Math.min(window.innerWidth, document.documentElement.clientWidth));

/**
 * A run's toast on a phone (decision 056): once shown and settled, its box meets neither the run's
 * heading nor the first row's content, and the page does not scroll sideways while it shows.
 */
export async function expectRunToastClear(page: Page, toastText: RegExp, heading: Locator, firstRow: Locator) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: toastText });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  // A pointer resting on the toast would pause it; it rests where no toast goes.
  await page.mouse.move(0, 0);
  const meets = async (other: Locator) => {
    const [a, b] = await Promise.all([toast.boundingBox(), other.boundingBox()]);
    if (!a || !b) return `not drawn: toast ${JSON.stringify(a)}, other ${JSON.stringify(b)}`;
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height ? `meets: toast ${JSON.stringify(a)}, other ${JSON.stringify(b)}` : 'clear';
  };
  await expect.poll(() => meets(heading), { timeout: 10_000 }).toBe('clear');
  expect(await meets(firstRow)).toBe('clear');
  await expect(toast).toBeInViewport();
  expect(await scrollsSideways(page)).toBe(false);
}
