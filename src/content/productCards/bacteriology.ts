import type { ListFiles, Picture, ProductCard } from '../types';

/** The bacteriology products' cards and pictures: loaded with the pages that show them, not on every page. */
export const files: ListFiles = {
  cards: import.meta.glob<ProductCard>('./bacter*/card.ts', {
    base: '../products',
    eager: true,
    import: 'default',
  }),
  pictures: import.meta.glob<Picture>('./bacter*/bacter*-*.{svg,jpg,jpeg,png,webp,avif,tiff}', {
    base: '../products',
    eager: true,
    query: '?picture',
    import: 'default',
  }),
};
