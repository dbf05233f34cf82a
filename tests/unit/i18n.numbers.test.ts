/** The Russian way of writing numbers (src/i18n/numbers.ts): the digits stay, the separators change; and a product's facts in each language. */
import { describe, expect, it } from 'vitest';
import { dims, en, fromTo, num, qty, range, ru, signed, tol } from '../../src/i18n/numbers';

describe('num', () => {
  it('writes decimals with a comma', () => {
    expect(num(12.1)).toBe('12,1');
    expect(num('0.5')).toBe('0,5');
    expect(num('2.50')).toBe('2,50');
  });

  it('sets thousands apart with U+202F from five digits on, not in a four-digit number', () => {
    expect(num(50000)).toBe('50\u202f000');
    expect(num(1234567.5)).toBe('1\u202f234\u202f567,5');
    expect(num(1000)).toBe('1000');
    expect(num('2015')).toBe('2015');
  });

  it('writes a negative with a true minus', () => {
    expect(num(-35)).toBe('\u221235');
    expect(signed(40)).toBe('+40');
    expect(signed(-35)).toBe('\u221235');
    expect(signed(0)).toBe('0');
  });

  it('refuses what is not a number', () => {
    expect(() => num('12 000')).toThrow();
    expect(() => num(Number.NaN)).toThrow();
  });
});

describe('qty, range, dims, tol', () => {
  it('puts a space between a figure and its unit', () => {
    expect(qty(12.1, 'дюйма')).toBe('12,1 дюйма');
    expect(qty(-35, '°C')).toBe('\u221235 °C');
    expect(qty(95, '%')).toBe('95 %');
  });

  it('writes ranges with an en dash, and in words when an end is negative', () => {
    expect(range(50, 65, '°C')).toBe('50\u201365 °C');
    expect(range(50, 1000)).toBe('50\u20131000');
    expect(range('0.5', 5, 'мкм')).toBe('0,5\u20135 мкм');
    expect(range(-35, 40, '°C')).toBe('от \u221235 до +40 °C');
  });

  it('writes dimensions with ×, held to the figure before it by a no-break space', () => {
    expect(dims([420, 380, 395], 'мм')).toBe('420\u00a0× 380\u00a0× 395 мм');
    expect(dims([114, 90])).toBe('114\u00a0× 90');
  });

  it('brackets a value and its tolerance before the unit, as ГОСТ 8.417 writes it', () => {
    expect(tol(208, 10, 'кг')).toBe('(208\u00a0± 10)\u00a0кг');
    expect(tol(480, 20, 'мл')).toBe('(480\u00a0± 20)\u00a0мл');
    expect(tol(-40, 5, '°C')).toBe('(\u221240\u00a0± 5)\u00a0°C');
    expect(tol('0.5', '0.05')).toBe('0,5\u00a0± 0,05');
  });
});

describe('a product fact in each language (en, ru, fromTo)', () => {
  it('writes a quantity, a span and sizes with each language’s unit symbol', () => {
    expect(en.write({ value: 1200, unit: 'VA' })).toBe('1200 VA');
    expect(ru.write({ value: 1200, unit: 'VA' })).toBe('1200 ВА');
    expect(en.write({ value: 37, unit: '°C' })).toBe('37 °C');
    expect(ru.write({ value: 37, unit: '°C' })).toBe('37 °C');
    expect(en.write({ from: 50, to: 65, unit: '°C' })).toBe('50\u201365 °C');
    expect(en.write({ from: -60, to: -55, unit: '°C' })).toBe('\u221260 to \u221255 °C');
    expect(en.write({ value: 45, unit: 'kg' })).toBe('45 kg');
    expect(ru.write({ from: 50, to: 65, unit: '°C' })).toBe('50\u201365 °C');
    expect(en.write({ dims: [620, 640, 1170], unit: 'mm' })).toBe('620 × 640 × 1170 mm');
    expect(ru.write({ dims: [620, 640, 1170], unit: 'mm' })).toBe('620\u00a0× 640\u00a0× 1170 мм');
    expect(fromTo({ from: 10, to: 40, unit: '°C' })).toBe('+10 °C to +40 °C');
  });

  it('keeps the English digits as the facts write them and regroups them in Russian', () => {
    expect(en.write('50,000')).toBe('50,000');
    expect(ru.write('50,000')).toBe('50\u202f000');
    expect(en.write(12.1)).toBe('12.1');
    expect(ru.write(12.1)).toBe('12,1');
  });

  it('gives a key figure its figure and its unit apart', () => {
    expect(en.figure({ from: 50, to: 65, unit: '°C' })).toEqual({ value: '50\u201365', unit: '°C' });
    expect(ru.figure({ value: 62, unit: 'kg' })).toEqual({ value: '62', unit: 'кг' });
    expect(ru.figure(300)).toEqual({ value: '300' });
  });

  it('writes options, a tolerance and a plane angle in each language', () => {
    expect(en.write({ oneOf: [26, 36], unit: 'mm' })).toBe('26 / 36 mm');
    expect(en.write({ oneOf: [500, 1000], unit: 'µl' }, ' or ')).toBe('500 or 1000 µl');
    expect(ru.write({ oneOf: [500, 1000], unit: 'µl' }, ' или ')).toBe('500 или 1000 мкл');
    expect(en.write({ value: 208, tolerance: 10, unit: 'kg' })).toBe('208 ± 10 kg');
    expect(ru.write({ value: 208, tolerance: 10, unit: 'kg' })).toBe('(208\u00a0± 10)\u00a0кг');
    expect(ru.write({ value: -40, tolerance: 5, unit: '°C' })).toBe('(\u221240\u00a0± 5)\u00a0°C');
    expect(en.write({ value: 45, unit: '°' })).toBe('45°');
    expect(ru.write({ value: 45, unit: '°' })).toBe('45°');
    expect(ru.write({ oneOf: [45, 35], unit: '°' }, { separator: ' и ', each: true })).toBe('45° и 35°');
  });

  it('writes a spec sheet’s own way where the page asks for it (a Style)', () => {
    const chamber = { from: -35, to: 40, unit: '°C' } as const;
    expect(en.figure(chamber, { separator: ' to ', plus: true })).toEqual({
      value: '\u221235 to +40',
      unit: '°C',
    });
    expect(ru.figure(chamber)).toEqual({ value: 'от \u221235 до +40', unit: '°C' });
    expect(en.write({ from: 1, to: 100, unit: 'µm' }, { separator: ' to ', each: true })).toBe(
      '1 µm to 100 µm',
    );
    expect(en.write({ value: 480, tolerance: 20, unit: 'ml' }, { each: true })).toBe('480 ml ± 20 ml');
    expect(en.write({ value: 2, unit: 's' }, { symbol: 'sec' })).toBe('2 sec');
    expect(fromTo({ from: -60, to: -55, unit: '°C' })).toBe('\u221260 °C to \u221255 °C');
  });
});
