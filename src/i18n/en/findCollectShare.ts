/**
 * Interface strings of search, the quote list, sharing and the printed spec sheet (English). The
 * Russian dictionary will be a sibling with the same shape (`FindCollectShareStrings`). Counts are
 * functions, so each language writes its own plurals. Kept short: it is part of every page's script.
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

/** The shape every language's dictionary has: the same keys, any wording. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R
    : { readonly [K in keyof T]: Widen<T[K]> };
export type FindCollectShareStrings = Widen<typeof findCollectShare>;
