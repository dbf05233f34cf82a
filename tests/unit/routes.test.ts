import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { matchRoute, notFoundRoute, productRoutes, routes } from '../../src/app/routes';
import { productLists } from '../../src/content/shell/productLists';
import { routeHeadings } from '../fixtures/catalogue';

const screens = [
  '/',
  '/about',
  '/responsibility',
  '/brands',
  '/catalogs',
  '/catalog1',
  '/catalog2',
  '/catalog3',
  '/catalog4',
  '/services',
  '/service1',
  '/service2',
  '/service3',
  '/contact',
  '/privacy',
];
const headings = await routeHeadings(routes);

describe('the route table', () => {
  it('has the 15 screens, then a route per registered product in list order, all fixed paths', () => {
    expect(routes.map((r) => r.path)).toEqual([
      ...screens,
      ...productLists.flatMap((list) => list.ids.map((id) => `/${id}`)),
    ]);
    for (const r of routes) expect(r.path).toMatch(/^\/[\w/]*$/);
  });

  it('confirms the spec examples of product ids', () => {
    const heading = (path: string) => headings.get(matchRoute(path).path);
    expect(heading('/bacter1')).toBe('I-dOne');
    expect(heading('/bacter2')).toBe('HB&L UROQUATTRO');
    expect(heading('/bacter5')).toBe('BIOMIC V3');
    expect(heading('/prod1')).toBe('Cell Expert');
    expect(heading('/prod12')).toBe('LTS-3000B');
    expect(heading('/hist4')).toBe('HP300 Plus Tissue Processor');
    expect(heading('/hist5')).toBe('MT1 microtome');
    expect(heading('/hist6')).toBe('6250 Cryostat');
    expect(heading('/hist7')).toBe('DP360 & CS500 workstation');
  });

  it('heads /service2 with the spec text', () => {
    expect(matchRoute('/service2').heading).toBe('Ready Ideas for Healthcare.');
  });

  it('matches a trailing slash and sends unknown paths to the not-found page', () => {
    expect(matchRoute('/about/').path).toBe('/about');
    expect(matchRoute('/nope')).toBe(notFoundRoute);
    expect(matchRoute('/prod18')).toBe(notFoundRoute);
  });

  it("loads each product page with its own page module, its list's cards, its page strings and the Quote form's, all existing files", () => {
    expect(productRoutes).toHaveLength(productLists.reduce((n, list) => n + list.ids.length, 0));
    for (const list of productLists) {
      for (const id of list.ids) {
        const r = matchRoute(`/${id}`);
        expect(r.sources).toEqual([
          'src/pages/ProductPage.tsx',
          `src/content/products/${id}/page.ts`,
          `src/content/productCards/${list.key}.ts`,
          'src/i18n/en.ts',
          'src/i18n/en/pages/product.ts',
          // The Quote dialog's form, in every page.
          'src/features/enquiry/enquiry.en.ts',
        ]);
        const ru = matchRoute(`/ru/${id}`);
        expect(ru.sources).toEqual([
          'src/pages/ProductPage.tsx',
          `src/content/products/${id}/page.ru.ts`,
          `src/content/productCards/${list.key}.ru.ts`,
          'src/i18n/ru.ts',
          'src/i18n/ru/pages/product.ts',
          'src/features/enquiry/enquiry.ru.ts',
        ]);
        for (const source of [...r.sources, ...ru.sources]) expect(existsSync(source), source).toBe(true);
      }
    }
  });
});
