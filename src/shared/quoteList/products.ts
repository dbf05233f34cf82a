/**
 * The quote list's one view of the content: which ids are products and in which list (the registry
 * of src/content/shell/productLists.ts, ids only, as the navbar's count needs it on every page).
 * Names and pages come from the lists' cards, in the page's language, when the list is shown or sent.
 */
import { productLists } from '../../content/shell/productLists';
import type { ListCard, ListKey, ProductId } from '../../content/types';
import type { Locale } from '../../i18n/locale';

export interface QuoteProduct {
  id: ProductId;
  list: ListKey;
}

export interface NamedQuoteProduct extends QuoteProduct {
  name: string;
  /** The product's page in the language it was named in: '/hist4', '/ru/hist4'. */
  path: string;
}

/** The product with this id, or null for anything that is not one (a stale or foreign value). */
export function quoteProduct(id: unknown): QuoteProduct | null {
  for (const list of productLists) {
    const found = list.ids.find((entry) => entry === id);
    if (found) return { id: found, list: list.key };
  }
  return null;
}

/** The cards of each list already loaded, by language and list: names read from here need no wait. */
const loadedCards = new Map<string, readonly ListCard[]>();

/** The products' names and pages in a language (loads the cards of their lists). */
export async function nameQuoteProducts(
  products: readonly QuoteProduct[],
  locale: Locale,
): Promise<NamedQuoteProduct[]> {
  const { listCardsModule } = await import('../../content/productCards');
  const lists = [...new Set(products.map((product) => product.list))];
  await Promise.all(
    lists.map(async (key) => loadedCards.set(`${locale}:${key}`, await listCardsModule(key, locale).load())),
  );
  return namedQuoteProducts(products, locale) ?? [];
}

/**
 * The products' names and pages in a language, at once, if the cards of their lists have been
 * loaded (`nameQuoteProducts`); otherwise null.
 */
export function namedQuoteProducts(
  products: readonly QuoteProduct[],
  locale: Locale,
): NamedQuoteProduct[] | null {
  const named: NamedQuoteProduct[] = [];
  for (const product of products) {
    const cards = loadedCards.get(`${locale}:${product.list}`);
    if (!cards) return null;
    const card = cards.find((entry) => entry.id === product.id);
    named.push({ ...product, name: card?.name ?? product.id, path: card?.path ?? `/${product.id}` });
  }
  return named;
}
