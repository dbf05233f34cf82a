/** A product's facts in each language (src/i18n/factWriters.ts): the English digits as the facts write them, the Russian separators and symbols. */
import { describe, expect, it } from 'vitest';
import { en, fromTo, ru } from '../../src/i18n/factWriters';

describe('a product fact in each language (en, ru, fromTo)', () => {
  it('writes a quantity, a span and sizes with each language’s unit symbol', () => {
    expect(en.write({ value: 1200, unit: 'VA' })).toBe('1200 VA');
    expect(ru.write({ value: 1200, unit: 'VA' })).toBe('1200 ВА');
    expect(en.write({ value: 37, unit: '°C' })).toBe('37°C');
    expect(ru.write({ value: 37, unit: '°C' })).toBe('37 °C');
    expect(en.write({ from: 50, to: 65, unit: '°C' })).toBe('50-65°C');
    expect(en.write({ from: 50, to: 65, unit: '°C' }, ' – ')).toBe('50 – 65°C');
    expect(ru.write({ from: 50, to: 65, unit: '°C' })).toBe('50\u201365 °C');
    expect(en.write({ dims: [620, 640, 1170], unit: 'mm' })).toBe('620 × 640 × 1170 mm');
    expect(ru.write({ dims: [620, 640, 1170], unit: 'mm' })).toBe('620\u00a0× 640\u00a0× 1170 мм');
    expect(fromTo({ from: 10, to: 40, unit: '°C' })).toBe('+10°C to +40°C');
  });

  it('keeps the English digits as the facts write them and regroups them in Russian', () => {
    expect(en.write('50,000')).toBe('50,000');
    expect(ru.write('50,000')).toBe('50\u202f000');
    expect(en.write(12.1)).toBe('12.1');
    expect(ru.write(12.1)).toBe('12,1');
  });

  it('gives a key figure its figure and its unit apart', () => {
    expect(en.figure({ from: 50, to: 65, unit: '°C' })).toEqual({ value: '50-65', unit: '°C' });
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
    expect(en.write(chamber, { separator: ' - ', each: true, plus: true, symbol: '℃' })).toBe('-35℃ - +40℃');
    expect(en.figure(chamber, { separator: ' to ', plus: true })).toEqual({
      value: '-35 to +40',
      unit: '°C',
    });
    expect(ru.figure(chamber)).toEqual({ value: 'от \u221235 до +40', unit: '°C' });
    expect(en.write({ from: 1, to: 100, unit: 'µm' }, { separator: ' - ', each: true, symbol: 'μm' })).toBe(
      '1 μm - 100 μm',
    );
    expect(en.write({ dims: [38, 44, 34], unit: 'cm' }, { separator: ' x ', each: true })).toBe(
      '38 cm x 44 cm x 34 cm',
    );
    expect(en.write({ value: 480, tolerance: 20, unit: 'ml' }, { each: true })).toBe('480 ml ± 20 ml');
    expect(en.write({ value: 45, unit: 'kg' }, { symbol: 'kgs' })).toBe('45 kgs');
    expect(en.figure({ dims: [24, 50], unit: 'mm' }, ' x ')).toEqual({ value: '24 x 50', unit: 'mm' });
    expect(fromTo({ from: -55, to: -60, unit: '°C' })).toBe('-55°C to -60°C');
  });
});
