// The browser figures the table benches share: a key's keydown → the frame after its next paint
// (with the page's script time per key, CDP ScriptDuration), and the bare baselines each figure is
// set against in the same browser: typing in a bare <input>, and navigation → the research form's
// paint. A page's own figure over its baseline is the ratio the benches report.
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from '@playwright/test';

// Two words typed at a brisk pace; the second run of each word reads what the first one cached.
export const TYPED = ['shoes', 'trail'];
export const KEY_GAP_MS = 120;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
export const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
};
export const f = (value: number) => value.toFixed(1);

/** Records, for each keydown on the page, the time to the task after the next paint. */
async function installKeyTimer(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { keyPaints: number[] };
    w.keyPaints = [];
    window.addEventListener(
      'keydown',
      (event) => {
        const started = event.timeStamp;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => w.keyPaints.push(performance.now() - started);
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  });
}

export async function typeAndTime(page: Page, target: string) {
  const client = await page.context().newCDPSession(page);
  await client.send('Performance.enable');
  const scriptTime = async () => {
    const { metrics } = await client.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
  };
  await installKeyTimer(page);
  const box = page.locator(target);
  let keys = 0;
  const scriptBefore = await scriptTime();
  for (const word of TYPED) {
    await box.fill('');
    await box.click();
    await page.keyboard.type(word, { delay: KEY_GAP_MS });
    keys += word.length;
    await page.waitForTimeout(1_500);
  }
  const scriptMs = (await scriptTime()) - scriptBefore;
  const paints = await page.evaluate(() => (window as unknown as { keyPaints: number[] }).keyPaints);
  await client.detach();
  return { paints, scriptPerKeyMs: scriptMs / keys, keys };
}

/** Typing in a bare <input> on a blank page of the app's origin: the keys' paint times. */
export async function bareKeyPaints(newPage: () => Promise<Page>, url: string): Promise<number[]> {
  const page = await newPage();
  await page.goto(`${url}/robots.txt`);
  await page.setContent('<!doctype html><input type="search" id="bare">');
  const typed = await typeAndTime(page, '#bare');
  await page.context().close();
  return typed.paints;
}

/** Navigation → the research form's paint (its seed field), in a fresh page. */
export async function researchFormPaint(newPage: () => Promise<Page>, url: string): Promise<number> {
  const page = await newPage();
  const started = performance.now();
  await page.goto(`${url}/research`);
  await page.getByLabel('Seed Keyword').waitFor();
  const elapsed = performance.now() - started;
  await page.context().close();
  return elapsed;
}

/** A fresh page (its own context, 1280x900) signed in with `cookies` on the site at `url`. */
export function signedInPages(browser: Browser, url: string, cookies: Map<string, string>): () => Promise<Page> {
  return async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url })));
    return context.newPage();
  };
}
