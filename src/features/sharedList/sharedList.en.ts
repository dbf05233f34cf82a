const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/**
 * A shared quote list: the proposal on the contact page (src/features/sharedList/SharedList.tsx;
 * the printed sheet's strings are the share feature's, src/shared/share/share.en.ts). A chunk of
 * its own (strings.ts), loaded with the proposal, not with the form every page has.
 */
export const sharedList = {
  heading: (n: number) => `Selected for you: ${products(n)}`,
  /** The heading when the link names no product at all. */
  emptyHeading: 'A shared selection',
  intro:
    'A selection from the IVM Medical catalogue, shared with you by link. Your own quote list stays as it is unless you add these to it.',
  addAll: 'Add all to my list',
  added: 'They are on your quote list now.',
  enquire: 'Send an enquiry about these',
  print: 'Print',
  unknown: (n: number) =>
    `${n} ${n === 1 ? 'item' : 'items'} in this link ${n === 1 ? 'is' : 'are'} not in our catalogue and ${n === 1 ? 'is' : 'are'} not shown.`,
  tooMany: (max: number) =>
    `This link has more than ${max} entries: only the first ${max} are taken into account.`,
  none: 'This link names no product of our catalogue. Tell us below what you are looking for.',
  /** The one product of a product page's Send enquiry (`/contact?product=hist4`), proposed the same way. */
  product: {
    heading: 'The product you are asking about',
    intro: 'The message below names it. Your own quote list stays as it is unless you add it.',
    add: 'Add to my quote list',
    added: 'It is on your quote list now.',
    onList: 'It is already on your quote list.',
  },
};
