/**
 * What every prerendered page says before any script runs, read from the built files: one h1 with
 * the page's heading, the language, the interface in that language, pictures described and sized,
 * links that stay in the page's language, and each product page's own facts. A visitor without
 * JavaScript, a crawler and a slow phone's first paint all see this. (What needs a browser, such as
 * hydration, pictures decoding and layout, is tests/e2e/pages.spec.ts.)
 */
import { describe, expect, test } from 'vitest';
import { allRoutes, notFoundRoute, routes, ruRoutes } from '../../src/app/routes';
import { categories } from '../../src/content/screens/catalog';
import { normaliseText } from '../fixtures/productText';
import { company } from '../../src/content/shell/company';
import { localizedPath } from '../../src/i18n/locale';
import { loadCatalogue, loadPage, routeHeadings } from '../fixtures/catalogue';
import { specFigures } from '../fixtures/specFigures';
import { byName } from './a11y';
import { htmlOf, pageOf, textOf } from './site';

const CYRILLIC = /[А-Яа-яЁё]/;
const headings = await routeHeadings(routes);
const catalogue = await loadCatalogue();

const h1Of = (document: Document) => textOf(document.querySelector('h1') ?? document.body);

describe('every page, as prerendered', () => {
  test.each(allRoutes.map((route) => [route.path, route] as const))(
    '%s: one h1 with its heading, its language, pictures with alt, width and height',
    (path, route) => {
      const document = pageOf(path);
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      expect(document.documentElement.getAttribute('lang')).toBe(route.locale);
      if (route.locale === 'en') expect(h1Of(document)).toContain(headings.get(path));

      const images = [...document.querySelectorAll('img')];
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        const src = image.getAttribute('src');
        expect(image.getAttribute('alt'), `alt on ${src}`).not.toBeNull();
        expect(image.getAttribute('width'), `width on ${src}`).toMatch(/^\d+$/);
        expect(image.getAttribute('height'), `height on ${src}`).toMatch(/^\d+$/);
      }
    },
  );

  test.each(ruRoutes.map((route) => route.path))(
    '%s: Russian heading or text, a Russian title and interface, links to Russian pages',
    (path) => {
      const document = pageOf(path);
      // The h1 is Russian, or a product's own model name with Russian text around it.
      const h1 = h1Of(document);
      const main = textOf(document.querySelector('main') ?? document.body);
      expect(CYRILLIC.test(h1) || CYRILLIC.test(main.replace(h1, '')), `Russian on ${path}`).toBe(true);
      // The title is Russian besides the trade names (tests/unit/i18n.titles.test.ts: the category).
      expect(document.title.replace(/IVM Medical/g, ''), `title of ${path}`).toMatch(CYRILLIC);
      // The interface is Russian too: the skip link, the navigation.
      expect(textOf(document.querySelector('a[href="#main"]') ?? document.body)).toBe(
        'Перейти к основному содержанию',
      );
      expect(document.querySelectorAll('nav[aria-label="Основная навигация"]')).toHaveLength(1);
      // The banner's Search is a link to the Russian catalogue until the scripts make it a button.
      const search = byName(document.querySelector('header') ?? document, 'a', 'Поиск');
      expect(search.map((link) => link.getAttribute('href'))).toEqual(['/ru/catalogs']);
      // Links in the page's content stay in Russian.
      for (const link of document.querySelectorAll('main a[href^="/"]'))
        expect(link.getAttribute('href'), `a link on ${path}`).toMatch(/^\/ru(\/|$|\?)/);
    },
  );

  test('English pages link to English pages; the banner’s Search is a link to the catalogue', () => {
    for (const route of routes) {
      const document = pageOf(route.path);
      for (const link of document.querySelectorAll('main a[href^="/"]'))
        expect(link.getAttribute('href'), `a link on ${route.path}`).not.toMatch(/^\/ru(\/|$)/);
      const search = byName(document.querySelector('header') ?? document, 'a', 'Search');
      expect(search.map((link) => link.getAttribute('href')), route.path).toEqual(['/catalogs']);
    }
  });

  test('the language switch links each page to its twin, both ways', () => {
    for (const route of routes) {
      const ru = localizedPath(route.path, 'ru');
      const toRussian = byName(pageOf(route.path), 'a[hreflang="ru"]', 'RU — Русский');
      expect(toRussian.map((link) => link.getAttribute('href')), route.path).toContain(ru);
      const toEnglish = byName(pageOf(ru), 'a[hreflang="en"]', 'EN — English');
      expect(toEnglish.map((link) => link.getAttribute('href')), ru).toContain(route.path);
    }
  });

  test('the contact page’s form is in the page’s language', () => {
    for (const [path, form, name] of [
      ['/contact', 'Enquiry', 'Name'],
      ['/ru/contact', 'Запрос', 'Имя'],
    ] as const) {
      const element = pageOf(path).querySelector(`main form[aria-label="${form}"]`);
      expect(element, `${path}: the form "${form}"`).not.toBeNull();
      const labels = [...(element?.querySelectorAll('label') ?? [])].map((label) => textOf(label));
      expect(labels.some((label) => label.replace(/\s*\*$/, '') === name), `${path}: ${labels.join(', ')}`).toBe(
        true,
      );
    }
  });

  test('the not-found page has its heading and ways back', () => {
    const document = pageOf('/404.html');
    expect(h1Of(document)).toBe(notFoundRoute.heading);
    const main = document.querySelector('main') ?? document;
    expect(byName(main, 'a', 'Home').map((a) => a.getAttribute('href'))).toEqual(['/']);
    expect(byName(main, 'a', 'Products').map((a) => a.getAttribute('href'))).toEqual(['/catalogs']);
    expect(byName(main, 'a', 'Contact').map((a) => a.getAttribute('href'))).toEqual(['/contact']);
  });

  test('no two product pages share their first picture', () => {
    const firsts = new Map<string, string>();
    const products = catalogue.flatMap((list) => list.cards.map((card) => `/${card.id}`));
    for (const path of products) {
      const src = pageOf(path).querySelector('main img')?.getAttribute('src') ?? '';
      expect(src, path).not.toBe('');
      expect(firsts.get(src), `${path} shares its first picture`).toBeUndefined();
      firsts.set(src, path);
    }
    expect(firsts.size).toBe(products.length);
  });

  test('the footer shows the tagline, address, e-mail, phone and copyright', () => {
    const footer = [...pageOf('/').querySelectorAll('footer')].at(-1) ?? pageOf('/').body;
    const text = textOf(footer).replace(/\s+/g, ' ');
    expect(text).toContain(company.footerTagline);
    expect(text).toContain(company.address.oneLine);
    expect(byName(footer, 'a', company.email).map((a) => a.getAttribute('href'))).toEqual([
      `mailto:${company.email}`,
    ]);
    expect(byName(footer, 'a', company.phone.display).map((a) => a.getAttribute('href'))).toEqual([
      `tel:${company.phone.tel}`,
    ]);
    expect(text).toContain('© 2024');
  });
});

