import { describe, expect, it } from 'vitest';
import { MAX_SHARED, parseSharedList, sharedListUrl } from '../../src/shared/quoteList/sharedList';

/** The shared quote list's address: what a link carries and what a page makes of it. */
describe('sharedListUrl', () => {
  it('is the contact page of the language with the ids, on the canonical origin', () => {
    expect(sharedListUrl(['hist6', 'bacter5', 'prod3'], 'en')).toBe(
      'https://ivmmedical.com/contact?list=hist6,bacter5,prod3',
    );
    expect(sharedListUrl(['hist6'], 'ru')).toBe('https://ivmmedical.com/ru/contact?list=hist6');
  });

  it('reads back as the same products, in the same order', () => {
    const url = new URL(sharedListUrl(['lab2', 'hist10', 'prod17'], 'en'));
    expect(parseSharedList(url.searchParams.get('list'))).toEqual({
      products: [
        { id: 'lab2', list: 'laboratorySupplies' },
        { id: 'hist10', list: 'histopathology' },
        { id: 'prod17', list: 'cytology' },
      ],
      unknown: 0,
      tooMany: false,
    });
  });
});

describe('parseSharedList', () => {
  it('counts a product named twice once, and each different unknown entry once', () => {
    const shared = parseSharedList('hist6,nope,hist6, bacter5 ,nope,HIST6,prod0');
    expect(shared.products.map((p) => p.id)).toEqual(['hist6', 'bacter5']);
    expect(shared.unknown).toBe(3);
    expect(shared.tooMany).toBe(false);
  });

  it('gives nothing, and no error, for no value, an empty one or only commas', () => {
    for (const value of [null, '', ',,,', ' , ']) {
      expect(parseSharedList(value)).toEqual({ products: [], unknown: 0, tooMany: false });
    }
  });

  it('takes markup and script as unknown entries, nothing more', () => {
    const shared = parseSharedList('<script>alert(1)</script>,<img src=x onerror=alert(1)>,prod3');
    expect(shared.products).toEqual([{ id: 'prod3', list: 'cytology' }]);
    expect(shared.unknown).toBe(2);
  });

  it(`reads at most ${MAX_SHARED} different entries and says there were more`, () => {
    const junk = Array.from({ length: 60 }, (_, i) => `x${i}`);
    const shared = parseSharedList(['hist4', ...junk, 'prod1'].join(','));
    expect(shared.products.map((p) => p.id)).toEqual(['hist4']);
    expect(shared.unknown).toBe(MAX_SHARED - 1);
    expect(shared.tooMany).toBe(true);
    // Fifty different entries, repeated: not too many.
    const repeated = parseSharedList([...junk.slice(0, 50), ...junk.slice(0, 50)].join(','));
    expect(repeated.tooMany).toBe(false);
  });

  it('does not choke on a very long value', () => {
    const shared = parseSharedList(`prod1,${'a'.repeat(100_000)}`);
    expect(shared.products.map((p) => p.id)).toEqual(['prod1']);
    expect(shared.unknown).toBe(1);
  });
});
