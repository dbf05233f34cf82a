/**
 * A feature's strings (src/i18n/partStrings.ts): read only once loaded, and each part names as its
 * sources the very files it loads, so a prerendered page lists the chunks its preload fetches.
 */
import { describe, expect, it } from 'vitest';
import { partStrings, type PartStrings } from '../../src/i18n/partStrings';
import { LOCALES } from '../../src/i18n/locale';

const declarations = import.meta.glob<Record<string, PartStrings<unknown>>>(
  '../../src/{features,shared}/*/strings.ts',
  {
    eager: true,
  },
);
const languageFiles = import.meta.glob<Record<string, unknown>>(
  '../../src/{features,shared}/*/*.{en,ru}.ts',
  { eager: true },
);
const parts = Object.values(declarations).flatMap((module) => Object.values(module));

describe('partStrings', () => {
  it('throws a clear error when read before it is loaded, then gives the language asked for', async () => {
    const english = { title: 'Title', count: (n: number) => `${n} items` };
    const sample = partStrings<typeof english>(() => ({
      '/src/x/sample.en.ts': async () => ({ sample: english }),
      '/src/x/sample.ru.ts': async () => ({
        sample: { title: 'Заголовок', count: (n: number) => `${n} шт.` },
      }),
    }));
    expect(() => sample.read('ru')).toThrow('The ru sample strings are not loaded: preload first');
    expect((await sample.load('ru')).title).toBe('Заголовок');
    expect(sample.read('ru').count(2)).toBe('2 шт.');
    expect(() => sample.read('en')).toThrow('The en sample strings are not loaded');
    expect(sample.module('en').source).toBe('src/x/sample.en.ts');
  });

  it("loads for each feature's part the file it names as its source, one file per part and language", async () => {
    expect(parts.length).toBeGreaterThanOrEqual(6);
    const sources: string[] = [];
    for (const part of parts) {
      for (const locale of LOCALES) {
        const source = part.module(locale).source;
        sources.push(source);
        const file = languageFiles[`../../${source}`];
        expect(file, source).toBeDefined();
        expect(Object.values(file!)).toContain(await part.load(locale));
      }
    }
    expect(sources.sort()).toEqual(
      Object.keys(languageFiles)
        .map((file) => file.replace('../../', ''))
        .sort(),
    );
  });
});
