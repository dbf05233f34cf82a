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
    title: 'Search products',
    label: 'Product, model, maker or article no.',
    placeholder: 'e.g. cryostat, LTS-3000, 002019',
    loading: 'Loading the search…',
    failed: 'Search is unavailable just now. Browse the',
    failedLink: 'catalogue',
    count: (n: number, query: string) =>
      n === 0 ? `No results for “${query}”` : `${plural(n, 'result', 'results')} for “${query}”`,
    category: 'Category',
  },
  quote: {
    add: 'Add to quote list',
    remove: 'Remove from quote list',
    /** Visually hidden after the navbar's Quote label, read with the count badge. */
    count: (n: number) => `${plural(n, 'product', 'products')} on your list`,
    listHeading: (n: number) => `Your quote list (${n})`,
    listIntro: 'Sent with your enquiry.',
    removeItem: 'Remove',
  },
  share: {
    button: 'Share',
    menu: 'Share options',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Copy failed. Select and copy:',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
    qr: 'QR code',
    qrAlt: (url: string) => `QR code of ${url}`,
  },
} as const;

export type FindCollectShareStrings = Widen<typeof findCollectShare>;
