import { allRoutes, productRoutes } from '../../src/app/routes';
import { expect, hydrated, test } from './fixtures';

/** Issue: artwork. Every image loads and is described and sized; nothing scrolls sideways on a phone. */
test.describe('images and layout on every route', () => {
  // 360 px: the narrowest common phone width. Both languages: Russian words are longer.
  test.use({ viewport: { width: 360, height: 800 } });

  for (const route of allRoutes) {
    test(`${route.path}: images load with alt, width and height; no horizontal scroll at 360 px`, async ({
      page,
    }) => {
      await page.goto(route.path);
      // Bring lazy images in, then check every <img> on the page.
      await page.evaluate(async () => {
        const images = Array.from(document.images);
        for (const img of images) img.loading = 'eager';
        await Promise.all(
          images.map((img) =>
            img.complete
              ? null
              : new Promise((resolve) => {
                  img.addEventListener('load', resolve, { once: true });
                  img.addEventListener('error', resolve, { once: true });
                }),
          ),
        );
      });
      const images = await page.locator('img').evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({
          src: img.currentSrc || img.src,
          alt: img.getAttribute('alt'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loaded: img.complete && img.naturalWidth > 0,
        })),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.alt, `alt on ${image.src}`).not.toBeNull();
        expect(image.width, `width on ${image.src}`).toMatch(/^\d+$/);
        expect(image.height, `height on ${image.src}`).toMatch(/^\d+$/);
        expect(image.loaded, `${image.src} loads`).toBe(true);
      }
      // With every part laid out: a part not laid out yet (content-visibility) overflows nothing.
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    });
  }
});

test('no two product pages share their first image', async ({ page }) => {
  test.setTimeout(120_000);
  const firsts = new Map<string, string>();
  for (const route of productRoutes) {
    await page.goto(route.path, { waitUntil: 'domcontentloaded' });
    const src = await page.locator('main img').first().getAttribute('src');
    expect(src).toBeTruthy();
    expect(firsts.get(src ?? ''), `${route.path} shares its first image`).toBeUndefined();
    firsts.set(src ?? '', route.path);
  }
  expect(firsts.size).toBe(productRoutes.length);
});
