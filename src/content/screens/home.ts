import { company } from '../shell/company';
import type { IconName } from './images';
import type { PartnerSlug } from './partners';
import type { ProductId } from '../types';

/** The home page's words, written from the facts in site.json `home`. Figures come from company.ts. */

export const hero = {
  kicker: 'Medical and laboratory equipment',
  heading: company.name as string,
  subtitle: company.tagline as string,
  lead: `Equipment from ${company.manufacturers} global manufacturers for laboratories, clinics and hospitals in the CIS countries, India and other South Asian countries.`,
  primary: { label: 'Explore products', to: '/catalogs' },
  secondary: { label: 'Our services', to: '/services' },
};

/** The nine overview cards, in the specification's order, with the names the home page gives them. */
export const overview = {
  kicker: 'Products',
  heading: 'Offering medical equipment and supplies.',
  intro: `We represent ${company.manufacturers} global makers of medical equipment and consumables and bring their branded products to the CIS countries, India and the other SAARC countries.`,
  cards: [
    { id: 'bacter1', name: 'I-dOne' },
    { id: 'bacter5', name: 'Biomic V3' },
    { id: 'bacter2', name: 'HB&L' },
    { id: 'prod1', name: 'CELL EXPERT' },
    { id: 'hist7', name: 'DP360 Stainer & Coverslipper' },
    { id: 'prod12', name: 'LTS-3000B' },
    { id: 'hist6', name: '6250 Cryostat Microtome' },
    { id: 'hist4', name: 'HP300 Plus Tissue Processor' },
    { id: 'hist5', name: 'MT1 Rotary Microtome' },
  ] satisfies readonly { id: ProductId; name: string }[],
  more: {
    heading: 'Looking for something else?',
    text: 'Browse our full range across cytology, histopathology, bacteriology and laboratory supplies.',
    label: 'View all products',
    to: '/catalogs',
  },
  cardLabel: 'Read More',
};

export const aiSolutions = {
  kicker: 'AI-assisted diagnostics',
  heading: 'Comprehensive solutions powered by artificial intelligence',
  intro:
    'We bring artificial intelligence into the everyday work of the diagnostic laboratory: cervical cancer screening, cytology and histopathology, microbiology, molecular diagnostics and lab automation.',
  items: [
    { name: 'Cervical cancer screening with AI', icon: 'cervical' },
    { name: 'Cytology and histopathology with AI', icon: 'cytology' },
    { name: 'Microbiology', icon: 'microbiology' },
    { name: 'Molecular diagnostics', icon: 'molecular' },
    { name: 'Lab automation', icon: 'automation' },
  ] satisfies readonly { name: string; icon: IconName }[],
  link: { label: 'Explore our solutions', to: '/responsibility' },
};

export const aboutUs = {
  kicker: 'About Us',
  heading: 'A dependable partner in healthcare',
  paragraphs: [
    `${company.legalName} has operated from the ${company.basedIn} since ${company.founded}. We are active across the CIS countries and are expanding into India and the other SAARC countries.`,
    'We specialise in up-to-date, all-round medical solutions for medical centres, clinical laboratories and research centres, and we stand behind each of them with first-class service support.',
    'That is why our clients know us as a dependable partner, supplier and innovator in healthcare.',
  ],
  link: { label: 'More about us', to: '/about' },
};

export const servicesGrid = {
  kicker: 'Services',
  heading: 'Services and solutions for hospitals and clinics',
  intro:
    'Broad expertise, qualified specialists and strong partners stand behind our work, and our success rests on an individual approach to every client.',
  linkLabel: 'Learn more',
};

export const counters = {
  heading: 'IVM in numbers',
  items: [
    { end: company.founded, label: 'Year founded' },
    { end: company.manufacturers, label: 'Partners around the world' },
    { end: company.customers, label: 'Satisfied customers' },
  ],
};

export const consultation = {
  kicker: 'Free consultation',
  heading: 'Talk to our experts, free of charge',
  text: 'Ask us anything about medical equipment, how it is used and what it costs. We will suggest solutions tailored to your needs and prepare a personalised commercial offer.',
  button: 'Start Cooperation',
};

export const partnersSection = {
  kicker: 'Partners',
  heading: 'Manufacturers we represent',
  intro: `A selection of the ${company.manufacturers} manufacturers whose products we bring to our markets.`,
  carouselLabel: 'Partner logos',
  /** The order of the logos in the old site's carousel. */
  order: [
    'ilsa',
    'slee',
    'copan',
    'alifax',
    'liofilchem',
    'dakewe',
    'giles',
    'vitro',
    'lituo',
  ] as const satisfies readonly PartnerSlug[],
  link: { label: 'See all partners', to: '/brands' },
};
