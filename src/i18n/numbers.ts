/**
 * Numbers as the Russian pages write them. The digits are the English page's; only the separators
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
 * 2,50); a JavaScript number is written with the digits it has. A product's facts are written
 * with these by ./factWriters.ts.
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
