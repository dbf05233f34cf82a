/**
 * The <title> of every Russian page is Russian: a search result in Russian shows Russian words, not
 * a trade name alone, and a product page's title names its list, as its English twin's does. The
 * titles are read from the pages as the prerenderer renders them (src/app/entry-server.tsx), the routes
 * from the route table, each product's list from the product registry and the list names from the
 * product page strings of each language: no title is written out here.
 */
import { describe, expect, it } from 'vitest';
import { productRoutes, routeIn, ruRoutes } from '../../src/app/routes';
import { siteName } from '../../src/lib/site';
import { productLists } from '../../src/content/shell/productLists';
import type { ListKey } from '../../src/content/types';
import { product as enProduct } from '../../src/i18n/en/pages/product';
import { product as ruProduct } from '../../src/i18n/ru/pages/product';
import { render } from '../../src/app/entry-server';
import { decodeEntities } from '../fixtures/html';

/** The title of the page at a path, entities decoded. */
async function titleOf(path: string): Promise<string> {
  const { head } = await render(path);
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  if (title === undefined) throw new Error(`${path}: no <title>`);
  return decodeEntities(title);
}

/** A title's parts: 'Product | List | IVM Medical' → ['Product', 'List', 'IVM Medical']. */
function partsOf(title: string): string[] {
  return title.split(' | ');
}

/** The Russian words of a text: runs of two or more Cyrillic letters (a hyphen may join them). */
export function russianWords(text: string): string[] {
  return text.match(/\p{Script=Cyrillic}{2,}(?:-\p{Script=Cyrillic}+)*/gu) ?? [];
}

/** Which list each product is in, from the product registry. */
const listOf = new Map<string, ListKey>(
  productLists.flatMap((list) => list.ids.map((id) => [`/${id}`, list.key] as const)),
);

const productPaths = new Set(productRoutes.map((route) => route.route));

describe('russianWords', () => {
  it('finds Russian words and nothing in a trade name, a model or the site name', () => {
    expect(russianWords('ПЦР-система Molecular Mouse | Общелабораторное оборудование')).toEqual([
      'ПЦР-система',
      'Общелабораторное',
      'оборудование',
    ]);
    expect(russianWords('3S Safe Sampling Systems | IVM Medical')).toEqual([]);
    expect(russianWords('HB&L UROQUATTRO | LTS-3000A | TEST1 2.0')).toEqual([]);
  });
});

describe('the Russian titles', () => {
  it('are read for all 52 Russian routes', () => {
    expect(ruRoutes).toHaveLength(52);
    expect(ruRoutes.filter((route) => productPaths.has(route.route))).toHaveLength(productRoutes.length);
  });

  for (const route of ruRoutes) {
    const english = routeIn(route, 'en');

    it(`${route.path} has Russian words besides trade names and the site name`, async () => {
      const title = await titleOf(route.path);
      const parts = partsOf(title);
      expect(parts, `«${title}» names the site`).toContain(siteName);
      const withoutSite = parts.filter((part) => part !== siteName).join(' | ');
      expect(russianWords(withoutSite), `Russian words in «${title}»`).not.toEqual([]);
      // Whole in a search result (html-validate's long-title holds the built pages to it too).
      expect(title.length, `«${title}»`).toBeLessThanOrEqual(70);
    });

    if (!productPaths.has(route.route)) continue;

    it(`${route.path}: the product is named in Russian and the list is the one its English twin names`, async () => {
      const list = listOf.get(route.route);
      expect(list, `${route.route} is in a list`).toBeDefined();
      expect(english, `${route.path} has an English twin`).toBeDefined();
      const [ruName, ruList, ruSite, ...ruRest] = partsOf(await titleOf(route.path));
      const [enName, enList, enSite, ...enRest] = partsOf(await titleOf(english!.path));
      // 'Product | List | IVM Medical' in both languages.
      expect([ruRest, enRest]).toEqual([[], []]);
      expect([ruSite, enSite]).toEqual([siteName, siteName]);
      expect(ruList).toBe(ruProduct.listInTitle[list!]);
      expect(enList).toBe(enProduct.listInTitle[list!]);
      // Not the trade name alone where a Russian word fits within 70 characters: only lab3's
      // trade name, 24 characters, leaves no room for one beside its list's name.
      if (route.route !== '/lab3')
        expect(russianWords(ruName ?? ''), `the product in «${ruName}»`).not.toEqual([]);
      expect(enName).toBeTruthy();
    });
  }
});

describe('the list names of the product titles', () => {
  it('are given in both languages for every list, and the Russian ones are Russian', () => {
    for (const list of productLists) {
      expect(enProduct.listInTitle[list.key]).toBeTruthy();
      expect(russianWords(ruProduct.listInTitle[list.key])).not.toEqual([]);
    }
  });
});
