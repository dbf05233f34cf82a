/**
 * A product's facts (src/content/products/<id>/facts.ts) as each language writes them: `en` and
 * `ru`, the Russian by the rules of ./numbers.ts. Only the product page modules and the tests
 * import this: ./numbers.ts is in the chunk every page loads (vite.config.ts), and these writers
 * are for product pages only. Left to the bundler, this module is a chunk of its own, and then
 * every product page module that imports it has its dependencies listed in the app chunk's preload
 * map (66 page modules: about 1 KB gzipped on every page, more than these writers weigh inside the
 * app chunk). Which chunk it belongs to is vite.config.ts's choice.
 */
import { num, range, tol, type Figure } from './numbers';

/**
 * A unit symbol as a product's facts write it (src/content/products/<id>/facts.ts): the English
 * symbol, as the English page writes it (a maker's sheet may write mL or ml, µL or µl: the facts
 * keep its spelling, both are мл, мкл in Russian). Symbols only: unit words that agree with their
 * number (cassettes, кассет; inch, дюйма; minutes, мин) are each language's own and stay in its
 * page module.
 */
export type Unit =
  | 'mm'
  | 'cm'
  | 'm/s'
  | 'µm'
  | 'µm/s'
  | 'kg'
  | 'L'
  | 'mL'
  | 'ml'
  | 'µL'
  | 'µl'
  | 'V'
  | 'VA'
  | 'W'
  | 'Hz'
  | 's'
  | '°C'
  | '°'
  | '%'
  | 'dpi'
  | 'HV';

/** The Russian symbols that differ from the English ones (°C, °, %, dpi, HV are the same). */
const RU_UNITS: Partial<Record<Unit, string>> = {
  mm: 'мм',
  cm: 'см',
  'm/s': 'м/с',
  µm: 'мкм',
  'µm/s': 'мкм/с',
  kg: 'кг',
  L: 'л',
  mL: 'мл',
  ml: 'мл',
  µL: 'мкл',
  µl: 'мкл',
  V: 'В',
  VA: 'ВА',
  W: 'Вт',
  Hz: 'Гц',
  s: 'с',
};

/** A figure with its unit symbol: { value: 1200, unit: 'VA' }. */
export interface Quantity {
  value: Figure;
  unit?: Unit | undefined;
}

/** A span of values with one unit: { from: 50, to: 65, unit: '°C' }. */
export interface Span {
  from: Figure;
  to: Figure;
  unit?: Unit | undefined;
}

/** Sizes in one unit, in the order the page names them (W × D × H): { dims: [620, 640, 1170], unit: 'mm' }. */
export interface Size {
  dims: readonly [Figure, Figure, ...Figure[]];
  unit?: Unit | undefined;
}

/** Values to choose from, in one unit: { oneOf: [26, 36], unit: 'mm' } (trays for 26 or 36 mm bottles). */
export interface Options {
  oneOf: readonly [Figure, Figure, ...Figure[]];
  unit?: Unit | undefined;
}

/** A value and its tolerance in one unit: { value: 208, tolerance: 10, unit: 'kg' }. */
export interface Tolerance {
  value: Figure;
  tolerance: Figure;
  unit?: Unit | undefined;
}

/** One value of a product's facts: a count (3), a quantity, a span, sizes, options or a tolerance. */
export type Fact = Figure | Quantity | Span | Size | Options | Tolerance;

/**
 * How a page writes a value where its language's own way is not what it shows, mostly an English
 * spec sheet copied as the maker wrote it.
 */
export interface Style {
  /** Between a span's ends, sizes or options: ' - ' ('100 - 240 V'), ' * ', ' or ', ' или '. */
  separator?: string;
  /** The unit after every figure, not once at the end: '1 μm - 100 μm', «45° и 35°». */
  each?: boolean;
  /** A plus sign before a positive figure: '+10°C to +40°C', '-35 to +40'. */
  plus?: boolean;
  /** The unit as the maker's sheet spells it: '℃', 'μm' (a Greek mu), 'kgs', 'Watts', 'sec'. */
  symbol?: string;
}

