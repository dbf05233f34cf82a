/** The quote list as the e-mail's `products` template parameter: one line per product, name and address. */
import { absoluteUrl } from '../app/site';
import type { QuoteProduct } from './products';

export function productsParam(products: readonly QuoteProduct[]): string {
  return products
    .map((product) => `${product.name} (${product.list}): ${absoluteUrl(product.path)}`)
    .join('\n');
}
