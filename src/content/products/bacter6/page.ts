import type { ProductPage } from '../../types';
import facts from './facts';

/** TRINITY V3: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Antibiotic zone reader',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of a TRINITY V3 agar diffusion assay plate with steel cylinders and their inhibition zones',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'TRINITY V3 is an antibiotic zone reader. Digital imaging automates zone measurement and the potency calculations of antibiotic assays.',
    'It is a complete system for industrial microbiology and a common choice in pharmaceutical QA/QC laboratories. Its maker, Giles Scientific, is based in Santa Barbara, California (USA).',
  ],
  keyFigures: [
    { value: '21 CFR Part 11', label: 'Electronic signature requirements met' },
    { value: 'IQ, OQ, PQ', label: 'Validation documents with every system' },
  ],
  sections: [
    {
      heading: 'Functions',
      features: [
        {
          name: 'Automated zone reading',
          text: 'Measures zones and calculates potency for antibiotic assays.',
        },
        { name: 'Colony counting module', text: 'Available as an option.' },
      ],
    },
    {
      heading: 'Compliance',
      features: [
        { name: '21 CFR Part 11', text: 'Meets the requirements for electronic signatures.' },
        { name: 'Agar diffusion assay methods', text: 'Supports the USP <81>, EP, BP and JP methods.' },
        { name: 'Validation documents', text: 'IQ, OQ and PQ documents come with every system.' },
      ],
    },
    {
      heading: 'Related supplies',
      features: [
        {
          name: 'Peni cylinders and dispensers',
          text: 'Giles Scientific also offers peni cylinders and dispensers for antibiotic potency assays.',
        },
      ],
    },
  ],
  specTables: [],
  metaDescription:
    'TRINITY V3 by Giles Scientific automates antibiotic zone measurement and potency calculations; 21 CFR Part 11 electronic signatures; IQ/OQ/PQ documents.',
};

export default page;
