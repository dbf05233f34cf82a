/**
 * Numbers never change between languages: every digit sequence on an English page also stands on
 * its Russian page (a figure, a model or article number, a year, a count). Both pages are rendered
 * as the prerenderer renders them; the text compared is the page's <main>.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { localizedPath } from '../../src/i18n/locale';
import { render } from '../../src/entry-server';

/** The page's main text, tags dropped, entities decoded enough for digits. */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main.replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;|&#x?[0-9a-f]+;/gi, ' ');
}

/** Digit sequences, with thousands separators (',' in English, a thin or plain space in Russian) removed. */
export function digitSequences(text: string): string[] {
  const joined = text.replace(/(\d)[,\u202f\u00a0 ](?=\d{3}(?!\d))/g, '$1');
  return joined.match(/\d+/g) ?? [];
}

describe('digitSequences', () => {
  it('reads 50,000 and 50 000 alike, and keeps a decimal point or comma as a break', () => {
    expect(digitSequences('50,000 tests; 12.1 inch')).toEqual(['50000', '12', '1']);
    expect(digitSequences('50\u202f000 тестов; 12,1 дюйма')).toEqual(['50000', '12', '1']);
  });
});

describe('every number of an English page stands on its Russian page', () => {
  for (const route of routes) {
    it(`${route.path} and ${localizedPath(route.path, 'ru')}`, async () => {
      const en = digitSequences(mainText((await render(route.path)).html));
      const ru = new Set(digitSequences(mainText((await render(localizedPath(route.path, 'ru'))).html)));
      expect(en.filter((digits) => !ru.has(digits))).toEqual([]);
    });
  }
});
