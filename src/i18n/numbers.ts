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
 * - a unit after a space: 95 %, 37 °C (the degree sign with its letter, as ГОСТ writes it).
 *
 * The Russian content builds every number with separators from these helpers instead of typing
 * them by hand. A number given as a string keeps its digits exactly as written ('2.50' stays
 * 2,50); a JavaScript number is written with the digits it has.
 */

/** A value as the facts give it: a number, or its digits as a string ('0.50', '1000', '-35'). */
export type Figure = number | string;

const MINUS = '\u2212';
const THOUSANDS = '\u202f';
const EN_DASH = '\u2013';
const TIMES = '\u00d7';
const NO_BREAK = '\u00a0';

const integerFormat = new Intl.NumberFormat('ru-RU', { useGrouping: 'min2', maximumFractionDigits: 0 });

/** Its sign, integer digits and fraction digits, exactly as written. */
function parts(value: Figure): { negative: boolean; integer: string; fraction: string } {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = /^([-\u2212+]?)(\d+)(?:[.,](\d+))?$/.exec(text);
  if (!match) throw new Error(`not a number: ${JSON.stringify(value)}`);
  return {
    negative: match[1] === '-' || match[1] === MINUS,
    integer: match[2] ?? '',
    fraction: match[3] ?? '',
  };
}

/** A JavaScript number's digits without exponent notation (12.1 -> '12.1', 1e21 is out of range). */
function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  const text = String(value);
  if (/e/i.test(text)) throw new Error(`write ${text} as a string of digits`);
  return text;
}

/**
 * A number the Russian way: `num(12.1)` → «12,1», `num(50000)` → «50 000» (U+202F),
 * `num(1000)` → «1000», `num(-35)` → «−35», `num('2.50')` → «2,50».
 */
export function num(value: Figure): string {
  const { negative, integer, fraction } = parts(value);
  // Intl groups with U+00A0 in ru-RU; typesetting wants the narrow U+202F. Integers only: a
  // fraction keeps the digits it was given.
  const grouped = integerFormat.format(BigInt(integer)).replace(/[\s\u00a0\u202f]/g, THOUSANDS);
  return `${negative ? MINUS : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A number with an explicit sign where the facts give one: `signed(40)` → «+40», `signed(-35)` → «−35». */
export function signed(value: Figure): string {
  const written = num(value);
  return written.startsWith(MINUS) || /^0(?:,0+)?$/.test(written) ? written : `+${written}`;
}

/** Joins a figure and its unit: «95 %», «37 °C», «12,1 дюйма»; no unit, the figure alone. */
function withUnit(figure: string, unit?: string): string {
  return unit ? `${figure} ${unit}` : figure;
}

/** A value and its unit: `qty(12.1, 'дюйма')` → «12,1 дюйма», `qty(-35, '°C')` → «−35 °C». */
export function qty(value: Figure, unit?: string): string {
  return withUnit(num(value), unit);
}

/**
 * A range: `range(50, 65, '°C')` → «50–65 °C», `range(50, 1000)` → «50–1000». A range with a
 * negative end is written in words, where a dash would read as a minus: `range(-35, 40, '°C')` →
 * «от −35 до +40 °C».
 */
export function range(from: Figure, to: Figure, unit?: string): string {
  if (parts(from).negative || parts(to).negative)
    return withUnit(`от ${signed(from)} до ${signed(to)}`, unit);
  return withUnit(`${num(from)}${EN_DASH}${num(to)}`, unit);
}

/**
 * Dimensions: `dims([420, 380, 395], 'мм')` → «420 × 380 × 395 мм». The spaces around × are
 * no-break spaces, so a line never breaks inside a set of dimensions.
 */
export function dims(values: readonly [Figure, Figure, ...Figure[]], unit?: string): string {
  return withUnit(values.map(num).join(`${NO_BREAK}${TIMES}${NO_BREAK}`), unit);
}