/**
 * How a language writes a product's facts (`en` and `ru` below). `write` gives the whole value
 * («1200 ВА», '620 × 640 × 1170 mm'); `figure` the figure and its unit apart, for a key figure. A
 * style, where given, is a spec sheet's own way: a separator alone ('100 - 240', '420 * 380') or
 * a Style.
 */
export interface FactWriter {
  write: (fact: Fact, style?: string | Style) => string;
  figure: (fact: Fact, style?: string | Style) => { value: string; unit?: string };
}

/**
 * One writer for both languages, from what differs: how a figure, a span and a tolerance are
 * written, the sign between sizes and between a span's ends, a unit's symbol and the space before
 * it. (One small function: every product page loads it.)
 */
function writer(language: {
  figure: (value: Figure) => string;
  span: (from: Figure, to: Figure, dash?: string) => string;
  dash: string;
  times: string;
  symbol: (unit: Unit) => string;
  gap: (symbol: string) => string;
  tolerance?: (value: Figure, tolerance: Figure, unit?: string) => string;
}): FactWriter {
  /** The figures without the unit, or with it after each if asked; and the unit as written. */
  const parts = (fact: Fact, style: string | Style = {}): [string, string] => {
    const { separator, each, plus, symbol } = typeof style === 'string' ? { separator: style } : style;
    const sign = (value: Figure) => (plus && Number(value) > 0 ? '+' : '') + language.figure(value);
    if (typeof fact !== 'object') return [sign(fact), ''];
    const written = fact.unit ? (symbol ?? language.symbol(fact.unit)) : '';
    const unit = written && language.gap(written) + written;
    const one = (value: Figure) => sign(value) + (each ? unit : '');
    const all = (values: readonly Figure[], between: string) => values.map(one).join(separator ?? between);
    const figures =
      'dims' in fact
        ? all(fact.dims, language.times)
        : 'oneOf' in fact
          ? all(fact.oneOf, ' / ')
          : 'from' in fact
            ? each || plus
              ? all([fact.from, fact.to], language.dash)
              : language.span(fact.from, fact.to, separator)
            : 'tolerance' in fact
              ? language.tolerance && !each
                ? language.tolerance(fact.value, fact.tolerance, written)
                : `${one(fact.value)} ± ${one(fact.tolerance)}`
              : one(fact.value);
    return [figures, each || (language.tolerance && 'tolerance' in fact) ? '' : written];
  };
  return {
    write: (fact, style) => {
      const [figures, unit] = parts(fact, style);
      return unit ? figures + language.gap(unit) + unit : figures;
    },
    figure: (fact, style) => {
      const [value, unit] = parts(fact, style);
      return unit ? { value, unit } : { value };
    },
  };
}

/**
 * The Russian pages, by the rules at the top of this file: «1200 ВА», «50–65 °C», «620 × 640 ×
 * 1170 мм», «(208 ± 10) кг», «45°».
 */
export const ru = writer({
  figure: num,
  span: (from, to) => range(from, to),
  dash: '\u2013',
  times: '\u00a0× ',
  symbol: (u) => RU_UNITS[u] ?? u,
  gap: (symbol) => (symbol === '°' ? '' : ' '),
  tolerance: tol,
});

/**
 * The English pages: the digits exactly as the facts give them ('50,000', '12.1', '-35'), a span
 * with a hyphen (50-65), sizes with ×, a tolerance '208 ± 10 kg', a unit after a space except
 * °C, ° and % (37°C, 45°, 95%).
 */
export const en = writer({
  figure: String,
  span: (from, to, dash = '-') => `${from}${dash}${to}`,
  dash: '-',
  times: ' × ',
  symbol: (u) => u,
  gap: (symbol) => (/^[°%℃]/.test(symbol) ? '' : ' '),
});

/** A span as some English spec sheets write it, each end signed and with its unit: '+10°C to +40°C'. */
export function fromTo(span: Span): string {
  return en.write(span, { separator: ' to ', each: true, plus: true });
}
