/** The nine partners shown on /brands and in the home carousel, in the order of the facts. */
export type PartnerSlug =
  'ilsa' | 'dakewe' | 'copan' | 'alifax' | 'liofilchem' | 'slee' | 'lituo' | 'giles' | 'vitro';

export interface Partner {
  slug: PartnerSlug;
  name: string;
  /** What we carry from them, only where our catalogue names them; otherwise a neutral line. */
  line: string;
  products?: readonly { name: string; path: string }[];
}

export const partnersIntro = {
  heading: 'Our Partners',
  text: [
    'We work with trusted manufacturers and institutions around the world. They count on us for new solutions and dependable support, and we share their aim of making a real difference to the communities we serve.',
    'Excellence and integrity keep these partnerships working for both sides.',
  ],
};

export const partners: readonly Partner[] = [
  {
    slug: 'ilsa',
    name: 'iLSA Diagnostics',
    line: 'Special staining automation for cytology and robotic sample storage.',
    products: [
      { name: 'Paint Cell', path: '/prod4' },
      { name: '3S Safe Sampling Systems', path: '/lab3' },
    ],
  },
  {
    slug: 'dakewe',
    name: 'Dakewe',
    line: 'The histopathology line: printers, tissue processors, microtome, cryostat, stainer and consumables.',
    products: [
      { name: 'C100 Cassette Printer', path: '/hist1' },
      { name: 'HP300 Plus Tissue Processor', path: '/hist4' },
      { name: '6250 Cryostat', path: '/hist6' },
      { name: 'DP360 & CS500 workstation', path: '/hist7' },
    ],
  },
  { slug: 'copan', name: 'Copan', line: 'Partner manufacturer. Ask us about the current range.' },
  {
    slug: 'alifax',
    name: 'Alifax',
    line: 'ESR analysers for the clinical laboratory.',
    products: [
      { name: 'TEST1 2.0', path: '/lab2' },
      { name: 'ROLLER Family Instruments', path: '/lab4' },
    ],
  },
  { slug: 'liofilchem', name: 'Liofilchem', line: 'Partner manufacturer. Ask us about the current range.' },
  { slug: 'slee', name: 'SLEE', line: 'Partner manufacturer. Ask us about the current range.' },
  { slug: 'lituo', name: 'Lituo', line: 'Partner manufacturer. Ask us about the current range.' },
  {
    slug: 'giles',
    name: 'Giles Scientific',
    line: 'Digital plate readers for bacteriology.',
    products: [
      { name: 'BIOMIC V3', path: '/bacter5' },
      { name: 'TRINITY V3', path: '/bacter6' },
    ],
  },
  {
    slug: 'vitro',
    name: 'Vitro (Master Diagnóstica)',
    line: 'Partner manufacturer. Ask us about the current range.',
  },
];
