/**
 * A shared quote list as an address: the contact page of a language with the products'
 * ids, `/contact?list=hist4,bacter5,prod3` or `/ru/contact?list=…`. A query on a prerendered page, so
 * any static host serves it. What arrives in the query is anyone's text: it is only ever compared
 * with the registry's ids (src/content/shell/productLists.ts), never shown.
 */
import { absoluteUrl } from '../../lib/site';
import type { ProductId } from '../../content/types';
import { localizedPath, type Locale } from '../../i18n/locale';
import { quoteProduct, type QuoteProduct } from './products';

/** The query parameter that carries the ids. */
export const LIST_PARAM = 'list';
/** At most this many entries of a link are read; the rest are left out (and said so). */
export const MAX_SHARED = 50;
/** Longer query values are cut before they are split (the catalogue's ids are short). */
const MAX_QUERY_LENGTH = 2000;

export interface SharedList {
  /** The products the link names, once each, in its order. */
  products: readonly QuoteProduct[];
  /** Entries read that name no product of the catalogue (each different one counted once). */
  unknown: number;
  /** The link had more than MAX_SHARED different entries: only the first ones were read. */
  tooMany: boolean;
}

/** The address that shares these products, in a language: the canonical origin, no other parameter. */
export function sharedListUrl(ids: readonly ProductId[], locale: Locale): string {
  return `${absoluteUrl(localizedPath('/contact', locale))}?${LIST_PARAM}=${ids.join(',')}`;
}

/** Reads the `list` parameter's value (null: none). Empty, junk or markup gives no products, never an error. */
export function parseSharedList(value: string | null): SharedList {
  const entries = [
    ...new Set(
      (value ?? '')
        .slice(0, MAX_QUERY_LENGTH)
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    ),
  ];
  const read = entries.slice(0, MAX_SHARED);
  const products: QuoteProduct[] = [];
  let unknown = 0;
  for (const entry of read) {
    const product = quoteProduct(entry);
    if (product) products.push(product);
    else unknown += 1;
  }
  return { products, unknown, tooMany: entries.length > MAX_SHARED };
}
