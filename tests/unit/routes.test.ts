import { describe, expect, it } from 'vitest';
import { matchRoute, notFoundRoute, routes } from '../../src/app/routes';

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
];
const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `/${prefix}${i + 1}`);

describe('the route table (SPEC section 2)', () => {
  it('has exactly the 14 screens and 37 product routes, all fixed paths', () => {
    expect(routes.map((r) => r.path)).toEqual([
      ...screens,
      ...range('prod', 17),
      ...range('hist', 10),
      ...range('bacter', 6),
      ...range('lab', 4),
    ]);
    for (const r of routes) expect(r.path).not.toContain(':');
  });

  it('confirms the spec examples of product ids', () => {
    const heading = (path: string) => matchRoute(path).heading;
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

  it('loads each product page with its own content module', () => {
    for (const r of routes.filter((r) => /^\/(prod|hist|bacter|lab)\d+$/.test(r.path))) {
      expect(r.sources.slice(0, 2)).toEqual([
        'src/pages/ProductPage.tsx',
        `src/content/products${r.path}.ts`,
      ]);
      expect(r.sources[2]).toMatch(/^src\/content\/productImages\/\w+\.ts$/);
      expect(r.sources).toHaveLength(3);
    }
  });
});
