import type { ProductId } from '../types';

const texts = import.meta.glob<string>('../products/*/cardText.ru.ts', {
  base: '../products',
  eager: true,
  import: 'default',
});

/** The words under a product's card in its list, in Russian (src/content/products/<id>/cardText.ru.ts). */
export function cardTextOf(id: ProductId): string {
  const text = texts[`./${id}/cardText.ru.ts`];
  if (text === undefined) throw new Error(`No src/content/products/${id}/cardText.ru.ts`);
  return text;
}
