/**
 * The language tables are found by globs, not listed (src/lib/sourceModule.ts): so every module a
 * page loads by name has its sibling in the other language, with the same exports. A Russian file
 * left out, or one that lost an export, fails here rather than on a Russian page.
 */
import { describe, expect, it } from 'vitest';

type Modules = Record<string, Record<string, unknown>>;

const screens = import.meta.glob<Record<string, unknown>>('/src/content/screens/*.ts', { eager: true });
const cards = import.meta.glob<Record<string, unknown>>(['/src/content/productCards/*.ts', '!**/index.ts'], {
  eager: true,
});
const parts = import.meta.glob<Record<string, unknown>>('/src/{features,shared}/*/*.{en,ru}.ts', {
  eager: true,
});
const pagesEn = import.meta.glob<Record<string, unknown>>('/src/i18n/en/pages/*.ts', { eager: true });
const pagesRu = import.meta.glob<Record<string, unknown>>('/src/i18n/ru/pages/*.ts', { eager: true });

/** English file → its Russian sibling, for files named `<name>.ts`/`<name>.ru.ts` or `<name>.en.ts`/`<name>.ru.ts`. */
function pairs(modules: Modules): [string, string][] {
  const english = Object.keys(modules).filter((path) => !path.endsWith('.ru.ts'));
  const russian = Object.keys(modules).filter((path) => path.endsWith('.ru.ts'));
  expect(russian).toHaveLength(english.length);
  return english.map((path) => [path, path.replace(/(\.en)?\.ts$/, '.ru.ts')]);
}

describe('the language modules', () => {
  it.each([
    ['the screen content', screens],
    ["the lists' cards", cards],
    ["the features' strings", parts],
  ])('%s: every English module has a Russian sibling with the same exports', (_, modules) => {
    for (const [en, ru] of pairs(modules)) {
      expect(modules[ru], `${ru}, the sibling of ${en}`).toBeDefined();
      expect(Object.keys(modules[ru]!).sort(), ru).toEqual(Object.keys(modules[en]!).sort());
    }
  });

  it("the pages' strings: the same files in en/pages and ru/pages, each exporting the value of its name", () => {
    const names = (modules: Modules) => Object.keys(modules).map((path) => path.replace(/^.*\/|\.ts$/g, ''));
    expect(names(pagesRu)).toEqual(names(pagesEn));
    for (const modules of [pagesEn, pagesRu]) {
      for (const [path, module] of Object.entries(modules)) {
        expect(Object.keys(module), path).toEqual([path.replace(/^.*\/|\.ts$/g, '')]);
      }
    }
  });
});
