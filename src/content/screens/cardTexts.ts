import type { ProductId } from '../types';

const texts = import.meta.glob<string>('../products/*/cardText.ts', {
  base: '../products',
  eager: true,
  import: 'default',
});

/** The words under a product's card in its list (src/content/products/<id>/cardText.ts). */
export function cardTextOf(id: ProductId): string {
  const text = texts[`./${id}/cardText.ts`];
  if (text === undefined) throw new Error(`No src/content/products/${id}/cardText.ts`);
  return text;
}
