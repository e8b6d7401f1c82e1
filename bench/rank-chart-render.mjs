// Renders uPlot with 10 series × 365 points in the system Chromium, 10 times; prints the median and fastest time to the first draw (decision 065).
// Run: node bench/rank-chart-render.mjs
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
/* global uPlot -- the page's global, from the script tag below */
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
await page.setContent('<div id="c" style="width:900px"></div>');
await page.addScriptTag({ content: readFileSync('node_modules/uplot/dist/uPlot.iife.min.js', 'utf8') });
const result = await page.evaluate(async () => {
  const n = 365, s = 10;
  const x = Array.from({ length: n }, (_, i) => 1700000000 + i * 86400);
  const ys = Array.from({ length: s }, (_, k) => Array.from({ length: n }, (_, i) => 1 + ((i * 7 + k * 13) % 50)));
  const times = [];
  for (let r = 0; r < 10; r++) {
    const el = document.getElementById('c');
    el.innerHTML = '';
    const t0 = performance.now();
    let drawn;
    const done = new Promise((resolve) => { drawn = resolve; });
    const u = new uPlot({ width: 900, height: 300, scales: { x: { time: true }, y: { dir: -1 } }, series: [{}, ...ys.map(() => ({ stroke: 'red' }))], hooks: { draw: [() => drawn(performance.now())] } }, [x, ...ys], el);
    times.push((await done) - t0);
    u.destroy();
  }
  times.sort((a, b) => a - b);
  return { median: times[5], min: times[0] };
});
console.log(JSON.stringify(result));
await browser.close();
