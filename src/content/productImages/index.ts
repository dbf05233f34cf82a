import type { AltPicture, ListKey, ProductId } from '../types';

/** Pictures of products: the product first, then a detail view. Every product has at least one. */
export type ProductPictures = Partial<Record<ProductId, readonly [AltPicture, ...AltPicture[]]>>;

/**
 * The product pictures, one module per list, so a page downloads only the pictures of the list it
 * shows (a product page: its own list, for itself and its related products).
 */
export const loadListPictures: Record<ListKey, () => Promise<ProductPictures>> = {
  cytology: () => import('./cytology').then((m) => m.pictures),
  histopathology: () => import('./histopathology').then((m) => m.pictures),
  bacteriology: () => import('./bacteriology').then((m) => m.pictures),
  laboratorySupplies: () => import('./laboratorySupplies').then((m) => m.pictures),
};

/** The pictures of one product; throws when a product has none (a content error, caught by tests). */
export function picturesOf(pictures: ProductPictures, id: ProductId): readonly [AltPicture, ...AltPicture[]] {
  const found = pictures[id];
  if (!found) throw new Error(`No pictures for ${id}`);
  return found;
}
