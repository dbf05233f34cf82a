import type { Locator, Page } from '@playwright/test';
import { company } from '../../src/content/shell/company';
import { actionName, expect, hydrated, test, turnSaveDataOn, visit, watchVideoRequests } from './fixtures';

/** The nine overview cards of the specification, in order. */
const overviewCards = [
  ['I-dOne', '/bacter1'],
  ['Biomic V3', '/bacter5'],
  ['HB&L', '/bacter2'],
  ['CELL EXPERT', '/prod1'],
  ['DP360 Stainer & Coverslipper', '/hist7'],
  ['LTS-3000B', '/prod12'],
  ['6250 Cryostat Microtome', '/hist6'],
  ['HP300 Plus Tissue Processor', '/hist4'],
  ['MT1 Rotary Microtome', '/hist5'],
] as const;

const counters = [company.founded, company.manufacturers, company.customers];

const hero = (page: Page) => page.getByTestId('home-hero');
const heroVideo = (page: Page) => hero(page).locator('video');
const carousel = (page: Page) => page.getByRole('region', { name: 'Partner logos' });
const counter = (page: Page, end: number) => page.locator(`[data-countup="${end}"]`);

/** The index of the slide react-slick considers current. */
async function currentSlide(region: Locator): Promise<string | null> {
  return region.locator('.slick-current').first().getAttribute('data-index');
}

/**
 * Stops the page's clock (Playwright's fake timers, installed before the page loaded) so that the
 * test, not the machine's speed, decides how much time passes: `page.clock.runFor(ms)` then fires
 * exactly the timers due in that time.
 */
async function stopClock(page: Page): Promise<void> {
  // A moment just ahead of the page's clock; on a busy machine it can pass before pauseAt arrives
  // ("Cannot fast-forward to the past"): then a moment further ahead.
  for (const ahead of [250, 1000, 4000]) {
    const now = await page.evaluate(() => Date.now());
    const paused = await page.clock.pauseAt(now + ahead).then(
      () => true,
      (error: Error) => {
        if (!/to the past/.test(error.message) || ahead === 4000) throw error;
        return false;
      },
    );
    if (paused) return;
  }
}

/** Runs the stopped clock for 7 s (two autoplay steps) and checks the carousel stayed on its slide. */
async function expectCarouselStill(page: Page, region: Locator): Promise<string | null> {
  await stopClock(page);
  const start = await currentSlide(region);
  await page.clock.runFor(7000);
  expect(await currentSlide(region)).toBe(start);
  return start;
}

async function openCarousel(page: Page): Promise<Locator> {
  const region = carousel(page);
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute('data-slider', 'ready');
  return region;
}

/**
 * Resolves after the page has rendered two more frames: what a scroll or a change set off (an
 * intersection observer's callback, a layout shift's report) has run by then.
 */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Resolves once an intersection observer sees the element on screen (or off it): the page's own
 * observers of it have been told by then (the same rendering step, and created before this one).
 */
async function inView(locator: Locator, wanted: boolean): Promise<void> {
  await locator.evaluate(
    (element, want) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting === want)) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(element);
      }),
    wanted,
  );
}

