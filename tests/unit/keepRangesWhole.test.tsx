import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepRangesWhole } from '../../src/components/keepRangesWhole';

const kept = (text: string) => {
  const { container } = render(<p>{keepRangesWhole(text)}</p>);
  return {
    text: container.textContent,
    whole: [...container.querySelectorAll('span.nowrap')].map((span) => span.textContent),
  };
};

describe('keepRangesWhole', () => {
  it('keeps a range and its unit on one line, the text unchanged', () => {
    const text = 'It keeps paraffin at 50-65 °C and is run from a 12.1 inch touch screen.';
    expect(kept(text)).toEqual({ text, whole: ['50-65 °C'] });
  });

  it('keeps dashed, decimal and Russian ranges, with a short unit and not a word', () => {
    expect(kept('в тубах по 75–90 шт. или 0.5-100 мкм').whole).toEqual(['75–90 шт', '0.5-100 мкм']);
    expect(kept('50-1,000 biological samples').whole).toEqual(['50-1,000']);
  });

  it('leaves text without a range as it is, and spaced ranges to wrap', () => {
    expect(keepRangesWhole('10 reagent bottles')).toBe('10 reagent bottles');
    expect(kept('100 - 240 VAC').whole).toEqual([]);
  });
});
