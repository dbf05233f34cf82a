import type { ListKey } from '../../../content/types';

export const product = {
  showPicture: (index: number, count: number) => `Show picture ${index} of ${count}`,
  back: (list: string) => `Back to ${list}`,
  manufacturer: 'Manufacturer',
  askPrice: 'Ask about price and delivery',
  keyFigures: 'Key figures',
  specifications: 'Specifications',
  /** The name of the table's sideways scroller (a region of its own, reached with Tab). */
  specificationsTable: 'Specifications table',
  ctaHeading: (product: string) => `Interested in the ${product}?`,
  ctaText: 'Ask about its price and delivery terms: our managers will prepare a commercial proposal for you.',
  sendEnquiry: 'Send enquiry',
  moreIn: (list: string) => `More in ${list}`,
  catNo: 'Cat. No.',
  /** The product's list as the page's <title> names it (src/shell/head.tsx, productTitle). */
  listInTitle: {
    cytology: 'Cytology',
    histopathology: 'Histopathology',
    bacteriology: 'Bacteriology',
    laboratorySupplies: 'Laboratory Supplies',
  } satisfies Record<ListKey, string>,
};
