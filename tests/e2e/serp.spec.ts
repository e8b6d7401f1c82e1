// Browser journey of SERP Analysis against the fake DataForSEO API: the form (defaults, fixed
// line, cost estimate, empty-keyword toast, busy label), the result cards in the page's flow (no inner scroll
// box), the SERP features, the scroll to results, restoring saved results, the query string and
// the failure toast; plus axe checks.
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, signUpVerified } from './support';

async function expectNoA11yViolationsAfterToasts(page: Page) {
  // Sonner's rich-colour toasts miss axe's contrast ratio (known, reported); check the page itself.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoA11yViolations(page);
}

/** Holds every POST /api/serp for a moment so the busy state can be seen. */
async function slowDownAnalyses(page: Page, ms = 1_000) {
  await page.route('**/api/serp', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('SERP analysis: form, results, features, restore and query string', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerified(page);
  await page.goto('/serp-analysis');
  await expect(page.getByRole('heading', { name: 'SERP Analysis', level: 1 })).toBeVisible();

  const keyword = page.getByLabel('Seed Keyword');
  const analyze = page.getByRole('button', { name: 'Analyze', exact: true });
  await expect(page.getByLabel('Language')).toHaveValue('English');
  await expect(page.getByLabel('Location')).toHaveValue('United States');
  await expect(page.getByText('10 top organic results', { exact: true })).toBeVisible();
  await expect(page.getByText('Uses 1 SERP analysis of your quota.')).toBeVisible();
  await expect(page.getByText('Estimated cost:')).toHaveCount(0);
  // What is left of this tool's quota, under the form (a new account: the Free Trial's 10).
  await expect(page.getByText(/^10 of 10 SERP analyses left in your trial \(ends [A-Z][a-z]{2} \d{1,2}, \d{4}\)\.$/)).toBeVisible();
  await expect(analyze).toBeDisabled();
  await expectNoA11yViolations(page);

  // Enter on an empty keyword: the spec's toast, nothing sent.
  await keyword.press('Enter');
  await expect(page.getByText('Please enter a keyword to analyze')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').getByText('Error', { exact: true })).toBeVisible();

  // Enter submits; the button is busy and disabled while the analysis runs.
  await slowDownAnalyses(page);
  await keyword.fill('trail running shoes');
  await keyword.press('Enter');
  const busy = page.getByRole('button', { name: 'Analyzing SERP...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(page.getByText('Analysis Complete')).toBeVisible();
  await expect(page.getByText(/^Found 10 organic results for "trail running shoes"\. Used 1 SERP analysis of your quota\.$/)).toBeVisible();
  // The unit spent shows under the form at once.
  await expect(page.getByText(/^9 of 10 SERP analyses left in your trial/)).toBeVisible();

  // The results: scrolled into view, ten cards in the page's own flow (no inner scroll box), ordered by rank.
  const title = page.getByRole('heading', { name: /Top 10 organic results for .trail running shoes./ });
  await expect(title).toBeInViewport();
  const area = page.getByRole('region', { name: 'Organic results', exact: true });
  expect(await area.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  const cards = area.getByRole('article');
  await expect(cards).toHaveCount(10);
  const first = cards.first();
  await expect(first.getByRole('img', { name: 'Position 1' })).toHaveText('1');
  await expect(first.getByText('www.example.com', { exact: true })).toBeVisible();
  await expect(first.getByText('https://www.example.com › trail-running-shoes')).toBeVisible(); // breadcrumb
  await expect(first.getByText('Description of result 1 about trail running shoes.')).toBeVisible();
  const link = first.getByRole('link', { name: 'trail running shoes - result 1 on example.com' });
  await expect(link).toHaveAttribute('href', 'https://www.example.com/trail-running-shoes');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(cards.nth(1).getByRole('img', { name: 'Position 2' })).toBeVisible();
  await expect(cards.nth(1).getByText('›')).toHaveCount(0); // result 2 has no breadcrumb
  await expect(cards.nth(9).getByRole('img', { name: 'Position 10' })).toBeAttached();

  // The open button opens the result in a new tab (the site is stubbed: tests have no internet).
  await page.context().route('https://www.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Result</title>' }));
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    first.getByRole('button', { name: 'Open www.example.com in a new tab' }).click(),
  ]);
  await expect.poll(() => popup.url()).toContain('www.example.com/trail-running-shoes');
  await popup.close();

  // The SERP features on the page.
  const features = page.getByRole('region', { name: 'SERP features' });
  for (const name of ['Featured snippet', 'People also ask', 'AI overview', 'Local pack', 'Related searches', 'Knowledge panel']) {
    await expect(features.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(features.getByText(/What is trail running shoes\?/)).toBeVisible();
  // The AI overview reads as plain text; its citation markers are footnote links to the cited URLs.
  await expect(features.getByText(/Base64|\]\(/)).toHaveCount(0);
  const footnote = features.getByRole('link', { name: 'Source 1: www.example.org (opens in a new tab)' }).first();
  await expect(footnote).toHaveAttribute('href', 'https://www.example.org/trail-running-shoes#:~:text=built');
  await expect(features.getByRole('link', { name: '2. news.example' })).toHaveAttribute('href', 'https://news.example/trail-running-shoes');

  // The analysis is addressed by its id in the URL (decision 020), stored on the server.
  await expect(page).toHaveURL(/\/serp-analysis\?id=[0-9a-f-]{36}$/);
  const analysisUrl = page.url();
  await expectNoA11yViolationsAfterToasts(page);

  // Stored results come back: at their URL in a new page (nothing kept in the browser), and
  // without an id the user's latest analysis from the server, with the form showing its request.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.toLowerCase().includes('serp')))).toEqual([]);
  const reopened = await page.context().newPage();
  await reopened.goto(analysisUrl);
  await expect(reopened.getByRole('heading', { name: /Top 10 organic results for .trail running shoes./ })).toBeVisible();
  await expect(reopened.getByRole('region', { name: 'Organic results', exact: true }).getByRole('article')).toHaveCount(10);
  await expect(reopened.getByLabel('Seed Keyword')).toHaveValue('trail running shoes');
  await reopened.close();
  await page.goto('/serp-analysis');
  await expect(title).toBeVisible();
  await expect(area.getByRole('article')).toHaveCount(10);
  await expect(page.getByLabel('Seed Keyword')).toHaveValue('trail running shoes');

  // The query string wins over the stored values, and the latest analysis (of another keyword and
  // market) is not shown under a form asking for this request.
  await page.goto('/serp-analysis?keyword=kaffeemaschine&language=de&location=2276');
  await expect(page.getByLabel('Seed Keyword')).toHaveValue('kaffeemaschine');
  await expect(page.getByLabel('Language')).toHaveValue('German');
  await expect(page.getByLabel('Location')).toHaveValue('Germany');
  await expect(page.getByRole('heading', { name: /Top 10 organic results for/ })).toHaveCount(0);
});

test('SERP analysis: a failure shows "Analysis Failed" with the server message', async ({ page }) => {
  await signUpVerified(page);
  await page.route('**/api/serp', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'PROVIDER_UNAVAILABLE', message: 'The keyword data provider is temporarily unavailable. Please try again in a few minutes.', statusCode: 50301 } }),
    });
  });
  await page.goto('/serp-analysis?keyword=broken+search');
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page.getByText('Analysis Failed')).toBeVisible();
  await expect(page.getByText('The keyword data provider is temporarily unavailable. Please try again in a few minutes.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Organic results', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Analyze', exact: true })).toBeEnabled();
  await expectNoA11yViolationsAfterToasts(page);
});

