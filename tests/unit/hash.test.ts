import { describe, expect, it } from 'vitest';
import { idOfHash } from '../../src/lib/hash';

describe('idOfHash', () => {
  it('decodes the id a hash names', () => {
    expect(idOfHash('#enquiry')).toBe('enquiry');
    expect(idOfHash('#%D0%B0%D0%B1')).toBe('аб');
    expect(idOfHash('#category%2012')).toBe('category 12');
  });

  it('takes malformed percent-encoding as written instead of throwing', () => {
    expect(idOfHash('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(idOfHash('#%')).toBe('%');
  });
});
