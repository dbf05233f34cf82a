/**
 * The quote list: the products a visitor collects for one enquiry, kept in localStorage (a JSON array
 * of ids; anything else is ignored) so it survives reloads and follows other tabs, and in memory for
 * the visit where storage fails (src/lib/storedValue.ts). The prerendered HTML cannot know it:
 * `useQuoteList` gives the empty list while hydrating and the stored one right after.
 */

import { useSyncExternalStore } from 'react';
import type { ProductId } from '../../content/types';
import { QUOTE_LIST_KEY } from '../../lib/storageKeys';
import { storedValue } from '../../lib/storedValue';
import { quoteProduct, type QuoteProduct } from './products';

const EMPTY: readonly QuoteProduct[] = [];

const stored = storedValue(QUOTE_LIST_KEY, parse, EMPTY);

function parse(raw: string): readonly QuoteProduct[] {
  try {
    const ids: unknown = JSON.parse(raw);
    const products = Array.isArray(ids) ? [...new Set(ids)].map(quoteProduct).filter((p) => p !== null) : [];
    return products.length ? products : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The products on the list, in the order they were added (the same array until it changes). */
export const getQuoteList = (): readonly QuoteProduct[] => stored.get();

function write(ids: readonly ProductId[]): void {
  stored.set(JSON.stringify(ids));
}

const ids = () => getQuoteList().map((product) => product.id);

export function addToQuoteList(id: ProductId): void {
  if (!ids().includes(id)) write([...ids(), id]);
}

/** Takes these products off the list (after a send: only those that went, not ones added meanwhile). */
export function removeFromQuoteList(...remove: ProductId[]): void {
  write(ids().filter((id) => !remove.includes(id)));
}

/** The list for components: empty in the prerendered HTML and while hydrating, then the stored one. */
export function useQuoteList(): readonly QuoteProduct[] {
  return useSyncExternalStore(stored.subscribe, getQuoteList, () => EMPTY);
}
