import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { productsParam } from '../../src/shared/quoteList/email';
import { nameQuoteProducts } from '../../src/shared/quoteList/products';
import {
  addToQuoteList,
  getQuoteList,
  removeFromQuoteList,
  useQuoteList,
} from '../../src/shared/quoteList/quoteList';
import { QUOTE_LIST_KEY } from '../../src/lib/storageKeys';

beforeEach(() => localStorage.clear());

describe('quote list', () => {
  it('adds each product once, in order, and keeps them under the versioned key', () => {
    addToQuoteList('hist6');
    addToQuoteList('bacter5');
    addToQuoteList('hist6');
    expect(getQuoteList().map((p) => p.id)).toEqual(['hist6', 'bacter5']);
    expect(localStorage.getItem(QUOTE_LIST_KEY)).toBe('["hist6","bacter5"]');
    expect(getQuoteList()[0]).toEqual({ id: 'hist6', list: 'histopathology' });
  });

  it('removes only the given products', () => {
    addToQuoteList('hist6');
    addToQuoteList('lab2');
    addToQuoteList('prod1');
    removeFromQuoteList('hist6', 'prod1');
    expect(getQuoteList().map((p) => p.id)).toEqual(['lab2']);
  });

  it.each(['{broken', '"hist6"', '{"0":"hist6"}', '[1, null, {}]', '["hist99", "../etc"]'])(
    'ignores the stored value %s',
    (value) => {
      localStorage.setItem(QUOTE_LIST_KEY, value);
      expect(getQuoteList()).toEqual([]);
    },
  );

  it('keeps the known products of a partly foreign list', () => {
    localStorage.setItem(QUOTE_LIST_KEY, '["evil", "hist3", "hist3"]');
    expect(getQuoteList().map((p) => p.id)).toEqual(['hist3']);
  });

  it('follows another tab through the storage event', () => {
    const { result } = renderHook(() => useQuoteList());
    expect(result.current).toEqual([]);
    act(() => {
      localStorage.setItem(QUOTE_LIST_KEY, '["prod12"]');
      window.dispatchEvent(new StorageEvent('storage', { key: QUOTE_LIST_KEY }));
    });
    expect(result.current).toEqual([{ id: 'prod12', list: 'cytology' }]);
  });

  it('becomes the e-mail parameter: one line per product, its name and address', () => {
    addToQuoteList('hist9');
    addToQuoteList('prod12');
    const named = getQuoteList().map((product) => ({
      ...product,
      name: product.id === 'hist9' ? 'Microscope Slides' : 'LTS-3000B',
      path: `/${product.id}`,
    }));
    expect(productsParam(named)).toBe(
      'Microscope Slides: https://ivmmedical.com/hist9\nLTS-3000B: https://ivmmedical.com/prod12',
    );
  });

  it('names the products in the page’s language: Russian names and Russian addresses on Russian pages', async () => {
    addToQuoteList('hist6');
    addToQuoteList('prod12');
    expect(productsParam(await nameQuoteProducts(getQuoteList(), 'en'))).toBe(
      '6250 Cryostat: https://ivmmedical.com/hist6\nLTS-3000B: https://ivmmedical.com/prod12',
    );
    const russian = await nameQuoteProducts(getQuoteList(), 'ru');
    expect(russian.map((product) => product.path)).toEqual(['/ru/hist6', '/ru/prod12']);
    expect(productsParam(russian).split('\n')[0]).toBe('Криостат 6250: https://ivmmedical.com/ru/hist6');
  });
});
