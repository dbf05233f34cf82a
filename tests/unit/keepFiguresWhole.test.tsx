import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepFiguresWhole } from '../../src/lib/keepFiguresWhole';

const kept = (text: string) => {
  const { container } = render(<p>{keepFiguresWhole(text)}</p>);
  return {
    text: container.textContent,
    whole: [...container.querySelectorAll('span.keep-whole')].map((span) => span.textContent),
  };
};

describe('keepFiguresWhole', () => {
  it('keeps each figure with its unit on one line, the text unchanged', () => {
    const text = 'It keeps paraffin at 50-65 °C and is run from a 12.1 inch touch screen.';
    expect(kept(text)).toEqual({ text, whole: ['50-65 °C', '12.1 inch'] });
  });

  it('keeps dashed, decimal and Russian ranges, thousands set apart by a space, and the word counted', () => {
    expect(kept('в тубах по 75–90 шт. или 0.5-100 мкм').whole).toEqual(['75–90 шт', '0.5-100 мкм']);
    expect(kept('50-1,000 biological samples').whole).toEqual(['50-1,000 biological']);
    expect(kept('от 40 000 исследований в год').whole).toEqual(['40 000 исследований']);
    expect(kept('интересы 29 производителей').whole).toEqual(['29 производителей']);
    expect(kept('90 pcs/tube, ± 10 %, 1 RJ45').whole).toEqual(['90 pcs', '10 %', '1 RJ45']);
  });

  it('leaves a lone number, a model number, the space of a spaced range and a long word to wrap', () => {
    expect(keepFiguresWhole('ISO 15189, since 2009')).toBe('ISO 15189, since 2009');
    expect(kept('The CS500 holds 200 coverslips').whole).toEqual(['200 coverslips']);
    expect(kept('100 - 240 VAC, 50/60 Hz').whole).toEqual(['240 VAC', '60 Hz']);
    expect(keepFiguresWhole('из них 2 предустановлены')).toBe('из них 2 предустановлены');
  });
});
