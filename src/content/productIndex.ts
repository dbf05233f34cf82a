import type { ListKey, ProductId } from './types';
import { cytologyItems } from './lists/cytology';
import { histopathologyItems } from './lists/histopathology';
import { bacteriologyItems } from './lists/bacteriology';
import { laboratorySuppliesItems } from './lists/laboratorySupplies';

/**
 * The four product lists with ids and names only: small enough for the route table in the first
 * load. Card texts (cards.ts) and product content (products/<id>.ts) load with the pages that show them.
 */
export interface ListMeta {
  key: ListKey;
  /** Category id (1-4) and its route. */
  categoryId: 1 | 2 | 3 | 4;
  path: `/catalog${1 | 2 | 3 | 4}`;
  heading: string;
  /** Items per page; null shows every item on one page. */
  pageSize: number | null;
  items: readonly { id: ProductId; name: string }[];
}

export const productIndex: readonly ListMeta[] = [
  {
    key: 'cytology',
    categoryId: 1,
    path: '/catalog1',
    heading: 'Cytology',
    pageSize: 9,
    items: cytologyItems,
  },
  {
    key: 'histopathology',
    categoryId: 2,
    path: '/catalog2',
    heading: 'Histopathology',
    pageSize: null,
    items: histopathologyItems,
  },
  {
    key: 'bacteriology',
    categoryId: 3,
    path: '/catalog3',
    heading: 'Bacteriology',
    pageSize: null,
    items: bacteriologyItems,
  },
  {
    key: 'laboratorySupplies',
    categoryId: 4,
    path: '/catalog4',
    heading: 'Laboratory Supplies',
    pageSize: null,
    items: laboratorySuppliesItems,
  },
];
