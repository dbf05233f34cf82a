import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium';
import { PHONE } from './quoteTap';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
const page = await context.newPage();
const [path, label] = [process.argv[2] ?? '/catalogs', process.argv[3] ?? 'Ask about'];
await page.goto('http://localhost:4173' + path);
await page.locator('html[data-prefetched]').waitFor({ state: 'attached' });
const btn = page.getByRole('button', { name: new RegExp(label) }).first();
await btn.scrollIntoViewIfNeeded();
await page.waitForTimeout(1500);
console.log(JSON.stringify(await page.evaluate(`(() => {
  const counts = {};
  let total = 0;
  const walk = (el, region) => {
    const cs = getComputedStyle(el);
    if (cs.display === 'none') return;
    total++; counts[region] = (counts[region] ?? 0) + 1;
    // skipped contents: an element with content-visibility auto whose contents are not relevant
    const first = el.firstElementChild;
    if (cs.contentVisibility !== 'visible' && first && !first.checkVisibility({ contentVisibilityAuto: true })) return;
    for (const child of el.children) walk(child, region);
  };
  for (const child of document.body.children) {
    const region = child.tagName + '.' + (child.id || String(child.className).slice(0, 30));
    walk(child, region);
  }
  const deeper = {};
  const root = document.querySelector('#root, body > div');
  for (const child of (root?.children ?? [])) {
    let n = 0; const w = (el) => { if (getComputedStyle(el).display === 'none') return; n++; const f = el.firstElementChild; if (getComputedStyle(el).contentVisibility !== 'visible' && f && !f.checkVisibility({ contentVisibilityAuto: true })) return; for (const c of el.children) w(c); };
    w(child); deeper[child.tagName + '.' + String(child.className).slice(0, 40)] = n;
  }
  const cards = [...document.querySelectorAll('article.render-later')].map((a, i) => { let n = 0; const w = (el) => { if (getComputedStyle(el).display === 'none') return; n++; for (const c of el.children) w(c); }; const first = a.firstElementChild; const shown = first && first.checkVisibility({ contentVisibilityAuto: true }); if (shown) w(a); const r = a.getBoundingClientRect(); return shown ? i + ':' + n + '@' + Math.round(r.top) : null; }).filter(Boolean);
  return { total, counts, deeper, cards, vh: innerHeight };
})()`), null, 1));
await browser.close();
