import type { ListKey, ProductId } from '../types';

/**
 * THE product registry: the four product lists and the order of their products. A product
 * is its folder src/content/products/<id>/ (card.ts, page.ts, pictures) plus its id here, at its
 * place in its list. The route table, the list pages, the sitemap, related products and the home
 * cards all follow from this. Small (ids only) because every page loads it with the route table.
 */
export interface ListMeta<L extends ListKey = ListKey> {
  key: L;
  /** Category id (1-4) and its route. */
  categoryId: 1 | 2 | 3 | 4;
  path: `/catalog${1 | 2 | 3 | 4}`;
  heading: string;
  /** Items per page; null shows every item on one page. */
  pageSize: number | null;
  /** The products in list order; each id names its folder under src/content/products/. */
  ids: readonly ProductId<L>[];
}

const cytology: ListMeta<'cytology'> = {
  key: 'cytology',
  categoryId: 1,
  path: '/catalog1',
  heading: 'Cytology',
  pageSize: 9,
  ids: [
    'prod1',
    'prod2',
    'prod3',
    'prod4',
    'prod5',
    'prod6',
    'prod7',
    'prod8',
    'prod9',
    'prod10',
    'prod11',
    'prod12',
    'prod13',
    'prod14',
    'prod15',
    'prod16',
    'prod17',
  ],
};

const histopathology: ListMeta<'histopathology'> = {
  key: 'histopathology',
  categoryId: 2,
  path: '/catalog2',
  heading: 'Histopathology',
  pageSize: null,
  ids: ['hist1', 'hist2', 'hist3', 'hist4', 'hist5', 'hist6', 'hist7', 'hist8', 'hist9', 'hist10'],
};

const bacteriology: ListMeta<'bacteriology'> = {
  key: 'bacteriology',
  categoryId: 3,
  path: '/catalog3',
  heading: 'Bacteriology',
  pageSize: null,
  ids: ['bacter1', 'bacter2', 'bacter3', 'bacter4', 'bacter5', 'bacter6'],
};

const laboratorySupplies: ListMeta<'laboratorySupplies'> = {
  key: 'laboratorySupplies',
  categoryId: 4,
  path: '/catalog4',
  heading: 'Laboratory Supplies',
  pageSize: null,
  ids: ['lab1', 'lab2', 'lab3', 'lab4'],
};

export const productLists: readonly ListMeta[] = [cytology, histopathology, bacteriology, laboratorySupplies];

export function listByKey(key: ListKey): ListMeta {
  const list = productLists.find((l) => l.key === key);
  if (!list) throw new Error(`Unknown list ${key}`);
  return list;
}

/** The list a product is in; throws for an id no list names. */
export function listOf(id: ProductId): ListMeta {
  const list = productLists.find((l) => (l.ids as readonly string[]).includes(id));
  if (!list) throw new Error(`No list names the product ${id}`);
  return list;
}