/** Samples an element's text for a while and returns every distinct value seen. */
async function sampleText(locator: Locator, ms: number): Promise<string[]> {
  return locator.evaluate(
    (element, duration) =>
      new Promise<string[]>((resolve) => {
        const seen = new Set<string>([element.textContent ?? '']);
        const started = performance.now();
        const tick = () => {
          seen.add(element.textContent ?? '');
          if (performance.now() - started < duration) requestAnimationFrame(tick);
          else resolve([...seen]);
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );
}

/** The tag name and fetchpriority of the page's largest contentful paint element. */
async function largestContentfulPaint(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          const last = entries.at(-1);
          resolve(
            last?.element ? `${last.element.tagName} ${last.element.getAttribute('fetchpriority')}` : 'none',
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

test.describe('home page at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the video header loops, is muted, plays inline and starts by itself; at most 650 px high', async ({
    page,
  }) => {
    await page.goto('/');
    const video = heroVideo(page);
    await expect(page.locator('h1')).toHaveText(company.name);
    await expect(hero(page).getByText('Innovation for your growth')).toBeVisible();
    const box = await hero(page).boundingBox();
    expect(box?.height).toBeLessThanOrEqual(650);
    expect(box?.width).toBe(1440);

    await hydrated(page);
    for (const attribute of ['loop', 'muted', 'playsinline'])
      await expect(video).toHaveAttribute(attribute, '');
    await expect(video).not.toHaveAttribute('autoplay');
    // WebM before MP4, the large file only from 768 px.
    expect(
      await video
        .locator('source')
        .evaluateAll((sources) =>
          sources.map((s) => `${s.getAttribute('type')} ${s.getAttribute('media') ?? 'any'}`),
        ),
    ).toEqual([
      'video/webm (min-width: 768px)',
      'video/webm any',
      'video/mp4 (min-width: 768px)',
      'video/mp4 any',
    ]);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && !v.paused)).toBe(true);
    const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(t0);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/hero-1280[^/]*\.webm$/);

    // WCAG 2.2.2: a visible control stops the motion, and starts it again.
    const pause = hero(page).getByRole('button', { name: 'Pause video' });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await hero(page).getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test('the poster is the LCP element', async ({ page }) => {
    await visit(page, '/');
    expect(await largestContentfulPaint(page)).toBe('IMG high');
  });

  test('nine product cards link to their products, in order', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Offering medical equipment and supplies.' });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      'Offering medical equipment and supplies.',
    );
    const cards = section.getByTestId('overview-card');
    await expect(cards).toHaveCount(9);
    for (const [index, [name, path]] of overviewCards.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(card.locator('img')).toHaveCount(1);
      const link = card.getByRole('link', { name: actionName('Read More', name) });
      await expect(link).toHaveAttribute('href', path);
    }
    // Four a row on large screens.
    const tops = await cards.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(tops.slice(0, 4).every((top) => top === tops[0])).toBe(true);
    expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);
    await cards
      .nth(3)
      .getByRole('link', { name: actionName('Read More', 'CELL EXPERT') })
      .click();
    await expect(page).toHaveURL(/\/prod1$/);
  });

  test('AI solutions, About Us and the services grid', async ({ page }) => {
    await page.goto('/');
    const ai = page.getByRole('region', { name: /artificial intelligence/ });
    for (const field of [
      'Cervical cancer screening',
      'Cytology and histopathology',
      'Microbiology',
      'Molecular diagnostics',
      'Lab automation',
    ]) {
      await expect(ai.getByRole('listitem').filter({ hasText: field })).toHaveCount(1);
    }
    await expect(
      page.getByRole('region', { name: /dependable partner/ }).getByRole('link', { name: /about us/i }),
    ).toHaveAttribute('href', '/about');
    const services = page.getByRole('region', { name: /Services and solutions/ }).getByRole('listitem');
    await expect(services).toHaveCount(6);
    await expect(
      services.getByRole('link', { name: actionName('Learn more', 'Technical maintenance and repair') }),
    ).toHaveAttribute('href', '/service1');
  });

  test('the counters count up once when scrolled into view and read 2015, 29 and 375', async ({ page }) => {
    await visit(page, '/');
    // Before they are in view, they show their final values.
    for (const end of counters) await expect(counter(page, end)).toHaveText(String(end));
    const founded = counter(page, company.founded);
    await founded.scrollIntoViewIfNeeded();
    const seen = await sampleText(counter(page, company.customers), 700);
    expect(seen.some((value) => Number(value) < company.customers)).toBe(true);
    for (const end of counters) await expect(counter(page, end)).toHaveText(String(end), { timeout: 4000 });
    // Screen readers get the final number.
    await expect(page.getByRole('region', { name: 'IVM in numbers' })).toContainText('2015');
    // Scrolling away and back does not restart them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(founded).not.toBeInViewport();
    await founded.scrollIntoViewIfNeeded();
    const again = await sampleText(founded, 800);
    expect(again).toEqual([String(company.founded)]);
  });

  test('the free-consultation call to action opens and closes the Start Cooperation dialog', async ({
    page,
  }) => {
    await visit(page, '/');
    await page.getByRole('link', { name: 'Start Cooperation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start Cooperation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Start Cooperation' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Start Cooperation' })).toBeFocused();
  });

  test('the partner carousel shows 5 logos, advances by itself and stops when paused', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
    const region = await openCarousel(page);
    await expect(region.locator('.slick-slide.slick-active')).toHaveCount(5);
    await expect(region.getByRole('button', { name: /^Show logo \d of 9$/ })).toHaveCount(9);
    await stopClock(page);
    const start = await currentSlide(region);
    // Autoplay is every 3000 ms.
    await page.clock.runFor(3500);
    await expect.poll(() => currentSlide(region)).not.toBe(start);

    // Hidden slides and clones are out of the tab order and the accessibility tree.
    const leaks = await region.evaluate(
      (root) =>
        [...root.querySelectorAll<HTMLElement>('.slick-slide')].filter(
          (slide) =>
            (slide.classList.contains('slick-cloned') || !slide.classList.contains('slick-active')) &&
            !(slide.getAttribute('aria-hidden') === 'true' && slide.inert),
        ).length,
    );
    expect(leaks).toBe(0);
    // Only the five logos on screen are links in the accessibility tree.
    await expect(region.locator('.slick-list').getByRole('link')).toHaveCount(5);

    await region.getByRole('button', { name: 'Pause partner carousel' }).click();
    await expect(region.getByRole('button', { name: 'Play partner carousel' })).toBeVisible();
    await page.clock.runFor(1000);
    const paused = await currentSlide(region);
    await page.clock.runFor(7000);
    expect(await currentSlide(region)).toBe(paused);
  });

  test('the partner carousel pauses while hovered', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
    const region = await openCarousel(page);
    await stopClock(page);
    await region.locator('.slick-list').hover();
    await page.clock.runFor(1000);
    const hovered = await currentSlide(region);
    await page.clock.runFor(7000);
    expect(await currentSlide(region)).toBe(hovered);
    await page.mouse.move(5, 5);
    await page.clock.runFor(3500);
    await expect.poll(() => currentSlide(region)).not.toBe(hovered);
  });

  test('the partner carousel stays on its slide while off screen, and moves again once back', async ({
    page,
  }) => {
    await page.clock.install();
    await visit(page, '/');
    const region = await openCarousel(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await inView(region, false);
    await expectCarouselStill(page, region);
    await region.scrollIntoViewIfNeeded();
    await inView(region, true);
    const back = await currentSlide(region);
    await page.clock.runFor(3500);
    await expect.poll(() => currentSlide(region)).not.toBe(back);
  });

  test('nothing shifts while the page loads, hydrates and the slider replaces the static row', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as Window & { __cls?: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) w.__cls = (w.__cls ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await visit(page, '/');
    const region = carousel(page);
    const before = await region.boundingBox();
    // Read the page top to bottom like a visitor: the counters run, the slider takes over.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y <= height; y += 300) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await nextFrames(page);
    }
    await openCarousel(page);
    // What moves after the scroll has ended: the counters count up to their values, the slider's
    // logos arrive. Once both are done, two more frames deliver any layout shift they caused.
    for (const end of counters) await expect(counter(page, end)).toHaveText(String(end), { timeout: 4000 });
    await expect
      .poll(() =>
        region
          .locator('.slick-active img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    await nextFrames(page);
    const after = await region.boundingBox();
    expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThan(1);
    const cls = await page.evaluate(() => (window as Window & { __cls?: number }).__cls ?? 0);
    expect(cls, 'cumulative layout shift at 1440 px').toBeLessThan(0.01);
  });
});

test.describe('home page at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the header fits, phones get the small poster and video, and nothing scrolls sideways', async ({
    page,
  }) => {
    await visit(page, '/');
    expect(await largestContentfulPaint(page)).toBe('IMG high');
    const box = await hero(page).boundingBox();
    expect(box?.height).toBeLessThanOrEqual(650);
    const poster = hero(page).locator('picture img');
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/640/);
    await expect
      .poll(() => heroVideo(page).evaluate((v: HTMLVideoElement) => v.currentSrc))
      .toMatch(/hero-640/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const region = await openCarousel(page);
    await expect(region.locator('.slick-slide.slick-active')).toHaveCount(1);
    const cards = page.getByTestId('overview-card');
    const widths = await cards.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().width)),
    );
    expect(new Set(widths).size).toBe(1);
  });
});

