import type { ListFiles, Picture, ProductCard } from '../types';

/** The laboratorySupplies products' cards in Russian (names, alt texts) and pictures: loaded with the Russian pages that show them. */
export const files: ListFiles = {
  cards: import.meta.glob<ProductCard>('./lab*/card.ru.ts', {
    base: '../products',
    eager: true,
    import: 'default',
  }),
  pictures: import.meta.glob<Picture>('./lab*/lab*-*.{svg,jpg,jpeg,png,webp,avif,tiff}', {
    base: '../products',
    eager: true,
    query: '?picture',
    import: 'default',
  }),
};
