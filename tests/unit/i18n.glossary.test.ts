/**
 * The glossary (tests/fixtures/glossary.ts) is a contract: no Russian content or interface module uses a
 * variant the glossary forbids, and no Russian string writes a number the English way. The Russian
 * text is read from the modules themselves (every string, and what every string function returns),
 * not from rendered pages, so the check does not depend on the renderer.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossary } from '../fixtures/glossary';
import type { ProductPage } from '../../src/content/types';

const modules: Record<string, unknown> = {
  ...import.meta.glob('../../src/content/**/*.ru.ts', { eager: true }),
  // The features' strings (src/features/<feature>/<part>.ru.ts), and the shared code's.
  ...import.meta.glob('../../src/{features,shared}/**/*.ru.ts', { eager: true }),
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

/** Model names that carry a form a Russian number must not have; taken out before the check. */
const MODEL_NAMES = ['TEST1 2.0'];

/** A way of writing a number that a Russian page must not use, with examples it flags and passes. */
interface NumberRule {
  readonly what: string;
  readonly pattern: RegExp;
  /** Written wrong: the pattern finds each. */
  readonly wrong: readonly string[];
  /** Written right, as src/i18n/numbers.ts writes them: the pattern passes each. */
  readonly right: readonly string[];
}

/** A figure as the Russian pages write it: digits, a decimal comma, U+202F between thousands. */
const FIGURE = String.raw`\d[\d,\u202f]*`;