test('SERP analysis: the demo label follows the analysis shown, not the server setting; the newest analysis is restored', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/serp-analysis');
  const note = page.getByRole('note');
  await expect(page.getByRole('heading', { name: 'SERP Analysis', level: 1 })).toBeVisible();
  await expect(note).toHaveCount(0); // the e2e server answers with (fake) DataForSEO

  // An analysis stored with demo data (e.g. before the provider was switched) is labelled, also when restored.
  // Both the new analysis (POST /api/serp) and its stored copy (GET /api/serp/:id, read on reload).
  const demoAnswers = /\/api\/serp(\/[0-9a-f-]{36})?$/;
  await page.route(demoAnswers, async (route) => {
    const real = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...real, isDemoData: true } });
  });
  await page.getByLabel('Seed Keyword').fill('demo boots');
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page.getByText('Analysis Complete')).toBeVisible();
  await expect(note).toContainText('Demo data.');
  await page.reload();
  await expect(page.getByRole('heading', { name: /Top 10 organic results for .demo boots./ })).toBeVisible();
  await expect(note).toContainText('Demo data.');

  // A real analysis is not.
  await page.unroute(demoAnswers);
  await page.getByLabel('Seed Keyword').fill('real boots');
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Top 10 organic results for .real boots./ })).toBeVisible();
  await expect(note).toHaveCount(0);

  // Without the browser copy (a new research clears it) the screen restores the server's latest
  // analysis, and remembers that answer; a newer analysis must replace it, so coming back through
  // the menu (no reload) shows the newest one, not the one remembered when the screen first opened.
  const removeSaved = () => page.evaluate(() => localStorage.removeItem('serpAnalysisResults'));
  await removeSaved();
  await page.reload();
  await expect(page.getByRole('heading', { name: /Top 10 organic results for .real boots./ })).toBeVisible();
  await page.getByLabel('Seed Keyword').fill('newest boots');
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Top 10 organic results for .newest boots./ })).toBeVisible();
  await removeSaved();
  const nav = page.getByRole('navigation').first();
  await nav.getByRole('link', { name: 'Related Keywords' }).click();
  await expect(page.getByRole('heading', { name: 'Related Keywords', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'SERP Analysis' }).click();
  await expect(page.getByRole('heading', { name: /Top 10 organic results for .newest boots./ })).toBeVisible();

  // On a phone (390x844) the results fit the page's width: a long one-line breadcrumb (as the demo
  // provider and Google show them) never makes the page scroll sideways.
  await page.route(/\/api\/serp\/latest$/, async (route) => {
    const { analysis } = (await (await route.fetch()).json()) as { analysis: { results: { url: string }[] } };
    const results = analysis.results.map((r) => ({ ...r, breadcrumb: `${r.url} › guides › the-complete-guide-to-newest-boots-for-every-season` }));
    await route.fulfill({ json: { analysis: { ...analysis, results } } });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: /Top 10 organic results for .newest boots./ })).toBeVisible();
  await expect(page.getByText('› the-complete-guide-to-newest-boots-for-every-season').first()).toBeAttached();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
