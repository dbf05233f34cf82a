/**
 * The quote list's one view of the content: which ids are products, and each one's name, page and
 * list. Small on purpose (ids and names only), as the navbar's count needs it on every page.
 */
import { productIndex } from '../content/productIndex';
import type { ProductId } from '../content/types';

export interface QuoteProduct {
  id: ProductId;
  name: string;
  path: `/${ProductId}`;
  /** The heading of the product's list, e.g. 'Histopathology'. */
  list: string;
}

/** The product with this id, or null for anything that is not one (a stale or foreign value). */
export function quoteProduct(id: unknown): QuoteProduct | null {
  for (const list of productIndex) {
    const item = list.items.find((entry) => entry.id === id);
    if (item) return { id: item.id, name: item.name, path: `/${item.id}`, list: list.heading };
  }
  return null;
}
