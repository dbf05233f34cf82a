import type { Locale } from '../../i18n/locale';
import type { ProductId, ProductPage } from '../types';

/** A product's page module's file in a language, from src/content/products/: 'hist4/page.ru.ts'. */
export function productPageFile(id: ProductId, locale: Locale): string {
  return `${id}/page${locale === 'ru' ? '.ru' : ''}.ts`;
}

/**
 * Loads a product's page module in a language (src/content/products/<id>/page.ts or page.ru.ts),
 * each a chunk of its own: for its product page's route, and for the printed quote list (maker and
 * key figures). The globs are read inside the function, not at the top: Node imports the route
 * table too (the end-to-end tests) and knows no import.meta.glob.
 */
export function loadProductPage(id: ProductId, locale: Locale): Promise<ProductPage> {
  const file = productPageFile(id, locale);
  const pages =
    locale === 'ru'
      ? import.meta.glob<{ default: ProductPage }>('./*/page.ru.ts', { base: '../products' })
      : import.meta.glob<{ default: ProductPage }>('./*/page.ts', { base: '../products' });
  const page = pages[`./${file}`];
  return page
    ? page().then((m) => m.default)
    : Promise.reject(new Error(`No ${file} in src/content/products`));
}
