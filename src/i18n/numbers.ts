/**
 * Numbers as the Russian pages write them (and, at the end, a product's facts in either language). The digits are the English page's; only the separators
 * follow the language (ГОСТ 8.417, Russian typesetting):
 *
 * - decimals with a comma: 12,1 дюйма;
 * - thousands set apart by a narrow no-break space U+202F from five digits on (50 000), not in a
 *   four-digit number (1000, 2015);
 * - ranges with an en dash, no spaces: 50–65 °C; a range with a negative end in words: от −35 до +40 °C;
 * - negatives with a true minus U+2212: −35 °C;
 * - dimensions with a multiplication sign: 420 × 380 × 395 мм;
 * - a unit after a space: 95 %, 37 °C (the degree sign with its letter, as ГОСТ writes it); a plane
 *   angle's degree sign with no space: 45°, ±8°;
 * - a value with its tolerance in brackets, the unit once after them: (208 ± 10) кг, (−40 ± 5) °C
 *   (ГОСТ 8.417); a tolerance in per cent stays after its value: 300 мкм/с (±10 %).
 *
 * The Russian content builds every number with separators from these helpers instead of typing
 * them by hand. A number given as a string keeps its digits exactly as written ('2.50' stays
 * 2,50); a JavaScript number is written with the digits it has.
 */

/** A value as the facts give it: a number, or its digits as a string ('0.50', '1000', '-35'). */
export type Figure = number | string;

/**
 * Integer digits grouped by three with a narrow no-break space U+202F from five digits on: 1000,
 * but 50 000. (Not Intl.NumberFormat: building the first one loads the locale's data, about 35 ms
 * of main thread on a desktop and four times that on a slow phone, in every page's first load.)
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
 * A unit symbol as a product's facts write it (src/content/products/<id>/facts.ts): the English, SI
 * symbol. Symbols only: unit words that agree with their number (cassettes, кассет; inch, дюйма)
 * are each language's own and stay in its page module.
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
  | 'µL'
  | 'V'
  | 'VA'
  | 'W'
  | 'Hz'
  | 's'
  | '°C'
  | '%'
  | 'dpi'
  | 'HV';

/** The Russian symbols that differ from the English ones (°C, %, dpi, HV are the same). */
const RU_UNITS: Partial<Record<Unit, string>> = {
  mm: 'мм',
  cm: 'см',
  'm/s': 'м/с',
  µm: 'мкм',
  'µm/s': 'мкм/с',
  kg: 'кг',
  L: 'л',
  mL: 'мл',
  µL: 'мкл',
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

/** One value of a product's facts: a count (3), a quantity, a span or sizes. */
export type Fact = Figure | Quantity | Span | Size;

/**
 * How a language writes a product's facts (`en` and `ru` below). `write` gives the whole value
 * («1200 ВА», '620 × 640 × 1170 mm'); `figure` the figure and its unit apart, for a key figure. A
 * separator, where given, is a spec sheet's own between a span's ends or between sizes
 * ('100 - 240', '420 * 380').
 */
export interface FactWriter {
  write: (fact: Fact, separator?: string) => string;
  figure: (fact: Fact) => { value: string; unit?: string };
}

/**
 * One writer for both languages, from what differs: how a figure, a span and sizes are written, a
 * unit's symbol and the space before it. (One small function: every page's first load carries it.)
 */
function writer(
  figure: (value: Figure) => string,
  span: (from: Figure, to: Figure, dash?: string) => string,
  times: string,
  symbol: (unit: Unit) => string,
  gap: (unit: Unit) => string,
): FactWriter {
  const bare = (fact: Fact, separator?: string): string =>
    typeof fact !== 'object'
      ? figure(fact)
      : 'dims' in fact
        ? fact.dims.map(figure).join(separator ?? times)
        : 'from' in fact
          ? span(fact.from, fact.to, separator)
          : figure(fact.value);
  const unit = (fact: Fact): Unit | undefined => (typeof fact === 'object' ? fact.unit : undefined);
  return {
    write: (fact, separator) => {
      const u = unit(fact);
      return bare(fact, separator) + (u ? gap(u) + symbol(u) : '');
    },
    figure: (fact) => {
      const u = unit(fact);
      return u ? { value: bare(fact), unit: symbol(u) } : { value: bare(fact) };
    },
  };
}

/** The Russian pages, by the rules at the top of this file: «1200 ВА», «50–65 °C», «620 × 640 × 1170 мм». */
export const ru = writer(
  num,
  (from, to) => range(from, to),
  '\u00a0× ',
  (u) => RU_UNITS[u] ?? u,
  () => ' ',
);

/**
 * The English pages: the digits exactly as the facts give them ('50,000', '12.1', '-35'), a span
 * with a hyphen (50-65), sizes with ×, a unit after a space except °C and % (37°C, 95%).
 */
export const en = writer(
  String,
  (from, to, dash = '-') => `${from}${dash}${to}`,
  ' × ',
  (u) => u,
  (u) => (/^[°%]/.test(u) ? '' : ' '),
);

/** A span as some English spec sheets write it, each end signed and with its unit: '+10°C to +40°C'. */
export function fromTo({ from, to, unit }: Span): string {
  return [from, to]
    .map((end) => en.write({ value: `${Number(end) > 0 ? '+' : ''}${end}`, unit }))
    .join(' to ');
}
