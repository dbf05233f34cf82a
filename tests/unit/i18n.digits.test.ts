/**
 * Digits never change between languages: every digit sequence on an English page also stands on
 * its Russian page (a figure, a model or article number, a year, a count). The separators do change
 * (12.1 / 12,1; 50,000 / 50 000; 50-65 / 50–65; -35 / −35; 420 x 380 / 420 × 380), so they are
 * removed before the digits are compared. Both pages are rendered as the prerenderer renders them;
 * the text compared is the page's <main>.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { localizedPath } from '../../src/i18n/locale';
import { render } from '../../src/app/entry-server';

/** The page's main text, tags dropped, entities decoded enough for digits. */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main.replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;|&#x?[0-9a-f]+;/gi, ' ');
}

/** A thousands separator of each language before a group of three digits: ',' in English; U+202F (or a no-break or plain space) in Russian, where a comma is the decimal separator. */
const THOUSANDS: Record<'en' | 'ru', RegExp> = {
  en: /(\d)[,\u202f\u00a0](?=\d{3}(?!\d))/g,
  ru: /(\d)[\u202f\u00a0 ](?=\d{3}(?!\d))/g,
};

/**
 * The digit sequences of a text in a language, separators removed: thousands separators join their
 * groups; a decimal point or comma, a range's hyphen or en dash, a minus or hyphen-minus and a
 * dimension's x or × each end a sequence, so both languages give the same list.
 */
export function digitSequences(text: string, lang: 'en' | 'ru' = 'en'): string[] {
  const joined = text.replace(THOUSANDS[lang], '$1');
  return joined.match(/\d+/g) ?? [];
}

describe('digitSequences', () => {
  it('reads 50,000 and 50 000 alike, and keeps a decimal point or comma as a break', () => {
    expect(digitSequences('50,000 tests; 12.1 inch', 'en')).toEqual(['50000', '12', '1']);
    expect(digitSequences('50\u202f000 тестов; 12,1 дюйма', 'ru')).toEqual(['50000', '12', '1']);
  });

  it('reads a Russian decimal comma as a decimal, not as thousands', () => {
    expect(digitSequences('0.125 mm', 'en')).toEqual(digitSequences('0,125 мм', 'ru'));
    expect(digitSequences('1,000 µL', 'en')).toEqual(digitSequences('1000 мкл', 'ru'));
  });

  it('reads ranges, negatives and dimensions alike in both languages', () => {
    expect(digitSequences('50-65 °C', 'en')).toEqual(digitSequences('50\u201365 °C', 'ru'));
    expect(digitSequences('-35 °C to +40 °C', 'en')).toEqual(digitSequences('от \u221235 до +40 °C', 'ru'));
    expect(digitSequences('420 x 380 x 395 mm', 'en')).toEqual(
      digitSequences('420\u00a0×\u00a0380\u00a0×\u00a0395 мм', 'ru'),
    );
    expect(digitSequences('50-1,000 samples', 'en')).toEqual(digitSequences('50\u20131000 образцов', 'ru'));
  });
});

describe('every number of an English page stands on its Russian page', () => {
  for (const route of routes) {
    it(`${route.path} and ${localizedPath(route.path, 'ru')}`, async () => {
      const en = digitSequences(mainText((await render(route.path)).html), 'en');
      const ru = new Set(
        digitSequences(mainText((await render(localizedPath(route.path, 'ru'))).html), 'ru'),
      );
      expect(en.filter((digits) => !ru.has(digits))).toEqual([]);
    });
  }
});