describe('the catalogue, as prerendered', () => {
  test('/catalogs shows 21 category cards with picture and text; 1 to 4 link to their lists', () => {
    const document = pageOf('/catalogs');
    const cards = [...document.querySelectorAll('main article')];
    expect(cards).toHaveLength(categories.length);
    expect(categories).toHaveLength(21);
    for (const category of categories) {
      const card = cards[category.id - 1];
      expect(card, `card ${category.id}`).toBeDefined();
      if (!card) continue;
      expect(textOf(card.querySelector('h2') ?? card)).toBe(category.name);
      expect(card.querySelector('img')?.getAttribute('alt')).toMatch(/.+/);
      expect(textOf(card).replace(/\s+/g, ' ')).toContain(category.description);
      if (category.path) expect(card.querySelector('a')?.getAttribute('href')).toBe(category.path);
    }
    expect(byName(document, 'a', 'Back to the home page').map((a) => a.getAttribute('href'))).toEqual([
      '/',
    ]);
  });

  for (const list of catalogue) {
    describe(list.path, () => {
      test.each(list.cards.map((card) => [card.id, card] as const))(
        '/%s shows its name, picture, maker, specifications, figures and enquiry link',
        async (id, card) => {
          const product = await loadPage(id);
          const document = pageOf(`/${id}`);
          expect(h1Of(document)).toContain(card.name);
          const hero = document.querySelector('main img');
          expect(hero?.getAttribute('alt')).toMatch(
            new RegExp(card.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'),
          );
          const enquiry = byName(document, 'a', 'Send enquiry');
          expect(enquiry.map((a) => a.getAttribute('href'))).toEqual([`/contact?product=${id}`]);
          const breadcrumb = document.querySelector('nav[aria-label="Breadcrumb"]');
          expect(textOf(breadcrumb ?? document.body)).toContain(list.heading);
          const back = byName(document, 'a', `Back to ${list.heading}`);
          expect(back.map((a) => a.getAttribute('href'))).toEqual([list.path]);

          const rows = product.specTables.reduce((n, table) => n + table.rows.length, 0);
          const specs = byName(document, 'table', 'Specifications');
          if (rows > 0) {
            expect(specs).toHaveLength(1);
            const headers = [...(specs[0]?.querySelectorAll('th[scope="row"]') ?? [])];
            expect(headers).toHaveLength(rows + (product.manufacturer ? 1 : 0));
            if (product.manufacturer) {
              const row = [...(specs[0]?.querySelectorAll('tr') ?? [])].find((tr) =>
                textOf(tr).startsWith('Manufacturer'),
              );
              expect(textOf(row ?? document.body)).toContain(product.manufacturer);
            }
          } else expect(specs).toHaveLength(0);
          const text = normaliseText(textOf(document.querySelector('main') ?? document.body));
          for (const pattern of specFigures[id] ?? []) expect(text).toMatch(pattern);
        },
      );
    });
  }

  test('embedding cassettes show pore, opening, article number, pack and lid for all nine numbers', () => {
    const main = pageOf('/hist8').querySelector('main') ?? pageOf('/hist8').body;
    const rowHeaders = [...main.querySelectorAll('th[scope="row"]')].map((th) => textOf(th));
    for (const no of ['002019', '002009', '012019', '012009', '001009', '011009', '031000', '022129', '032109'])
      expect(rowHeaders, no).toContain(no);
    const text = textOf(main);
    for (const word of ['Slotted', 'Square', 'Round', 'Mesh', 'Front open', 'Back open', 'Pack size', 'Lid type'])
      expect(text).toContain(word);
  });

  test('microscope slides show both catalogue numbers', () => {
    const text = textOf(pageOf('/hist9').querySelector('main') ?? pageOf('/hist9').body);
    expect(text).toContain('7109030A');
    expect(text).toContain('DKWAS001A');
  });
});

describe('the home page, as prerendered', () => {
  const counters = [company.founded, company.manufacturers, company.customers];

  test('carries the heading, the poster, the final counter values and the static logo row', () => {
    const html = htmlOf('/');
    expect(html).toContain(`>${company.name}</h1>`);
    expect(html).toContain('Innovation for your growth');
    // The poster: a <picture> with AVIF, WebP and JPEG at 640 and 1280 px, fetched with high priority.
    const picture = /<picture>([\s\S]*?)<\/picture>/.exec(html)?.[1] ?? '';
    // (Attribute names in any case: HTML does not tell srcSet from srcset.)
    expect(picture).toMatch(/type="image\/avif"[^>]*srcSet="[^"]*640[^"]*"/i);
    expect(picture).toMatch(/type="image\/webp"/);
    expect(picture).toMatch(/<img[^>]*fetchPriority="high"/i);
    expect(picture).toMatch(/<img[^>]*srcSet="[^"]*-640[^"]* 640w, [^"]*-1280[^"]* 1280w"/i);
    // No video element before the page's code runs: a media element makes the browser parse its
    // media-controls stylesheet in the first style pass, before the first paint.
    expect(html).not.toContain('<video');
    // Crawlers and visitors without JavaScript see the final numbers.
    for (const end of counters) expect(html).toMatch(new RegExp(`data-countup="${end}"[^>]*>${end}</span>`));
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).not.toContain('slick-track');
  });
});
