/**
 * Numbers as the Russian pages write them (and, at the end, a product's facts in either language):
 * the English page's digits, with the separators, dashes, minus and units of Russian typesetting
 * (ГОСТ 8.417). The Russian content builds every number through these helpers, never by hand. A
 * string keeps its digits as written ('2.50': 2,50). The rules:
 * - decimals with a comma: 12,1 дюйма;
 * - thousands set apart by U+202F from five digits on (50 000), not in a four-digit number (1000, 2015);
 * - ranges with an en dash, no spaces: 50–65 °C; a range with a negative end in words: от −35 до +40 °C;
 * - negatives with a true minus U+2212: −35 °C;
 * - dimensions with a multiplication sign: 420 × 380 × 395 мм;
 * - a unit after a space: 95 %, 37 °C (the degree sign with its letter); a plane angle's degree sign
 *   with no space: 45°, ±8°;
 * - a value with its tolerance in brackets, the unit once after them: (208 ± 10) кг, (−40 ± 5) °C; a
 *   tolerance in per cent stays after its value: 300 мкм/с (±10 %).
 */

/** A value as the facts give it: a number, or its digits as a string ('0.50', '1000', '-35'). */
export type Figure = number | string;

/**
 * Integer digits grouped by three with a narrow no-break space U+202F from five digits on: 1000,
 * but 50 000. (Not Intl.NumberFormat: building the first one loads the locale's data, main-thread work in
 * every page's first load.)
 */
function grouped(integer: string): string {
  return integer.length < 5 ? integer : integer.replace(/\B(?=(\d{3})+$)/g, '\u202f');
}

/**
 * Its sign, integer digits and fraction digits, exactly as written; throws on anything else. A
 * string may group its thousands with commas as the English pages write them ('50,000'): the
 * groups are joined here and set apart again the Russian way.
 */
function parts(value: Figure): [negative: boolean, integer: string, fraction: string] {
  const match = /^([-\u2212]?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(String(value));
  if (!match) throw new Error(`not a number: ${value}`);
  return [!!match[1], match[2]!.replace(/,/g, ''), match[3] ?? ''];
}

/**
 * A number the Russian way: `num(12.1)` → «12,1», `num(50000)` → «50 000» (U+202F),
 * `num(1000)` → «1000», `num(-35)` → «−35», `num('2.50')` → «2,50».
 */
export function num(value: Figure): string {
  const [negative, integer, fraction] = parts(value);
  return (negative ? '\u2212' : '') + grouped(integer) + (fraction ? `,${fraction}` : '');
}

/** A figure and its unit after a space («95 %», «37 °C»); no unit, the figure alone. */
function withUnit(figure: string, unit?: string): string {
  return unit ? `${figure} ${unit}` : figure;
}

/** A value and its unit: `qty(12.1, 'дюйма')` → «12,1 дюйма», `qty(-35, '°C')` → «−35 °C». */
export function qty(value: Figure, unit?: string): string {
  return withUnit(num(value), unit);
}

/** A number with its sign: `signed(40)` → «+40», `signed(-35)` → «−35», `signed(0)` → «0». */
export function signed(value: Figure): string {
  return (Number(value) > 0 ? '+' : '') + num(value);
}

/**
 * A range: `range(50, 65, '°C')` → «50–65 °C», `range(50, 1000)` → «50–1000». A range with a
 * negative end is written in words, where a dash would read as a minus: `range(-35, 40, '°C')` →
 * «от −35 до +40 °C».
 */
export function range(from: Figure, to: Figure, unit?: string): string {
  const words = parts(from)[0] || parts(to)[0];
  return withUnit(words ? `от ${signed(from)} до ${signed(to)}` : `${num(from)}\u2013${num(to)}`, unit);
}

/**
 * Dimensions: `dims([420, 380, 395], 'мм')` → «420 × 380 × 395 мм». A no-break space before each ×
 * keeps the sign with the figure before it; a line may break only after a ×, so a narrow table cell
 * wraps a long set of dimensions as «490 × 570 ×» / «306 мм» and never between a figure and its sign.
 */
export function dims(values: readonly [Figure, Figure, ...Figure[]], unit?: string): string {
  return withUnit(values.map(num).join('\u00a0× '), unit);
}

/**
 * A value and its tolerance, bracketed, the unit once after them (ГОСТ 8.417): `tol(208, 10, 'кг')`
 * → «(208 ± 10) кг», `tol(-40, 5, '°C')` → «(−40 ± 5) °C»; no unit, no brackets: «208 ± 10».
 * No-break spaces keep the ± with the value and the unit with the bracket.
 */
export function tol(value: Figure, tolerance: Figure, unit?: string): string {
  const figures = `${num(value)}\u00a0± ${num(tolerance)}`;
  return unit ? `(${figures})\u00a0${unit}` : figures;
}

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
 * it. (One small function: every page's first load carries it.)
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

/** A figure as the English pages write it: its digits as the facts give them, a true minus U+2212. */
const enFigure = (value: Figure) => String(value).replace(/^-/, '\u2212');

/**
 * The English pages: the digits exactly as the facts give them ('50,000', '12.1'), a negative with
 * a true minus (−35), a span with an en dash (50–65) or in words where an end is negative (−60 to
 * −55), sizes with ×, a tolerance '208 ± 10 kg', a unit after a space except ° and % (37 °C,
 * 45°, 95%).
 */
export const en = writer({
  figure: enFigure,
  span: (from, to, dash) =>
    dash === undefined && (Number(from) < 0 || Number(to) < 0)
      ? `${enFigure(from)} to ${enFigure(to)}`
      : `${enFigure(from)}${dash ?? '\u2013'}${enFigure(to)}`,
  dash: '\u2013',
  times: ' × ',
  symbol: (u) => u,
  gap: (symbol) => (symbol === '°' || symbol === '%' ? '' : ' '),
});

/** A span as some English spec sheets write it, each end signed and with its unit: '+10°C to +40°C'. */
export function fromTo(span: Span): string {
  return en.write(span, { separator: ' to ', each: true, plus: true });
}
