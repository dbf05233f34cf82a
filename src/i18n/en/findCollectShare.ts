import type { Widen } from '../widen';

/**
 * Interface strings of search, the quote list, sharing and the printed spec sheet (English). The
 * Russian is src/i18n/ru/findCollectShare.ts, of the same shape (`FindCollectShareStrings`). Counts
 * are functions, so each language writes its own plurals. Part of the English strings chunk.
 */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const findCollectShare = {
  search: {
    button: 'Search',
  },
  quote: {
    add: 'Add to quote list',
    /** Visually hidden after the navbar's Quote label, read with the count badge. */
    count: (n: number) => `${plural(n, 'product', 'products')} on your list`,
    /** Said (a polite live region) once the toggle has added a product: `n` is the list's new count. */
    added: (name: string, n: number) =>
      `Added ${name} to the quote list. ${plural(n, 'product', 'products')} on the list.`,
    removed: (name: string, n: number) =>
      `Removed ${name} from the quote list. ${n ? `${plural(n, 'product', 'products')} on the list.` : 'The list is empty.'}`,
  },
  share: {
    button: 'Share',
  },
  /** Said while a tapped control waits for its code, which the network could not bring. */
  network: {
    waiting: 'No connection. This opens once the network is back.',
    /** A tap held before the page's first script, which the network lost: it is given once it is back. */
    held: 'No connection. What you tapped will happen once the network is back.',
  },
} as const;

export type FindCollectShareStrings = Widen<typeof findCollectShare>;
