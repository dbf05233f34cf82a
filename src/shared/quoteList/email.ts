/** The quote list as the e-mail's `products` template parameter: one line per product, name and address. */
import { absoluteUrl } from '../../lib/site';
import type { NamedQuoteProduct } from './products';

export function productsParam(products: readonly NamedQuoteProduct[]): string {
  return products.map((product) => `${product.name}: ${absoluteUrl(product.path)}`).join('\n');
}
