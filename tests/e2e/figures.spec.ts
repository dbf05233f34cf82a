import { expect, test, visit } from './fixtures';

/**
 * A figure is read with its unit: "12.1" at the end of a line and "inch" at the start of the next
 * reads as two things (the thousands of "40 000" are set apart by a narrow no-break space). On a 360 px phone (the narrowest common
 * width) each of these used to be split somewhere on its page; in the product's text and its
 * specification table (the key-figure cards on a phone may wrap a long value, by design) every
 * occurrence must sit on one line.
 */
const cases = [
  { path: '/hist4', figures: ['12.1 inch', '1170 mm', '300 cassettes'] },
  { path: '/hist5', figures: ['306 mm', '1 µm', '5 µm'] },
  { path: '/ru/prod1', figures: ['40\u202f000 исследований'] },
  { path: '/ru/prod7', figures: ['24 теста', '1\u201324 образца'] },
];

test.use({ viewport: { width: 360, height: 800 } });

for (const { path, figures } of cases) {
  test(`${path}: ${figures.join(', ')} each on one line at 360 px`, async ({ page }) => {
    await visit(page, path);
    const lines = await page.evaluate((wanted) => {
      // Where each wanted figure occurs in a paragraph, heading or cell of <main>, and the number of
      // distinct line tops its characters are on.
      const found: { figure: string; lines: number }[] = [];
      for (const block of document.querySelectorAll('main p, main h3, main td')) {
        const nodes: Text[] = [];
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
        const text = nodes.map((node) => node.data).join('');
        for (const figure of wanted) {
          for (let at = text.indexOf(figure); at >= 0; at = text.indexOf(figure, at + 1)) {
            const tops = new Set<number>();
            let offset = 0;
            for (const node of nodes) {
              for (let i = 0; i < node.data.length; i++, offset++) {
                if (offset < at || offset >= at + figure.length || node.data[i] === ' ') continue;
                const range = document.createRange();
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                tops.add(Math.round(range.getBoundingClientRect().top));
              }
            }
            found.push({ figure, lines: tops.size });
          }
        }
      }
      return found;
    }, figures);
    for (const figure of figures) {
      const occurrences = lines.filter((line) => line.figure === figure);
      expect(occurrences.length, `"${figure}" is on ${path}`).toBeGreaterThan(0);
      for (const occurrence of occurrences) expect(occurrence.lines, `lines "${figure}" takes`).toBe(1);
    }
  });
}