export const NUMBER_RULES: readonly NumberRule[] = [
  {
    what: 'a decimal point (write 12,1)',
    pattern: /\d\.\d/,
    wrong: ['12.1 дюйма'],
    right: ['12,1 дюйма', 'версии 2. 5 шт.'],
  },
  {
    what: 'a thousands comma (write 50 000 with U+202F)',
    pattern: /\d,\d{3}(?!\d)/,
    wrong: ['50,000 тестов'],
    right: ['50\u202f000 тестов', '12,5 мм', '0,5, 1 и 2'],
  },
  {
    what: 'a hyphen in a range (write 50–65)',
    pattern: /\d\s?-\s?\d/,
    wrong: ['50-65 °C', '40 - 55 °C'],
    right: ['50\u201365 °C', 'LTS-3000A'],
  },
  {
    what: 'a spaced hyphen before a figure, as between two figures with units (write 1–100 мкм)',
    pattern: /\s-\s+[+\u2212-]?\d/,
    wrong: ['1 мкм - 100 мкм', '\u221235 °C - +40 °C', 'толщина - 5 мкм'],
    right: [
      '1\u2013100 мкм',
      'от 1 до 100 мкм',
      'от \u221235 до +40 °C',
      'Д-р Ча',
      'ПЦР-система',
      'шаг — 5 мкм',
    ],
  },
  {
    what: 'a hyphen-minus before a number (write −35)',
    pattern: /(?:^|[\s(])-\d/,
    wrong: ['-35 °C', 'до -60 °C'],
    right: ['\u221235 °C', 'LTS-3000A'],
  },
  {
    what: 'x or * in dimensions (write 420 × 380)',
    pattern: /\d\s?[x*]\s?\d/,
    wrong: ['420 x 380 мм', '420*380 мм'],
    right: ['420\u00a0× 380 мм'],
  },
  {
    what: 'the ℃ sign (write °C after a space)',
    pattern: /℃/,
    wrong: ['37℃'],
    right: ['37 °C'],
  },
  {
    what: '°C without a space before it (write 37 °C)',
    pattern: /\d°C/,
    wrong: ['37°C'],
    right: ['37 °C'],
  },
  {
    what: "a plane angle's degree sign apart from its figure (write 45°, ±8°; only °C takes a space)",
    // The key figures give a value and its unit apart: a unit of '°' alone is shown after a space.
    pattern: /^°$|\d\s+°(?!\p{L})/u,
    wrong: ['°', '45 °', '±8 °'],
    right: ['45°', '±8°', 'Шлифованный, 45°', '37 °C'],
  },
  {
    what: 'a space between digits that is not U+202F (write 50 000)',
    pattern: /\d[ \u00a0]\d{3}(?!\d)/,
    wrong: ['50 000 тестов', '50\u00a0000'],
    right: ['50\u202f000 тестов', 'от 1 до 100 мкм'],
  },
  {
    what: 'a value ± tolerance not bracketed before its unit (write (208 ± 10) кг, ГОСТ 8.417)',
    pattern: new RegExp(String.raw`(?<![(\d,\u202f\u2212])\u2212?${FIGURE}\s*±\s*${FIGURE}\s*[\p{L}°%]`, 'u'),
    wrong: ['208 ± 10 кг', '\u221240 ± 5 °C', 'масса 208±10 кг'],
    right: ['(208\u00a0± 10)\u00a0кг', '(\u221240 ± 5) °C', '±10 %', '300 мкм/с (±10 %)', '±8°'],
  },
  {
    what: 'a unit both after the value and after its tolerance (write (480 ± 20) мл, (−40 ± 5) °C)',
    pattern: new RegExp(String.raw`\d\s*(?:°\p{L}|\p{L}[\p{L}/.]*)\s*\(?±\s*${FIGURE}\s*[\p{L}°]`, 'u'),
    wrong: ['480 мл ± 20 мл', 'температура \u221240 °C (±5 °C)'],
    right: [
      '(480\u00a0± 20)\u00a0мл',
      'температура (\u221240\u00a0± 5)\u00a0°C',
      '300 мкм/с (±10 %), 900 мкм/с (±10 %)',
      '100\u2013240 В перем. тока, ±10 %, 210 ВА',
    ],
  },
];

/** A telephone number is written as dialled, not as a figure. */
const PHONE = /^\+[\d\s()-]+$/;

const russian = Object.entries(modules).flatMap(([file, module]) =>
  stringsOf(module)
    .filter((text) => !PHONE.test(text))
    .map((text) => ({ file: file.replace('../../', ''), text })),
);

describe('the glossary as a contract', () => {
  it('reads the Russian modules (content, interface, page and feature strings)', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(100);
    expect(russian.some(({ text }) => text.includes('Технические характеристики'))).toBe(true);
  });

  it('leaves no Russian file of src/ out', () => {
    const read = new Set(Object.keys(modules).map((file) => file.replace('../../', '')));
    const russianFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .map((file) => `src/${file.replace(/\\/g, '/')}`)
      .filter((file) => /\.ru\.tsx?$|^src\/i18n\/ru(\/.*)?\.tsx?$/.test(file));
    expect(russianFiles.length).toBeGreaterThan(100);
    expect(russianFiles.filter((file) => !read.has(file))).toEqual([]);
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
  for (const rule of NUMBER_RULES) {
    it(`the check for ${rule.what} flags the wrong form and passes the right one`, () => {
      for (const text of rule.wrong) expect(rule.pattern.test(text), `«${text}» is flagged`).toBe(true);
      for (const text of rule.right) expect(rule.pattern.test(text), `«${text}» passes`).toBe(false);
    });

    it(`no ${rule.what}`, () => {
      const found = russian
        .filter(({ text }) =>
          rule.pattern.test(MODEL_NAMES.reduce((rest, name) => rest.split(name).join(' '), text)),
        )
        .map(({ file, text }) => `${file}: «${text.slice(0, 120)}»`);
      expect(found).toEqual([]);
    });
  }
});

/** The specification tables of the Russian product pages. */
const specPages = import.meta.glob<{ default: ProductPage }>('../../src/content/products/*/page.ru.ts', {
  eager: true,
});

describe('the Russian specification tables', () => {
  it('are read for every product', () => {
    expect(Object.keys(specPages).length).toBeGreaterThan(30);
  });

  it('start every value cell with a capital, a figure or a sign, as a table does («Около 130 кг»)', () => {
    const found = Object.entries(specPages).flatMap(([file, { default: page }]) =>
      page.specTables.flatMap((table) =>
        table.rows.flatMap(([label, ...values]) =>
          values
            .filter((value) => /^\p{Ll}/u.test(value))
            .map((value) => `${file.replace('../../', '')}: ${label}: «${value}»`),
        ),
      ),
    );
    expect(found).toEqual([]);
  });
});
