export const product = {
  showPicture: (index: number, count: number) => `Show picture ${index} of ${count}`,
  back: (list: string) => `Back to ${list}`,
  manufacturer: 'Manufacturer',
  askPrice: 'Ask about price and delivery',
  keyFigures: 'Key figures',
  specifications: 'Specifications',
  ctaHeading: (product: string) => `Interested in the ${product}?`,
  ctaText: 'Ask for a quotation, delivery terms or a demonstration. Our team will answer you directly.',
  sendEnquiry: 'Send enquiry',
  moreIn: (list: string) => `More in ${list}`,
  catNo: 'Cat. No.',
};
