/** The Russian way of writing numbers (src/i18n/numbers.ts): the digits stay, the separators change. */
import { describe, expect, it } from 'vitest';
import { dims, num, qty, range, signed, tol } from '../../src/i18n/numbers';

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
