/**
 * The glossary (src/i18n/glossary.ts) is a contract: no Russian content or interface module uses a
 * variant the glossary forbids, and no Russian string writes a number the English way. The Russian
 * text is read from the modules themselves (every string, and what every string function returns),
 * not from rendered pages, so the check does not depend on the renderer.
 */
import { describe, expect, it } from 'vitest';
import { glossary } from '../../src/i18n/glossary';

const modules: Record<string, unknown> = {
  ...import.meta.glob('../../src/content/**/*.ru.ts', { eager: true }),
  ...import.meta.glob('../../src/i18n/ru/**/*.ts', { eager: true }),
  ...import.meta.glob('../../src/i18n/ru.ts', { eager: true }),
};

/** Arguments a string function of the Russian modules is called with: counts, names, cassette kinds. */
const SAMPLE_ARGUMENTS: readonly (readonly unknown[])[] = [
  [1, 1],
  [2, 3],
  [5, 21],
  ['Slotted', 'Front open'],
  ['Mesh', 'Back open'],
];

/** Keys whose values are addresses or identifiers, not text a reader sees. */
const NOT_TEXT = new Set(['src', 'srcSet', 'sizes', 'type', 'path', 'to', 'id', 'icon', 'list', 'key']);

/** Every string a value holds: its strings, its arrays' and objects' strings, what its functions return. */
export function stringsOf(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    return SAMPLE_ARGUMENTS.flatMap((args) => {
      try {
        return stringsOf((value as (...a: readonly unknown[]) => unknown)(...args), seen);
      } catch {
        return [];
      }
    });
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value)
    .filter(([key]) => !NOT_TEXT.has(key))
    .flatMap(([, item]) => stringsOf(item, seen));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The pattern of a forbidden variant: each word matches a word starting with it, case-insensitively;
 * a word in Latin capitals matches only itself.
 */
export function forbiddenPattern(variant: string): RegExp {
  const words = variant.split(/\s+/);
  const capitals = words.every((word) => /^[A-Z0-9]+$/.test(word));
  const source = words
    .map((word) => (capitals ? `${escape(word)}(?![\\p{L}\\d])` : `${escape(word)}[\\p{L}-]*`))
    .join('\\s+');
  return new RegExp(`(?<![\\p{L}\\d])${source}`, capitals ? 'u' : 'iu');
}

/** What a Russian number must not look like; model names that carry such a form are taken out first. */
const MODEL_NAMES = ['TEST1 2.0'];
const ENGLISH_NUMBERS: readonly [string, RegExp][] = [
  ['a decimal point (write 12,1)', /\d\.\d/],
  ['a thousands comma (write 50 000 with U+202F)', /\d,\d{3}(?!\d)/],
  ['a hyphen in a range (write 50–65)', /\d\s?-\s?\d/],
  ['a hyphen-minus before a number (write −35)', /(?:^|[\s(])-\d/],
  ['x or * in dimensions (write 420 × 380)', /\d\s?[x*]\s?\d/],
  ['the ℃ sign (write °C after a space)', /℃/],
  ['°C without a space before it (write 37 °C)', /\d°C/],
  ['a space between digits that is not U+202F (write 50 000)', /\d[ \u00a0]\d{3}(?!\d)/],
];

/** A telephone number is written as dialled, not as a figure. */
const PHONE = /^\+[\d\s()-]+$/;

const russian = Object.entries(modules).flatMap(([file, module]) =>
  stringsOf(module)
    .filter((text) => !PHONE.test(text))
    .map((text) => ({ file: file.replace('../../', ''), text })),
);

describe('the glossary as a contract', () => {
  it('reads the Russian modules (content, interface strings)', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(100);
    expect(russian.some(({ text }) => text.includes('Технические характеристики'))).toBe(true);
  });

  it('names a forbidden variant only where it also names the right term', () => {
    for (const entry of glossary) {
      for (const variant of entry.forbidden ?? []) {
        expect(
          forbiddenPattern(variant).test(entry.ru),
          `${entry.en}: «${variant}» matches «${entry.ru}»`,
        ).toBe(false);
      }
    }
  });

  it('matches forbidden variants by word stem, and capitals only as whole words', () => {
    expect(forbiddenPattern('взяти проб').test('Шаг 2: Взятие пробы')).toBe(true);
    expect(forbiddenPattern('взяти проб').test('отбор пробы')).toBe(false);
    expect(forbiddenPattern('гистопатолог').test('продукция для гистопатологии')).toBe(true);
    expect(forbiddenPattern('HIS').test('ЛИС, HIS, PACS')).toBe(true);
    expect(forbiddenPattern('HIS').test('HistoFlo™, this')).toBe(false);
  });

  for (const entry of glossary.filter((item) => item.forbidden?.length)) {
    it(`no Russian page says ${entry.forbidden!.map((v) => `«${v}»`).join(', ')} for «${entry.ru}»`, () => {
      const found = entry.forbidden!.flatMap((variant) =>
        russian
          .filter(({ text }) => forbiddenPattern(variant).test(text))
          .map(({ file, text }) => `${file}: «${variant}» in «${text.slice(0, 120)}»`),
      );
      expect(found).toEqual([]);
    });
  }
});

describe('numbers on the Russian pages are written the Russian way (src/i18n/numbers.ts)', () => {
  for (const [what, pattern] of ENGLISH_NUMBERS) {
    it(`no ${what}`, () => {
      const found = russian
        .filter(({ text }) =>
          pattern.test(MODEL_NAMES.reduce((rest, name) => rest.split(name).join(' '), text)),
        )
        .map(({ file, text }) => `${file}: «${text.slice(0, 120)}»`);
      expect(found).toEqual([]);
    });
  }
});
