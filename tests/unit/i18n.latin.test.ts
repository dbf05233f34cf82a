/**
 * No English on Russian pages: the <main> of every Russian page, rendered as the prerenderer renders
 * it, shows Latin letters only in brand, product and model names, article numbers, standards and
 * abbreviations (tests/static/latinWords.ts; tests/static/latin.ts checks the built pages alike).
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { localizedPath } from '../../src/i18n/locale';
import { render } from '../../src/app/entry-server';
import { mainText, unexpectedLatin } from '../static/latinWords';

describe('unexpectedLatin', () => {
  it('lets names, models, codes and addresses through and finds English words', () => {
    expect(
      unexpectedLatin('Dakewe HP300 Plus, ATR-FTIR-спектроскопия, кат. № 7109030A, info@ivmmedical.com'),
    ).toEqual([]);
    expect(unexpectedLatin('Системный интерфейс: Total Lab Automation').map((w) => w.word)).toEqual([
      'Total',
      'Lab',
      'Automation',
    ]);
  });
});

describe('every Russian page speaks Russian', () => {
  for (const route of routes) {
    const path = localizedPath(route.path, 'ru');
    it(path, async () => {
      const words = unexpectedLatin(mainText((await render(path)).html));
      expect(words.filter((w) => !w.pending).map((w) => w.word)).toEqual([]);
    });
  }
});