for (const [width, height] of [
  [320, 568],
  [375, 667],
] as const) {
  test.describe(`home page on a ${width} x ${height} phone`, () => {
    test.use({ viewport: { width, height } });

    for (const path of ['/', '/ru/']) {
      test(`${path}: the header's text is whole, the video button covers none of it, at most 650 px high`, async ({
        page,
      }) => {
        await visit(page, path);
        const box = async (locator: Locator) => {
          const b = await locator.boundingBox();
          if (!b) throw new Error('not rendered');
          return { top: b.y, bottom: b.y + b.height, left: b.x, right: b.x + b.width };
        };
        const header = await box(hero(page));
        expect(header.bottom - header.top).toBeLessThanOrEqual(650);
        const text = hero(page).locator('h1, p, a, span:not(button *)');
        const toggle = await box(hero(page).getByRole('button'));
        for (const part of await text.all()) {
          const b = await box(part);
          // Inside the header (its overflow is hidden: anything outside would be cut off)...
          expect(b.top).toBeGreaterThanOrEqual(header.top);
          expect(b.bottom).toBeLessThanOrEqual(header.bottom);
          // ...and clear of the video button.
          const overlaps =
            b.left < toggle.right && toggle.left < b.right && b.top < toggle.bottom && toggle.top < b.bottom;
          expect(overlaps, `${await part.textContent()} under the video button`).toBe(false);
        }
        expect(toggle.bottom).toBeLessThanOrEqual(header.bottom);
      });
    }
  });
}

