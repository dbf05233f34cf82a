import { expect, test, visit, watchViolations } from './fixtures';

/**
 * The production Content-Security-Policy bites: what it does not name is refused, and the watcher
 * that pages.spec.ts relies on to see no violation on any page does see one. (The policy as
 * written: tests/dist/security.test.ts; as served: server.spec.ts.)
 */
test('the violation watcher sees a violation (an inline script is refused)', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/Content Security Policy|Refused to execute inline script/);
  const violations = await watchViolations(page);
  await visit(page, '/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.body.appendChild(script);
  });
  await expect
    .poll(violations)
    .toEqual([expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' })]);
  expect(
    await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
  ).toBeUndefined();
});

test('an inline style not named by the page is refused, and a page is styled without any stylesheet request', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/Content Security Policy|Refused to apply inline style/);
  const violations = await watchViolations(page);
  // Every stylesheet file is held back: whatever the page shows, it shows without one. (Once the
  // page is idle, the code of the dialogs is fetched ahead of a tap, with their styles: those wait.)
  await page.route(/\.css$/, () => undefined);
  await visit(page, '/hist4');
  // Styled: the header sticks to the top, which no browser default does.
  expect(
    await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).position),
  ).not.toBe('static');
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { background: rgb(255, 0, 0) !important; }';
    document.head.appendChild(style);
  });
  await expect
    .poll(violations)
    .toEqual([expect.objectContaining({ directive: 'style-src-elem', blocked: 'inline' })]);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    'rgb(255, 0, 0)',
  );
});
