import { company } from '../../content/shell/company';
import type { Widen } from '../widen';

/**
 * The English strings of the shell: navigation, footer, language switch, list and service names,
 * the error page and the small widgets every page uses.
 */
export const shell = {
  siteName: 'IVM Medical',
  loading: 'Loading…',
  skipToMain: 'Skip to main content',
  homeLinkLabel: (companyName: string) => `${companyName}, home`,
  nav: {
    main: 'Main',
    menu: 'Menu',
    home: 'Home',
    company: 'Company',
    about: 'About Us',
    responsibility: 'Comprehensive solutions',
    brands: 'Partners',
    products: 'Products',
    catalog: 'Catalog',
    services: 'Services',
    contact: 'Contact us',
    privacy: 'Privacy notice',
  },
  footer: {
    mainLinks: 'Main links',
    usefulLinks: 'Useful links',
    contact: 'Contact',
    tagline: company.footerTagline as string,
    address: company.address.oneLine as string,
  },
  /** The link to the same page in the other language. */
  languageSwitch: { other: 'RU', otherName: 'Русский', otherLang: 'ru' },
  lists: {
    cytology: 'Cytology',
    histopathology: 'Histopathology',
    bacteriology: 'Bacteriology',
    laboratorySupplies: 'Laboratory Supplies',
  },
  breadcrumb: 'Breadcrumb',
  seeMore: 'See More',
  close: 'Close',
  consultation: {
    button: 'Get a free consultation',
    dialogTitle: 'Get a free consultation.',
  },
  quote: { button: 'Quote', dialogTitle: 'Request a quote' },
  errorPage: {
    heading: 'Unexpected Application Error!',
    text: 'Something went wrong while showing this page. Please reload it; if the problem stays, go back to the home page or write to us.',
    reload: 'Reload the page',
    home: 'Go to the home page',
  },
  pagination: { page: (n: number) => `Page ${n}` },
};

export type ShellStrings = Widen<typeof shell>;