test.describe('home page with reduced motion', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('neither the video, nor the carousel, nor the counters move', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await visit(page, '/');
    await expect(hero(page).getByRole('button', { name: 'Play video' })).toBeVisible();
    // Not even created, so nothing is downloaded.
    await expect(heroVideo(page)).toHaveCount(0);

    const founded = counter(page, company.founded);
    await founded.scrollIntoViewIfNeeded();
    expect(await sampleText(counter(page, company.customers), 800)).toEqual([String(company.customers)]);

    const region = await openCarousel(page);
    await expect(region.getByRole('button', { name: 'Play partner carousel' })).toBeVisible();
    await expectCarouselStill(page, region);
  });

  test('with Save-Data on, the partner carousel stays still until Play is pressed', async ({ page }) => {
    await turnSaveDataOn(page);
    await page.clock.install();
    await visit(page, '/');
    const region = await openCarousel(page);
    await expect(region.getByRole('button', { name: 'Play partner carousel' })).toBeVisible();
    const start = await expectCarouselStill(page, region);

    // Play is the visitor's to press: then it advances every 3000 ms.
    await region.getByRole('button', { name: 'Play partner carousel' }).click();
    await expect(region.getByRole('button', { name: 'Pause partner carousel' })).toBeVisible();
    await page.clock.runFor(3500);
    await expect.poll(() => currentSlide(region)).not.toBe(start);
  });

  test('with Save-Data on, the video is neither played nor downloaded', async ({ page }) => {
    const videoRequests = watchVideoRequests(page);
    await turnSaveDataOn(page);
    await visit(page, '/');
    await expect(hero(page).getByRole('button', { name: 'Play video' })).toBeVisible();
    await expect(heroVideo(page)).toHaveCount(0);
    expect(videoRequests).toEqual([]);

    // Play is still the visitor's to press: the video is created and starts, muted.
    await hero(page).getByRole('button', { name: 'Play video' }).click();
    await expect
      .poll(() =>
        heroVideo(page).evaluate((v: HTMLVideoElement) => v.muted && !v.paused && v.currentTime > 0),
      )
      .toBe(true);
    expect(videoRequests.length).toBeGreaterThan(0);
    await expect(hero(page).getByRole('button', { name: 'Pause video' })).toBeVisible();
  });
});
