import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** BIOMIC V3: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Open digital imaging system for reading microbiology plates and panels',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of a BIOMIC V3 disk-diffusion plate with antibiotic discs and inhibition zones being measured',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'BIOMIC V3 uses digital imaging to automate the reading of clinical microbiology test plates and panels, as well as quality control material. Results are interpreted automatically to CLSI or EUCAST guidelines.',
    'It is an open system: it reads tests and QC material from other manufacturers too. Its maker, Giles Scientific, is based in Santa Barbara, California (USA).',
  ],
  keyFigures: [
    { value: en.write(v.monitor), unit: 'inch', label: 'Touch-screen monitor' },
    { value: 'CLSI / EUCAST', label: 'Automated interpretation' },
  ],
  sections: [
    {
      heading: 'An open system',
      features: [
        { name: 'Multi-vendor', text: 'Reads tests and QC material made by other manufacturers.' },
        { name: 'CLSI/EUCAST interpretation', text: 'Interpretation to CLSI or EUCAST is automated.' },
      ],
    },
    {
      heading: 'Optional modules',
      features: [
        { name: 'Broth Microdilution*' },
        { name: 'Disk Diffusion' },
        { name: 'MIC Strip' },
        { name: 'Organism ID' },
        { name: 'Colony Count' },
        { name: 'Agar Dilution*' },
        { name: 'Urine Screen' },
      ],
    },
    {
      heading: 'AI-assisted results',
      features: [
        {
          name: 'AI algorithms',
          text: 'Pattern matching, image analysis and character recognition generate the results. They also support the user in decisions and reporting.',
        },
      ],
    },
    {
      heading: 'Records and connectivity',
      features: [
        { name: 'Digital record', text: 'Each test result is stored with its high-resolution images.' },
        {
          name: 'LIS/LIMS interface',
          text: 'Connects to the laboratory information system, with barcode reading.',
        },
        {
          name: 'Touch-screen entry',
          text: 'Data are entered on a 24 inch touch-screen monitor, which keeps recording and reporting standardised.',
        },
      ],
    },
  ],
  specTables: [{ caption: 'Specifications', rows: [['Monitor', `${en.write(v.monitor)} inch`]] }],
  metaDescription:
    'BIOMIC V3 by Giles Scientific reads microbiology plates and panels by digital imaging, with automated CLSI/EUCAST interpretation and LIS/LIMS links.',
};

export default page;
