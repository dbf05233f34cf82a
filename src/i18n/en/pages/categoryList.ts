import type { ListKey } from '../../../content/types';

export const categoryList = {
  /** The meta description of each list, written for search results (at most 160 characters). */
  descriptions: {
    cytology:
      'Cytology products from IVM: instruments and reagents for liquid-based cytology, staining and cell preparation, and analysers for vaginitis, stool and proteins.',
    histopathology:
      'Histopathology products from IVM: cassette and slide printers, tissue processors, microtome, cryostat, stainer and coverslipper, and the consumables they use.',
    bacteriology:
      'Bacteriology products from IVM: microbial identification, rapid culture and susceptibility testing, plate streaking and digital plate reading for the lab.',
    laboratorySupplies:
      'Laboratory supplies from IVM Medical: molecular testing at the point of need, ESR analysers and robotic sample storage for the general laboratory.',
  } satisfies Record<ListKey, string>,
  intros: {
    cytology:
      'Instruments and reagents for liquid-based cytology, staining and cell preparation, with analysers for vaginitis, stool, specific proteins and immunofluorescence.',
    histopathology:
      'The histology workflow from labelling to the stained slide: printers, tissue processors, microtome, cryostat, stainer and coverslipper, and the consumables they use.',
    bacteriology:
      'Faster answers for the microbiology lab: identification, rapid culture and susceptibility testing, plate streaking and digital plate reading.',
    laboratorySupplies:
      'Molecular testing at the point of need, ESR analysers and robotic sample storage for the general laboratory.',
  } satisfies Record<ListKey, string>,
  count: (products: number) => `${products} products`,
  back: 'Back to all product categories',
  sectionLabel: (list: string) => `${list} products`,
  range: (page: number, pageCount: number, first: number, last: number, total: number) =>
    `Page ${page} of ${pageCount}: products ${first} to ${last} of ${total}`,
  paginationLabel: (list: string) => `${list} pages`,
};
