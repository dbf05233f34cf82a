/**
 * Invariants of the product registry (src/content/shell/productLists.ts) over any set of products: every
 * product folder is registered, every registered product has its card, page and pictures, and the
 * cards the pages use are complete. None of these tests counts products; catalog.test.ts pins the
 * specification's lists.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productRoutes } from '../../src/app/routes';
import { listCardsModule, productOf } from '../../src/content/productCards';
import { cardTextOf } from '../../src/content/screens/cardTexts';
import { productLists } from '../../src/content/shell/productLists';
import type { ListKey, ProductPage } from '../../src/content/types';

const productsDir = 'src/content/products';
const folders = readdirSync(productsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const registered = productLists.flatMap((list) =>
  list.ids.map((id) => ({ id: id as string, list: list.key })),
);
const prefixes: Record<ListKey, string> = {
  cytology: 'prod',
  histopathology: 'hist',
  bacteriology: 'bacter',
  laboratorySupplies: 'lab',
};

describe('the product registry', () => {
  it('names every product folder, and only product folders, once', () => {
    const ids = registered.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...folders].sort());
  });

  it("gives each product an id of its list's prefix and a number", () => {
    for (const { id, list } of registered) expect(id).toMatch(new RegExp(`^${prefixes[list]}\\d+$`));
  });

  it('finds a card, a card text, a page (each in English and Russian), numbered pictures and perhaps its facts in each product folder, and nothing else', () => {
    const modules = ['card.ts', 'cardText.ts', 'page.ts', 'card.ru.ts', 'cardText.ru.ts', 'page.ru.ts'];
    for (const id of folders) {
      const files = readdirSync(`${productsDir}/${id}`);
      for (const module of modules) expect(files, id).toContain(module);
      const pictures = files.filter((f) => new RegExp(`^${id}-\\d+\\.\\w+$`).test(f));
      expect(pictures.length, id).toBeGreaterThan(0);
      // Its facts (figures, maker, model) in both languages' words: facts.ts, where it has any.
      expect(
        files.filter((f) => !pictures.includes(f) && !modules.includes(f) && f !== 'facts.ts'),
        id,
      ).toEqual([]);
    }
  });

  it('routes every registered product to /<id>', () => {
    expect(productRoutes.map((r) => r.path)).toEqual(registered.map((p) => `/${p.id}`));
  });
});

describe('the cards the pages use', () => {
  for (const [locale, prefix] of [
    ['en', ''],
    ['ru', '/ru'],
  ] as const)
    for (const list of productLists) {
      it(`${list.heading} (${locale}): one card per registered product, in order, with positions, routes and pictures; each page an alt text per picture`, async () => {
        const cards = await listCardsModule(list.key, locale).load();
        expect(cards.map((c) => c.id)).toEqual(list.ids);
        for (const [i, card] of cards.entries()) {
          expect(card.list).toBe(list.key);
          expect(card.position).toBe(i + 1);
          expect(card.path).toBe(`${prefix}/${card.id}`);
          expect(card.picture.alt).toBe(card.pictureAlt);
          if (locale === 'en') expect(cardTextOf(card.id).length, card.id).toBeGreaterThan(40);
          const files = readdirSync(`${productsDir}/${card.id}`).filter((f) => f.startsWith(`${card.id}-`));
          const { default: page } = (await import(
            `../../src/content/products/${card.id}/page${locale === 'ru' ? '.ru' : ''}.ts`
          )) as { default: ProductPage };
          const product = productOf(card, page);
          expect(product.pictures).toHaveLength(files.length);
          const alts = [card.pictureAlt, ...(page.morePictureAlts ?? [])];
          product.pictures.forEach((picture, n) => {
            expect(picture.src, card.id).toMatch(new RegExp(`${card.id}-${n + 1}\\b`));
            expect(picture.width).toBeGreaterThan(0);
            expect(picture.alt).toBe(alts[n]);
            expect(picture.alt.length, card.id).toBeGreaterThan(20);
          });
        }
      });
    }
});
