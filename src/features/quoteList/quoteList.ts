/**
 * The quote list: the products a visitor collects for one enquiry. It lives in localStorage under a
 * versioned key (a JSON array of product ids), so it survives reloads and later visits, and follows
 * other open tabs through the `storage` event. A value that is not such an array, or ids that are
 * not products, are ignored. Without storage (a browser that blocks site data, a full or throwing
 * storage) the list is kept in memory: it works for the visit, and is gone on the next page load.
 * The prerendered HTML cannot know the list: components read it through
 * `useQuoteList`, which gives the empty list while hydrating and the stored one right after.
 */

import { useSyncExternalStore } from 'react';
import type { ProductId } from '../../content/types';
import { quoteProduct, type QuoteProduct } from './products';

export const QUOTE_LIST_KEY = 'ivm.quoteList.v1';
const EMPTY: readonly QuoteProduct[] = [];

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached = EMPTY;

/** The list while storage cannot keep it (refused on a read or a write): for this visit only. */
let memory: { raw: string | null } | null = null;

function read(): string | null {
  if (memory) return memory.raw;
  try {
    return localStorage.getItem(QUOTE_LIST_KEY);
  } catch {
    memory = { raw: null };
    return null;
  }
}

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
export function getQuoteList(): readonly QuoteProduct[] {
  const raw = read();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = raw === null ? EMPTY : parse(raw);
  }
  return cached;
}

const emit = () => listeners.forEach((listener) => listener());
let listening = false;

function subscribe(listener: () => void): () => void {
  if (!listening) {
    listening = true;
    // Another tab changed the list (or cleared the storage: key null).
    window.addEventListener('storage', (event) => {
      if (event.key === QUOTE_LIST_KEY || event.key === null) emit();
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(ids: readonly ProductId[]): void {
  const raw = JSON.stringify(ids);
  if (memory) memory.raw = raw;
  else
    try {
      localStorage.setItem(QUOTE_LIST_KEY, raw);
    } catch {
      // Storage refused (blocked, full): the list goes on in memory, so what was added shows.
      memory = { raw };
    }
  emit();
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
  return useSyncExternalStore(subscribe, getQuoteList, () => EMPTY);
}
