import type { Locale } from '../../i18n/locale';
import { mapModule, moduleAt, type SourceModule } from '../../lib/sourceModule';
import type { ProductId, ProductPage } from '../types';

/**
 * A product's page module in a language (src/content/products/<id>/page.ts or page.ru.ts), each a
 * chunk of its own: for its product page's route, and for the printed quote list (maker and key
 * figures).
 */
export function productPageModule(id: ProductId, locale: Locale): SourceModule<ProductPage> {
  const pages = import.meta.glob<{ default: ProductPage }>([
    '/src/content/products/*/page.ts',
    '/src/content/products/*/page.ru.ts',
  ]);
  const page = moduleAt(pages, `/src/content/products/${id}/page${locale === 'ru' ? '.ru' : ''}.ts`);
  return mapModule(page, (m) => m.default);
}

/** Loads a product's page module in a language. */
export function loadProductPage(id: ProductId, locale: Locale): Promise<ProductPage> {
  return productPageModule(id, locale).load();
}
