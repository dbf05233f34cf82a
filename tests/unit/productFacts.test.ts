/**
 * Each product's facts (src/content/products/<id>/facts.ts) are written once and shown in both
 * languages; what the page modules still write themselves, prose and cells in words, must name
 * the same figures in English and Russian. Read from the content modules, as both pages get them.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en, ru, type Fact, type FactWriter } from '../../src/i18n/numbers';
import type { ProductCard, ProductFacts, ProductPage } from '../../src/content/types';

const productsDir = 'src/content/products';
const ids = readdirSync(productsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const withFacts = ids.filter((id) => readdirSync(`${productsDir}/${id}`).includes('facts.ts'));

async function load<T>(id: string, file: string): Promise<T> {
  return ((await import(`../../src/content/products/${id}/${file}.ts`)) as { default: T }).default;
}

/** Every string of a page module, joined. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(textOf).join('\n');
  return '';
}

/**
 * The digit sequences of a text, separators of either language removed: thousands separators
 * join their groups; a decimal point or comma, a dash, a minus or a × ends a sequence.
 */
function digits(text: string, lang: 'en' | 'ru'): Set<string> {
  const thousands = lang === 'en' ? /(\d),(?=\d{3}(?!\d))/g : /(\d)[\u202f\u00a0 ](?=\d{3}(?!\d))/g;
  return new Set(text.replace(thousands, '$1').match(/\d+/g) ?? []);
}

describe('product facts', () => {
  it.each(withFacts)('%s: every value is on both pages, the maker and the model too', async (id) => {
    const facts = await load<ProductFacts>(id, 'facts');
    for (const [lang, writer, suffix] of [
      ['en', en, ''],
      ['ru', ru, '.ru'],
    ] as const satisfies readonly (readonly [string, FactWriter, string])[]) {
      const [page, card] = await Promise.all([
        load<ProductPage>(id, `page${suffix}`),
        load<ProductCard>(id, `card${suffix}`),
      ]);
      const text = textOf(page);
      const shown = digits(text, lang);
      // Its digits, not its words: a spec sheet's own way may write a span '+10°C to +40°C'.
      for (const [key, value] of Object.entries(facts.values) as [string, Fact][]) {
        const missing = [...digits(writer.write(value), lang)].filter((d) => !shown.has(d));
        expect(missing, `${id} ${lang}: ${key}`).toEqual([]);
      }
      expect(page.manufacturer, `${id} ${lang}`).toBe(facts.manufacturer);
      if (facts.model) expect(`${card.name} ${text}`, `${id} ${lang}`).toContain(facts.model);
    }
  });

  it.each(ids)('%s: the English and the Russian page name the same figures', async (id) => {
    const [english, russian] = await Promise.all([
      load<ProductPage>(id, 'page'),
      load<ProductPage>(id, 'page.ru'),
    ]);
    const [enDigits, ruDigits] = [digits(textOf(english), 'en'), digits(textOf(russian), 'ru')];
    expect(
      [...enDigits].filter((d) => !ruDigits.has(d)),
      `${id}: English figures missing in Russian`,
    ).toEqual([]);
    expect(
      [...ruDigits].filter((d) => !enDigits.has(d)),
      `${id}: Russian figures missing in English`,
    ).toEqual([]);
  });
});
