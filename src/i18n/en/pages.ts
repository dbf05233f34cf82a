import type { CassetteCard, ListKey } from '../../content/types';
import type { Widen } from '../widen';

type Pore = CassetteCard['pore'];
type Opening = CassetteCard['opening'];

/**
 * The English strings of the pages (src/pages): head titles and descriptions, kickers, leads, labels
 * and the texts built in code. Numbers come from the content (company facts, counts) as arguments.
 * Shared words (Home, Products, Services, list names, See More) are in the shell strings.
 */
export const pages = {
  about: {
    title: 'About Us',
    description: (name: string, founded: number, manufacturers: number) =>
      `${name}, founded in the UAE in ${founded}, represents ${manufacturers} manufacturers of medical equipment in the CIS countries, India and South Asia.`,
    facts: {
      founded: 'Founded in the UAE',
      manufacturers: 'Manufacturers represented',
      customers: 'Satisfied customers',
    },
  },
  brands: {
    title: 'Our Partners',
    description: (manufacturers: number) =>
      `IVM represents ${manufacturers} manufacturers of laboratory and medical equipment, among them Dakewe, Alifax, Giles Scientific, iLSA Diagnostics and Copan.`,
    kicker: 'Partners',
    sectionLabel: 'Partner manufacturers',
  },
  catalogs: {
    description: (categories: number) =>
      `Browse ${categories} categories of medical equipment and consumables from IVM: cytology, histopathology, bacteriology, laboratory supplies and more, details on request.`,
    back: 'Back to the home page',
    lead: 'Equipment and materials for almost every kind of healthcare customer, in a range broad enough to equip a medical institution of nearly any profile. Open a category to see its products.',
    sectionLabel: 'Categories',
    catalogue: 'Catalogue',
    onRequest: 'On request',
    viewProducts: 'View products',
    askAboutRange: 'Ask about this range',
  },
  categoryList: {
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
  },
  services: {
    description:
      'IVM services for hospitals, clinics and laboratories: healthcare audit and consulting, integrated hospital design and equipment, maintenance and repair.',
    sectionLabel: 'Service pages',
    learnMore: 'Learn more',
  },
  service: {
    back: 'Back to all services',
  },
  responsibility: {
    description:
      'Comprehensive laboratory solutions from IVM in bacteriology, cytology and histology: equipment chosen to make lab work easier and results faster.',
  },
  home: {
    title: 'IVM Medical | Laboratory equipment for the CIS, India and South Asia',
    description: (name: string, manufacturers: number, founded: number) =>
      `${name} represents ${manufacturers} manufacturers of laboratory and medical equipment in the CIS countries, India and South Asia. Since ${founded}.`,
  },
  contact: {
    description:
      'Ask IVM Medical a question, request a quote or technical support. Our managers answer enquiries, estimate costs and prepare individual proposals.',
    heading: 'Ask question',
    back: 'Back to the home page',
    lead: 'Our managers will answer your questions, estimate the cost of services and prepare an individual commercial proposal.',
    formHeading: 'Send us your enquiry',
    formHeadingProduct: (product: string) => `Your enquiry about the ${product}`,
    formIntro: 'All fields are optional, but an e-mail address or phone number lets us answer you.',
    departments: 'Departments',
  },
  notFound: {
    title: 'Page not found',
    description:
      'The page you asked for is not on the IVM Medical website. Try the home page, the product catalogue or the contact page.',
    kicker: 'Error 404',
    lead: 'We could not find that page. It may have moved, or the link may be mistyped. These will get you back on track:',
    contact: 'Contact',
    /** The 404 page serves both languages: its note in this language, with a link to this language's home page. */
    note: 'Page not found.',
    noteLink: 'Go to the home page in English',
  },
  product: {
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
    cassettes: {
      title: (pore: Pore, opening: Opening) => `${pore} pores, ${opening.toLowerCase()}`,
      poreType: 'Pore type',
      openingType: 'Opening type',
      pore: (pore: Pore): string => pore,
      opening: (opening: Opening): string => opening,
      caption: (pore: Pore, opening: Opening) =>
        `Article numbers for ${pore.toLowerCase()} pore, ${opening.toLowerCase()} cassettes`,
      articleNo: 'Article no.',
      packSize: 'Pack size',
      lidType: 'Lid type',
      noLid: (format: string) => `None (${format})`,
    },
    catNo: 'Cat. No.',
  },
};

export type PagesStrings = Widen<typeof pages>;
